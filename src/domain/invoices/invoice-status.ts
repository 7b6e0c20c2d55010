// Invoice statuses (docs/requirements.md#invoice-statuses-and-selection): only Open (or no status) can be paid; Pending Payment and
// Waiting For Payment are listed apart.
import type { InvoiceRow } from './invoice.types.ts';

export type InvoiceState = 'open' | 'pending_payment' | 'waiting_for_payment' | 'paid';

const STATES: Readonly<Record<string, InvoiceState>> = {
  '': 'open',
  open: 'open',
  'pending payment': 'pending_payment',
  pending_payment: 'pending_payment',
  'waiting for payment': 'waiting_for_payment',
  waiting_for_payment: 'waiting_for_payment',
  paid: 'paid',
};

/** Unknown statuses count as in payment: never offered for selection. */
export function invoiceState(status: string | null | undefined): InvoiceState {
  return STATES[(status ?? '').trim().toLowerCase()] ?? 'pending_payment';
}

export const isSelectable = (row: Pick<InvoiceRow, 'status'>): boolean => invoiceState(row.status) === 'open';

export const isDeduction = (row: Pick<InvoiceRow, 'amount'>): boolean => row.amount < 0;

export interface SplitInvoices<T> {
  /** Open rows, positive first then deductions, each in due-date order. */
  readonly payable: readonly T[];
  readonly deductions: readonly T[];
  readonly inPayment: readonly T[];
}

const byDue = <T extends Pick<InvoiceRow, 'dueDate' | 'invoiceNo' | 'assignment'>>(a: T, b: T): number =>
  a.dueDate.localeCompare(b.dueDate) || a.invoiceNo.localeCompare(b.invoiceNo) || a.assignment.localeCompare(b.assignment);

export function splitInvoices<T extends InvoiceRow>(rows: readonly T[]): SplitInvoices<T> {
  const open = rows.filter((r) => isSelectable(r) && r.amount !== 0).toSorted(byDue);
  return {
    payable: open.filter((r) => r.amount > 0),
    deductions: open.filter(isDeduction),
    inPayment: rows.filter((r) => { const s = invoiceState(r.status); return s === 'pending_payment' || s === 'waiting_for_payment'; }).toSorted(byDue),
  };
}

export interface InstalmentGroup<T> {
  readonly invoiceNo: string;
  readonly rows: readonly T[];
  readonly total: number;
}

/** Rows grouped by invoice number in first-appearance order: an instalment invoice is one group. */
export function groupByInvoice<T extends InvoiceRow>(rows: readonly T[]): InstalmentGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.invoiceNo, [...(groups.get(row.invoiceNo) ?? []), row]);
  return [...groups].map(([invoiceNo, members]) => ({ invoiceNo, rows: members, total: members.reduce((s, r) => s + r.amount, 0) }));
}
