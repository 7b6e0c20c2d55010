import { describe, expect, it } from 'vitest';
import { columnLabelStyle, columnsOf, escapeHtml, invoiceRowsHtml, type RowsOptions } from '../../src/components/invoices/invoice-rows.html';
import type { InvoiceView } from '../../src/server/invoices/invoice.view';

const base: InvoiceView = {
  id: '1', invoiceNo: 'INV<1>', assignment: 'INV<1>', status: 'Open', amount: 1234, currency: 'USD', dueDate: '2026-10-01', overdue: true,
  installment: null, earlyPaymentDiscount: 0, freightAllowance: 0, sorg: 'US01', custCode: 'c', custName: 'n', documentDate: '2026-09-01', overdueDays: 12, paymentRequestId: null,
};
const options: RowsOptions = {
  labels: { no: 'No', doc: 'Doc', due: 'Due', status: 'Status', epd: 'EPD', fa: 'FA', amount: 'Amount' },
  money: (m) => `$${m}`,
  date: (iso) => `date(${iso})`,
  badge: (r) => ({ label: r.status, paid: false, overdue: r.overdue ? `${r.overdueDays} days overdue` : null }),
  instalment: (n, c) => `${n}/${c}`,
  group: (no, c) => `${no} in ${c}`,
  showEpd: false,
  showFa: true,
};

describe('invoice rows as HTML', () => {
  it('escapes every value and marks overdue rows', () => {
    const html = invoiceRowsHtml([base], options);
    expect(html).toContain('INV&lt;1&gt;');
    expect(html).not.toContain('INV<1>');
    expect(html).toContain('data-overdue="true"');
    expect(html).toContain('12 days overdue');
  });

  it('writes dates through the page formatter, never the raw ISO value', () => {
    const html = invoiceRowsHtml([base], options);
    expect(html).toContain('date(2026-09-01)');
    expect(html).toContain('date(2026-10-01)');
    expect(html).not.toMatch(/>2026-/);
  });

  it('has one cell per column the company shows, labels given once for the table rather than on each cell', () => {
    const html = invoiceRowsHtml([base, { ...base, id: '2', invoiceNo: 'I2', assignment: 'I2' }], options);
    const columns = columnsOf(options);
    expect(columns.map((c) => c.label)).toEqual(['No', 'Doc', 'Due', 'Status', 'FA', 'Amount']);
    for (const row of html.split('</tr>').filter(Boolean)) expect(row.match(/<td/g)).toHaveLength(columns.length);
    expect(html).not.toContain('data-label');
    expect(columnLabelStyle(columns)).toBe('--col-1:"No";--col-2:"Doc";--col-3:"Due";--col-4:"Status";--col-5:"FA";--col-6:"Amount"');
  });

  it('quotes column labels as CSS strings', () => {
    const style = columnLabelStyle([{ label: `Date d'échéance "a" \\ b`, num: false }]);
    expect(style).toBe(`--col-1:"Date d'échéance \\"a\\" \\\\ b"`);
  });

  it('groups instalments under one header row with the group total', () => {
    const rows = [1, 2].map((n) => ({ ...base, id: String(n), invoiceNo: 'I9', assignment: `I9-${n}`, amount: 100 * n, installment: { number: n, count: 2 } }));
    const html = invoiceRowsHtml(rows, options);
    expect(html.match(/class="inv-group"/g)).toHaveLength(1);
    expect(html).toContain('I9 in 2');
    expect(html).toContain('<th class="num">$300</th>');
  });

  it('escapes quotes for attributes', () => {
    expect(escapeHtml(`a"b'c&`)).toBe('a&quot;b&#39;c&amp;');
  });
});
