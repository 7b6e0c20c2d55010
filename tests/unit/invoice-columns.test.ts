import { describe, expect, it } from 'vitest';
import { columnLabelStyle, columnsOf } from '../../src/components/invoices/invoice-columns';

const labels = { no: 'No', doc: 'Doc', due: 'Due', status: 'Status', epd: 'EPD', fa: 'FA', amount: 'Amount' };

describe('invoice table columns', () => {
  it('has the columns the company shows, labels given once for the table rather than on each cell', () => {
    const columns = columnsOf({ labels, showEpd: false, showFa: true });
    expect(columns.map((c) => c.label)).toEqual(['No', 'Doc', 'Due', 'Status', 'FA', 'Amount']);
    expect(columns.filter((c) => c.num).map((c) => c.label)).toEqual(['FA', 'Amount']);
    expect(columnLabelStyle(columns)).toBe('--col-1:"No";--col-2:"Doc";--col-3:"Due";--col-4:"Status";--col-5:"FA";--col-6:"Amount"');
    expect(columnsOf({ labels, showEpd: true, showFa: false }).map((c) => c.label)).toEqual(['No', 'Doc', 'Due', 'Status', 'EPD', 'Amount']);
  });

  it('quotes column labels as CSS strings', () => {
    const style = columnLabelStyle([{ label: `Date d'échéance "a" \\ b`, num: false }]);
    expect(style).toBe(`--col-1:"Date d'échéance \\"a\\" \\\\ b"`);
  });
});
