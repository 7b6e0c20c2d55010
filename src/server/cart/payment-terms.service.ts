// The customer's terms of payment for what the cart holds now, read from the upstream, and a term's
// wording in the user's language (the ERP's own wording when the portal has none for it).
import { checkoutTerms, termWording, type CheckoutTerms, type PaymentTerm, type TermOption } from '../../domain/cart/payment-terms.rules';
import type { Translate } from '../i18n';
import type { UpstreamClient } from '../upstream';
import { CartSummaryDocument, PaymentTermsDocument } from '../upstream/generated';

export async function customerPaymentTerms(upstream: UpstreamClient, custCode: string): Promise<PaymentTerm[]> {
  return (await upstream.request(PaymentTermsDocument, { custCode })).paymentTerms;
}

export async function cartPaymentTerms(upstream: UpstreamClient, custCode: string): Promise<CheckoutTerms> {
  const [{ cart }, terms] = await Promise.all([upstream.request(CartSummaryDocument, { custCode }), customerPaymentTerms(upstream, custCode)]);
  return checkoutTerms(terms, cart.totals.map((total) => total.sorg));
}

export function termText(t: Translate, term: TermOption): string {
  const wording = termWording(term);
  return wording ? t(wording.key, wording.params) : term.description;
}
