// Selecting invoices to pay: positive invoices and deductions are kept apart; a positive one is
// added and removed by assignment, a deduction by invoice number (docs/requirements.md#invoice-statuses-and-selection).
import { isSelectable } from './invoice-status.ts';
import type { InvoiceRow, Selection } from './invoice.types.ts';

type Keyed = Pick<InvoiceRow, 'amount' | 'assignment' | 'invoiceNo'>;

const keyOf = (row: Keyed): string => (row.amount < 0 ? row.invoiceNo : row.assignment);

export function isSelected(selection: Selection, row: Keyed): boolean {
  return row.amount < 0 ? selection.negative.includes(row.invoiceNo) : selection.positive.includes(row.assignment);
}

/** Adds the row when absent, removes it when present; rows that are not open are ignored. */
export function toggleInvoice(selection: Selection, row: Keyed & Pick<InvoiceRow, 'status'>): Selection {
  if (!isSelectable(row)) return selection;
  const key = keyOf(row);
  const list = row.amount < 0 ? selection.negative : selection.positive;
  const next = list.includes(key) ? list.filter((k) => k !== key) : [...list, key];
  return row.amount < 0 ? { ...selection, negative: next } : { ...selection, positive: next };
}

/** The open rows the selection names, in the given order. */
export function selectedRows<T extends InvoiceRow>(rows: readonly T[], selection: Selection): T[] {
  return rows.filter((r) => isSelectable(r) && r.amount !== 0 && isSelected(selection, r));
}

/** The selection that names exactly these rows (the server rebuilds it from what was sent). */
export function selectionOf(rows: readonly Keyed[]): Selection {
  const positive = rows.filter((r) => r.amount > 0).map(keyOf);
  const negative = [...new Set(rows.filter((r) => r.amount < 0).map(keyOf))];
  return { positive, negative };
}
