// The rows of an invoice table as one HTML string. Astro renders each expression of a template
// asynchronously; for 2,000 rows that alone took ~90 ms, so the body is built here, every value
// escaped, and set with set:html. The phone layout's cell labels come from the table's style
// (--col-N) rather than a data-label on every cell: 2,000 rows carried ~350 KB of repeated labels.
import { groupByInvoice } from '../../domain/invoices';
import type { InvoiceView } from '../../server/invoices/invoice.view';
import type { StatusBadge } from './status-label';

export interface RowLabels {
  no: string;
  doc: string;
  due: string;
  status: string;
  epd: string;
  fa: string;
  amount: string;
}

export interface RowsOptions {
  labels: RowLabels;
  money: (minor: number) => string;
  /** A date as the page's locale writes it (src/domain/format.ts). */
  date: (iso: string) => string;
  badge: (row: InvoiceView) => StatusBadge;
  instalment: (number: number, count: number) => string;
  group: (invoiceNo: string, count: number) => string;
  showEpd: boolean;
  showFa: boolean;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export interface Column {
  label: string;
  num: boolean;
}

/** The table's columns in cell order: which ones show depends on the company's additional displays. */
export function columnsOf(o: Pick<RowsOptions, 'labels' | 'showEpd' | 'showFa'>): Column[] {
  const l = o.labels;
  return [
    { label: l.no, num: false },
    { label: l.doc, num: false },
    { label: l.due, num: false },
    { label: l.status, num: false },
    ...(o.showEpd ? [{ label: l.epd, num: true }] : []),
    ...(o.showFa ? [{ label: l.fa, num: true }] : []),
    { label: l.amount, num: true },
  ];
}

export const cssString = (value: string): string => `"${value.replace(/["\\]/g, '\\$&').replace(/[\n\r]/g, ' ')}"`;

/** style="" value giving each column's label to the stacked phone layout (invoices.css). */
export const columnLabelStyle = (columns: readonly Column[]): string => columns.map((c, i) => `--col-${i + 1}:${cssString(c.label)}`).join(';');

function row(r: InvoiceView, o: RowsOptions): string {
  const e = escapeHtml;
  const b = o.badge(r);
  const instalment = r.installment ? `<span class="muted nowrap"> · ${e(o.instalment(r.installment.number, r.installment.count))}</span>` : '';
  const overdue = b.overdue ? ` <span class="inv-badge inv-badge--overdue">${e(b.overdue)}</span>` : '';
  return (
    `<tr data-overdue="${r.overdue}"><td><span class="nowrap">${e(r.assignment)}</span>${instalment}</td><td class="nowrap">${e(o.date(r.documentDate))}</td><td class="nowrap">${e(o.date(r.dueDate))}</td>` +
    `<td><span class="inv-badge${b.paid ? ' inv-badge--paid' : ''}">${e(b.label)}</span>${overdue}</td>` +
    (o.showEpd ? `<td class="num">${e(o.money(r.earlyPaymentDiscount))}</td>` : '') +
    (o.showFa ? `<td class="num">${e(o.money(r.freightAllowance))}</td>` : '') +
    `<td class="num">${e(o.money(r.amount))}</td></tr>`
  );
}

export function invoiceRowsHtml(rows: readonly InvoiceView[], o: RowsOptions): string {
  const columns = columnsOf(o).length;
  const parts: string[] = [];
  for (const group of groupByInvoice(rows)) {
    if (group.rows.length > 1) {
      const count = group.rows[0]?.installment?.count ?? group.rows.length;
      parts.push(`<tr class="inv-group"><th scope="rowgroup" colspan="${columns - 1}">${escapeHtml(o.group(group.invoiceNo, count))}</th><th class="num">${escapeHtml(o.money(group.total))}</th></tr>`);
    }
    for (const r of group.rows) parts.push(row(r, o));
  }
  return parts.join('');
}
