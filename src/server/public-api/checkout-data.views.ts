// Public views of the checkout data (checkout-data.schemas.ts).
import type { z } from '@hono/zod-openapi';
import type { CheckoutTerms } from '../../domain/cart/payment-terms.rules';
import type { Translate } from '../i18n';
import { termText } from '../cart/payment-terms.service';
import type { ShiptoV2Query } from '../upstream/generated';
import type { CheckoutTermSchema, ShipToSchema } from './checkout-data.schemas';

type Out<T extends z.ZodType> = z.output<T>;

export function shipToView(s: ShiptoV2Query['shiptoV2'][number]): Out<typeof ShipToSchema> {
  return { id: s.id, name: s.name, address: s.address, city: s.city, region: s.region, postalCode: s.postalCode, country: s.country, phone: s.phone, isDefault: s.isDefault };
}

export function checkoutTermsView(terms: CheckoutTerms, t: Translate): Out<typeof CheckoutTermSchema>[] {
  return terms.options.map((o) => ({
    paymentId: o.code,
    description: termText(t, o),
    kind: o.kind,
    netDays: o.netDays ?? null,
    discountDays: o.discountDays ?? null,
    discountPercent: o.discountPercent ?? null,
    isDefault: o.code === terms.defaultCode,
  }));
}
