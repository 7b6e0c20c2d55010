import { describe, expect, it } from 'vitest';
import { escapeHtml, invoiceRowsHtml, type RowsOptions } from '../../src/components/invoices/invoice-rows.html';
import type { InvoiceView } from '../../src/server/invoices/invoice.view';

const base: InvoiceView = {
  id: '1', invoiceNo: 'INV<1>', assignment: 'INV<1>', status: 'Open', amount: 1234, currency: 'USD', dueDate: '2026-10-01', overdue: true,
  installment: null, earlyPaymentDiscount: 0, freightAllowance: 0, sorg: 'US01', custCode: 'c', custName: 'n', documentDate: '2026-09-01', overdueDays: 12, paymentRequestId: null,
};
const options: RowsOptions = {
  labels: { no: 'No', doc: 'Doc', due: 'Due', status: 'Status', epd: 'EPD', fa: 'FA', amount: 'Amount' },
  money: (m) => `$${m}`,
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
    expect(html).toContain('data-label="FA"');
    expect(html).not.toContain('data-label="EPD"');
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
