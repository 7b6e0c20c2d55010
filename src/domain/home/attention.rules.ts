// What the signed-in home tells a dealer needs doing today: invoices overdue or due within a week
// (not those already in a payment request, not credit notes), totals per currency, and this week.

export const DUE_SOON_DAYS = 7;
export const ROWS_SHOWN = 5;

export interface AttentionInvoice {
  invoiceNo: string;
  sorg: string;
  amount: number;
  currency: string;
  dueDate: string;
  overdue: boolean;
  overdueDays: number;
  paymentRequestId: string | null;
}

export interface InvoiceAttention<T extends AttentionInvoice> {
  overdue: T[];
  dueSoon: T[];
  /** Sums per currency, in minor units. */
  overdueTotals: { currency: string; amount: number }[];
  dueSoonTotals: { currency: string; amount: number }[];
}

/** ISO date `days` after `date` (both YYYY-MM-DD, UTC). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday of the week of `date` (ISO weeks start on Monday). */
export function weekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

function totals(rows: readonly AttentionInvoice[]): { currency: string; amount: number }[] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.currency, (sums.get(row.currency) ?? 0) + row.amount);
  return [...sums].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Overdue first by how late, then what falls due within DUE_SOON_DAYS of `today`. */
export function invoiceAttention<T extends AttentionInvoice>(rows: readonly T[], today: string): InvoiceAttention<T> {
  const payable = rows.filter((r) => r.paymentRequestId === null && r.amount > 0);
  const isOverdue = (r: T) => r.overdue || r.dueDate < today;
  const horizon = addDays(today, DUE_SOON_DAYS);
  const overdue = payable.filter(isOverdue).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceNo.localeCompare(b.invoiceNo));
  const dueSoon = payable.filter((r) => !isOverdue(r) && r.dueDate <= horizon).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.invoiceNo.localeCompare(b.invoiceNo));
  return { overdue, dueSoon, overdueTotals: totals(overdue), dueSoonTotals: totals(dueSoon) };
}

/** Days late counted from the due date when the upstream gives none. */
export function daysLate(row: Pick<AttentionInvoice, 'dueDate' | 'overdueDays'>, today: string): number {
  if (row.overdueDays > 0) return row.overdueDays;
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${row.dueDate}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}

/** Today as the upstream counts due dates: the UTC calendar day. */
export const isoToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
