// What a selection costs (docs/requirements.md#payment-amounts): the combined total of the selected rows, the early
// payment discount and freight allowance (once per invoice, for an instalment invoice only when
// every instalment is selected), and the payment method discount (only with a method chosen, a
// full payment and a non-zero percent). The upstream computes the same figures; the server
// trusts neither the browser nor this module alone.
import type { InvoiceRow } from './invoice.types.ts';

type SummaryRow = Pick<InvoiceRow, 'amount' | 'invoiceNo' | 'installment' | 'earlyPaymentDiscount' | 'freightAllowance'>;

export interface PaymentSummary {
  readonly positiveTotal: number;
  /** Sum of the selected deductions (zero or negative). */
  readonly deductionTotal: number;
  readonly combinedTotal: number;
  readonly earlyPaymentDiscount: number;
  readonly freightAllowance: number;
  readonly methodDiscount: number;
  /** What the payment request collects. */
  readonly amountToPay: number;
}

export interface SummaryOptions {
  /** Percent off granted by the chosen payment method's merchant; null when no method is chosen. */
  readonly methodDiscountPercent: number | null;
  /** The partial amount in minor units, or null for a full payment. */
  readonly partialAmount: number | null;
}

/** Allowances of the selected rows: each invoice counts once, an instalment invoice only complete. */
export function allowances(selected: readonly SummaryRow[]): { earlyPaymentDiscount: number; freightAllowance: number } {
  const byInvoice = Map.groupBy(selected.filter((r) => r.amount > 0), (r) => r.invoiceNo);
  let earlyPaymentDiscount = 0;
  let freightAllowance = 0;
  for (const rows of byInvoice.values()) {
    const first = rows[0];
    if (!first) continue;
    const count = first.installment?.count ?? null;
    if (count !== null && new Set(rows.map((r) => r.installment?.number)).size < count) continue;
    earlyPaymentDiscount += first.earlyPaymentDiscount;
    freightAllowance += first.freightAllowance;
  }
  return { earlyPaymentDiscount, freightAllowance };
}

export function methodDiscountApplies(percent: number | null, partial: boolean): percent is number {
  return percent !== null && !partial && percent !== 0;
}

export function paymentSummary(selected: readonly SummaryRow[], options: SummaryOptions): PaymentSummary {
  const positiveTotal = selected.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0);
  const deductionTotal = selected.filter((r) => r.amount < 0).reduce((s, r) => s + r.amount, 0);
  const combinedTotal = positiveTotal + deductionTotal;
  if (options.partialAmount !== null) {
    return { positiveTotal, deductionTotal, combinedTotal, earlyPaymentDiscount: 0, freightAllowance: 0, methodDiscount: 0, amountToPay: options.partialAmount };
  }
  const { earlyPaymentDiscount, freightAllowance } = allowances(selected);
  const afterAllowances = combinedTotal - earlyPaymentDiscount - freightAllowance;
  const percent = options.methodDiscountPercent;
  const methodDiscount = methodDiscountApplies(percent, false) ? Math.round((afterAllowances * percent) / 100) : 0;
  return { positiveTotal, deductionTotal, combinedTotal, earlyPaymentDiscount, freightAllowance, methodDiscount, amountToPay: afterAllowances - methodDiscount };
}
