// How much a payment request for a set of invoice rows must collect. The gateway recomputes this
// itself: what the portal sends is never trusted for a full payment.

export interface PayableRow {
  accountingNo: string;
  invoiceNo: string;
  amount: number;
  installmentCount: number | null;
  earlyPaymentDiscount: number;
  freightAllowance: number;
}

export interface AmountQuery {
  selected: readonly PayableRow[];
  /** Number of rows each selected instalment invoice has in total (any status). */
  rowsPerInvoice: ReadonlyMap<string, number>;
  isPartialPayment: boolean;
  requestedAmount: number | null;
  /** Percent off a full payment granted by the payment merchant. */
  merchantDiscountPercent: number;
}

export type AmountResult =
  | { ok: true; amount: number; combinedTotal: number; allowances: number; merchantDiscount: number }
  | { ok: false; field: string; message: string };

/** Early payment discount and freight allowance count once per invoice, and for an instalment
 * invoice only when every instalment is selected. */
export function allowancesOf(selected: readonly PayableRow[], rowsPerInvoice: ReadonlyMap<string, number>): number {
  const byInvoice = Map.groupBy(selected, (r) => r.invoiceNo);
  let total = 0;
  for (const [invoiceNo, rows] of byInvoice) {
    const first = rows[0];
    if (!first) continue;
    const complete = first.installmentCount === null || rows.length >= (rowsPerInvoice.get(invoiceNo) ?? Infinity);
    if (complete) total += first.earlyPaymentDiscount + first.freightAllowance;
  }
  return total;
}

export function paymentAmount(q: AmountQuery): AmountResult {
  const positives = q.selected.filter((r) => r.amount > 0);
  if (positives.length === 0) return { ok: false, field: 'invoiceNumbers', message: 'Select at least one invoice to pay' };
  const combinedTotal = q.selected.reduce((sum, r) => sum + r.amount, 0);
  if (combinedTotal <= 0) return { ok: false, field: 'invoiceNumbers', message: 'The selected total must be greater than 0' };
  if (q.isPartialPayment) return partialAmount(q, positives.length, combinedTotal);
  const allowances = allowancesOf(q.selected, q.rowsPerInvoice);
  const afterAllowances = combinedTotal - allowances;
  const merchantDiscount = q.merchantDiscountPercent > 0 ? Math.round((afterAllowances * q.merchantDiscountPercent) / 100) : 0;
  return { ok: true, amount: afterAllowances - merchantDiscount, combinedTotal, allowances, merchantDiscount };
}

function partialAmount(q: AmountQuery, positiveCount: number, combinedTotal: number): AmountResult {
  if (positiveCount !== 1) {
    return { ok: false, field: 'isPartialPayment', message: 'Partial payment needs exactly one invoice selected' };
  }
  const amount = q.requestedAmount ?? 0;
  if (!Number.isSafeInteger(amount)) return { ok: false, field: 'amount', message: '*Must Be Numeric' };
  if (amount < 1) return { ok: false, field: 'amount', message: 'The minimum amount is 1' };
  if (amount > combinedTotal) return { ok: false, field: 'amount', message: `The maximum amount is ${combinedTotal}` };
  return { ok: true, amount, combinedTotal, allowances: 0, merchantDiscount: 0 };
}
