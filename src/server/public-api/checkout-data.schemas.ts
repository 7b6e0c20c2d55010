// What a shop system needs before it orders (decision 0112): the customer's delivery addresses
// (`shipto` of the checkout) and the terms of payment the checkout takes for the cart as it stands
// (`paymentId`). Documented with examples, so the API is usable from its document alone.
import { z } from '@hono/zod-openapi';

export const ShipToSchema = z
  .object({
    id: z.string().openapi({ description: 'Send as `shipto` in POST /checkout', example: '0001000123-01' }),
    name: z.string().openapi({ example: 'Pedal Pushers Portland' }),
    address: z.string().openapi({ example: '12 Oak Street' }),
    city: z.string().openapi({ example: 'Portland' }),
    region: z.string().nullable().openapi({ example: 'OR' }),
    postalCode: z.string().nullable().openapi({ example: '97205' }),
    country: z.string().openapi({ example: 'US' }),
    phone: z.string().nullable().openapi({ example: '+1 503 555 0100' }),
    isDefault: z.boolean().openapi({ description: 'The address the portal preselects' }),
  })
  .openapi('ShipTo');

export const ShipTosSchema = z.object({ data: z.array(ShipToSchema) }).openapi('ShipTos', {
  example: {
    data: [
      { id: '0001000123-01', name: 'Pedal Pushers Portland', address: '12 Oak Street', city: 'Portland', region: 'OR', postalCode: '97205', country: 'US', phone: '+1 503 555 0100', isDefault: true },
      { id: '0001000123-02', name: 'Pedal Pushers Workshop', address: '80 Mill Road', city: 'Beaverton', region: 'OR', postalCode: '97005', country: 'US', phone: null, isDefault: false },
    ],
  },
});

export const CheckoutTermSchema = z
  .object({
    paymentId: z.string().openapi({ description: 'Send as `paymentId` in POST /checkout', example: 'N030' }),
    description: z.string().openapi({ description: "The term in the answer's language", example: 'Payable within 30 days' }),
    kind: z.string().openapi({ description: 'credit, prepayment or cash_on_delivery', example: 'credit' }),
    netDays: z.number().int().nullable().openapi({ example: 30 }),
    discountDays: z.number().int().nullable().openapi({ example: null }),
    discountPercent: z.number().nullable().openapi({ example: null }),
    isDefault: z.boolean().openapi({ description: 'The term the portal preselects' }),
  })
  .openapi('CheckoutPaymentTerm');

export const CheckoutTermsSchema = z.object({ data: z.array(CheckoutTermSchema) }).openapi('CheckoutPaymentTerms', {
  description: 'Only terms agreed in every sales organisation of the cart: one checkout sends one `paymentId` for all its orders. With an empty cart, every term of the customer.',
  example: {
    data: [
      { paymentId: 'N030', description: 'Payable within 30 days', kind: 'credit', netDays: 30, discountDays: null, discountPercent: null, isDefault: true },
      { paymentId: 'PREP', description: 'Prepayment', kind: 'prepayment', netDays: null, discountDays: null, discountPercent: null, isDefault: false },
    ],
  },
});

/** An example of each body a shop system sends, for the document. */
export const CHECKOUT_EXAMPLE = { shipto: '0001000123-01', paymentId: 'N030', poNumber: 'PO-2026-0142', notes: 'Deliver to the back door', requestDeliveryDate: '2026-12-14' };
export const CART_LINES_EXAMPLE = { lines: [{ articleCode: '100000002', sorg: 'US01', qty: 2 }], mode: 'add' };
