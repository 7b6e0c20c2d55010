import { describe, expect, it } from 'vitest';
import { addDays, daysLate, invoiceAttention, weekStart, type AttentionInvoice } from '../../src/domain/home/attention.rules';

const row = (invoiceNo: string, dueDate: string, amount = 10_000, extra: Partial<AttentionInvoice> = {}): AttentionInvoice => ({
  invoiceNo, sorg: 'US01', amount, currency: 'USD', dueDate, overdue: false, overdueDays: 0, paymentRequestId: null, ...extra,
});

describe('invoiceAttention', () => {
  const today = '2026-11-23';

  it('splits overdue from due within seven days and leaves later invoices out', () => {
    const result = invoiceAttention([row('C', '2026-11-30'), row('A', '2026-11-01'), row('B', '2026-11-22'), row('D', '2026-12-01'), row('E', today)], today);
    expect(result.overdue.map((r) => r.invoiceNo)).toEqual(['A', 'B']);
    expect(result.dueSoon.map((r) => r.invoiceNo)).toEqual(['E', 'C']);
  });

  it('skips invoices already in a payment request and credit notes, and sums per currency', () => {
    const rows = [
      row('A', '2026-11-01', 5_000),
      row('B', '2026-11-02', 7_000, { paymentRequestId: 'PR1' }),
      row('C', '2026-11-03', -2_000),
      row('D', '2026-11-04', 1_000, { currency: 'EUR' }),
      row('E', '2026-12-20', 3_000, { overdue: true }),
    ];
    const result = invoiceAttention(rows, today);
    expect(result.overdue.map((r) => r.invoiceNo)).toEqual(['A', 'D', 'E']);
    expect(result.overdueTotals).toEqual([{ currency: 'EUR', amount: 1_000 }, { currency: 'USD', amount: 8_000 }]);
    expect(result.dueSoonTotals).toEqual([]);
  });
});

describe('dates of the home', () => {
  it('finds the Monday of a week, across a month end', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-12-02')).toBe('2026-11-30');
    expect(addDays('2026-12-30', 5)).toBe('2027-01-04');
  });

  it('counts days late from the due date when the upstream does not', () => {
    expect(daysLate({ dueDate: '2026-11-13', overdueDays: 0 }, '2026-11-23')).toBe(10);
    expect(daysLate({ dueDate: '2026-11-13', overdueDays: 12 }, '2026-11-23')).toBe(12);
    expect(daysLate({ dueDate: '2026-11-30', overdueDays: 0 }, '2026-11-23')).toBe(0);
  });
});
