// The rows of a payment selection table as one HTML string, written on the server (React SSR of
// 2,000 rows inside the island took ~300 ms a request). The markup the island wrote: a labelled
// checkbox per row whose id is `sel-{row id}`, instalments grouped under a header row, overdue rows
// marked (data-overdue only where true). The island (useSelectionBoxes) listens to these
// checkboxes; it does not render them.
import { groupByInvoice, type InvoiceRow } from '../../domain/invoices';
import { escapeHtml } from './invoice-rows.html';

export interface SelectRow extends InvoiceRow {
  readonly overdueDays: number;
}

export interface SelectRowsOptions {
  money: (minor: number) => string;
  /** A due date as the page's locale writes it (src/domain/format.ts). */
  date: (iso: string) => string;
  /** Accessible name of a row's checkbox: "Select invoice {assignment}". */
  selectLabel: (assignment: string) => string;
  instalment: (number: number, count: number) => string;
  group: (invoiceNo: string, count: number) => string;
  overdue: (days: number) => string;
}

export const SELECT_BOX_PREFIX = 'sel-';

function row(r: SelectRow, o: SelectRowsOptions): string {
  const e = escapeHtml;
  const id = e(`${SELECT_BOX_PREFIX}${r.id}`);
  const instalment = r.installment ? `<span class="muted nowrap"> · ${e(o.instalment(r.installment.number, r.installment.count))}</span>` : '';
  const overdue = r.overdue ? ` <span class="inv-badge inv-badge--overdue">${e(o.overdue(r.overdueDays))}</span>` : '';
  return (
    `<tr${r.overdue ? ' data-overdue="true"' : ''}><td><input type="checkbox" id="${id}" aria-label="${e(o.selectLabel(r.assignment))}"></td>` +
    `<td><label class="nowrap" for="${id}">${e(r.assignment)}</label>${instalment}</td><td><span class="nowrap">${e(o.date(r.dueDate))}</span>${overdue}</td><td class="num">${e(o.money(r.amount))}</td></tr>`
  );
}

export function selectRowsHtml(rows: readonly SelectRow[], o: SelectRowsOptions): string {
  const parts: string[] = [];
  for (const group of groupByInvoice(rows)) {
    if (group.rows.length > 1) {
      const count = group.rows[0]?.installment?.count ?? group.rows.length;
      parts.push(`<tr class="inv-group"><th scope="rowgroup" colspan="3">${escapeHtml(o.group(group.invoiceNo, count))}</th><th class="num">${escapeHtml(o.money(group.total))}</th></tr>`);
    }
    for (const r of group.rows) parts.push(row(r, o));
  }
  return parts.join('');
}
