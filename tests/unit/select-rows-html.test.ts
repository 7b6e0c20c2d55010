import { describe, expect, it } from 'vitest';
import { selectRowsHtml, type SelectRow, type SelectRowsOptions } from '../../src/components/invoices/select-rows.html';

const base: SelectRow = {
  id: '19<1>', invoiceNo: 'INV<1>', assignment: 'INV<1>', status: 'Open', amount: 1234, currency: 'USD', dueDate: '2026-10-01',
  overdue: false, installment: null, earlyPaymentDiscount: 0, freightAllowance: 0, overdueDays: 0,
};
const options: SelectRowsOptions = {
  money: (m) => `$${m}`,
  date: (iso) => `date(${iso})`,
  selectLabel: (assignment) => `Select invoice ${assignment}`,
  instalment: (n, c) => `${n} of ${c}`,
  group: (no, c) => `${no} in ${c}`,
  overdue: (days) => `${days} days overdue`,
};

describe('payment selection rows as HTML', () => {
  it('gives each row an unchecked checkbox named by its assignment and labelled by the assignment cell', () => {
    const html = selectRowsHtml([base], options);
    expect(html).toContain('<input type="checkbox" id="sel-19&lt;1&gt;" aria-label="Select invoice INV&lt;1&gt;">');
    expect(html).toContain('<label class="nowrap" for="sel-19&lt;1&gt;">INV&lt;1&gt;</label>');
    expect(html).toContain('date(2026-10-01)');
    expect(html).not.toContain('INV<1>');
    expect(html).not.toContain('checked');
  });

  it('marks an overdue row and names its days overdue beside the due date', () => {
    const html = selectRowsHtml([{ ...base, overdue: true, overdueDays: 12 }], options);
    expect(html).toContain('<tr data-overdue="true">');
    expect(html).toContain('<td><span class="nowrap">date(2026-10-01)</span> <span class="inv-badge inv-badge--overdue">12 days overdue</span></td>');
    expect(selectRowsHtml([base], options)).not.toContain('data-overdue');
  });

  it('groups the instalments of one invoice under a header row with their total', () => {
    const instalment = (n: number, amount: number): SelectRow => ({ ...base, id: `i${n}`, invoiceNo: 'INV9', assignment: `INV9-${n}`, amount, installment: { number: n, count: 2 } });
    const html = selectRowsHtml([instalment(1, 100), instalment(2, 200), { ...base, id: 'single', invoiceNo: 'S', assignment: 'S' }], options);
    expect(html.match(/class="inv-group"/g)).toHaveLength(1);
    expect(html).toContain('<th scope="rowgroup" colspan="3">INV9 in 2</th><th class="num">$300</th>');
    expect(html).toContain('INV9-2</label><span class="muted nowrap"> · 2 of 2</span>');
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
  });
});
