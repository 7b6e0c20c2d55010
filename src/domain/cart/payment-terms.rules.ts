// Which of the customer's terms of payment a checkout offers, which one is preselected, and how a
// term reads in the user's language. The server re-checks the choice with the same rule.

export interface PaymentTerm {
  sorg: string;
  code: string;
  description: string;
  /** credit | prepayment | cash_on_delivery */
  kind: string;
  netDays?: number | null;
  discountDays?: number | null;
  discountPercent?: number | null;
  isDefault: boolean;
}

export type TermOption = Omit<PaymentTerm, 'sorg' | 'isDefault'>;

export interface CheckoutTerms {
  options: TermOption[];
  /** The preselected term; null when no term can be offered. */
  defaultCode: string | null;
}

const uniqueByCode = (terms: readonly PaymentTerm[]): PaymentTerm[] => terms.filter((term, i) => terms.findIndex((o) => o.code === term.code) === i);

/**
 * One checkout places one order per sales organisation with one paymentId, so it offers the terms
 * agreed in every sorg of the cart, in the ERP's order of the first sorg. The first sorg's default is
 * preselected when it is offered, else the first offered term. Without sorgs (an empty cart) every
 * term of the customer counts, so the upstream answers with its own reason.
 */
export function checkoutTerms(terms: readonly PaymentTerm[], sorgs: readonly string[]): CheckoutTerms {
  const ordered = [...new Set(sorgs)].sort();
  const first = ordered[0];
  const candidates = first === undefined ? uniqueByCode(terms) : terms.filter((t) => t.sorg === first);
  const offered = candidates.filter((t) => ordered.every((sorg) => terms.some((o) => o.sorg === sorg && o.code === t.code)));
  const preferred = offered.find((t) => t.isDefault) ?? offered[0];
  return { options: offered.map(({ sorg: _s, isDefault: _d, ...option }) => option), defaultCode: preferred?.code ?? null };
}

export function isTermOffered(terms: CheckoutTerms, code: string): boolean {
  return terms.options.some((o) => o.code === code);
}

export interface TermWording {
  key: 'checkout.term_net' | 'checkout.term_discount' | 'checkout.term_prepayment' | 'checkout.term_cod';
  params: Record<string, number>;
}

/** The locale key and numbers that say a term in the user's language; null keeps the ERP wording. */
export function termWording(term: TermOption): TermWording | null {
  if (term.kind === 'prepayment') return { key: 'checkout.term_prepayment', params: {} };
  if (term.kind === 'cash_on_delivery') return { key: 'checkout.term_cod', params: {} };
  if (term.kind !== 'credit' || !term.netDays) return null;
  if (term.discountDays && term.discountPercent) {
    return { key: 'checkout.term_discount', params: { discountDays: term.discountDays, percent: term.discountPercent, netDays: term.netDays } };
  }
  return { key: 'checkout.term_net', params: { days: term.netDays } };
}
