import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '../../src/domain/invoices';
import { decodePayableRows, encodePayableRows } from '../../src/islands/invoices/payable-rows.codec';

const row = (over: Partial<InvoiceRow>): InvoiceRow => ({
  id: '1900000001', invoiceNo: '9000001', assignment: '9000001', status: 'Open', amount: 125_050, currency: 'USD', dueDate: '2026-10-01',
  overdue: false, installment: null, earlyPaymentDiscount: 0, freightAllowance: 0, ...over,
});

describe('the payment island receives the open rows as one compact string', () => {
  it('gives back every field the rules read, for plain, overdue, instalment and deduction rows', () => {
    const rows = [
      row({}),
      row({ id: '1900000002', assignment: '9000002-1', invoiceNo: '9000002', overdue: true, installment: { number: 1, count: 3 }, earlyPaymentDiscount: 1_200, freightAllowance: 300 }),
      row({ id: '1900000003', invoiceNo: 'CN-77', assignment: 'CN-77', amount: -5_000, dueDate: '2026-12-31' }),
    ];
    expect(decodePayableRows(encodePayableRows(rows), 'USD')).toEqual(rows);
  });

  it('keeps identifiers that contain the separators or the escape character', () => {
    const rows = [row({ id: 'a\tb', invoiceNo: 'line\nbreak', assignment: '100% %09 done' })];
    expect(decodePayableRows(encodePayableRows(rows), 'USD')).toEqual(rows);
  });

  it('marks every row open in the company currency and reads an empty string as no rows', () => {
    expect(decodePayableRows(encodePayableRows([row({ status: '' })]), 'IDR')[0]).toMatchObject({ status: 'Open', currency: 'IDR' });
    expect(decodePayableRows('', 'USD')).toEqual([]);
  });

  it('is far smaller than the rows as JSON', () => {
    const rows = Array.from({ length: 200 }, (_, i) => row({ id: String(1_900_000_000 + i), assignment: `BI${i}`, invoiceNo: `BI${i}` }));
    expect(encodePayableRows(rows).length).toBeLessThan(JSON.stringify(rows).length / 3);
  });
});
