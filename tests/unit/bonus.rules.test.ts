// Bonus totals: every quarter's points and value are the sums of its rows, the year's the sums of
// the quarters, and quarters without data stay empty rather than zero.
import { describe, expect, it } from 'vitest';
import { bonusYears, quarterOfDate, quarterSummaries, yearTotal } from '../../src/domain/bonus';

const input = {
  purchases: [
    { quarter: 1, quantity: 2, point: 10, subTotal: 2_000 },
    { quarter: 1, quantity: 1, point: 5, subTotal: 500 },
    { quarter: 3, quantity: 4, point: 5, subTotal: 2_000 },
  ],
  retail: [
    { quarter: 1, point: 30, subTotal: 3_000 },
    { quarter: 2, point: 10, subTotal: 1_000 },
  ],
  onTimePayment: [{ quarter: 1, value: 50_000 }, { quarter: 2, value: 10_000 }],
  verification: [{ quarter: 1, value: 80 }, { quarter: 2, value: 91 }],
  totalSales: [{ quarter: 1, value: 1_000_000 }],
};

describe('quarterSummaries', () => {
  it('adds the rows of each quarter', () => {
    const [q1, q2, q3, q4] = quarterSummaries(input);
    expect(q1).toMatchObject({ purchasePoints: 25, purchaseValue: 2_500, retailPoints: 30, retailValue: 3_000, points: 55, value: 5_500, onTimePayment: 50_000, verificationPercent: 80, totalSales: 1_000_000 });
    expect(q2).toMatchObject({ purchasePoints: 0, retailPoints: 10, points: 10, totalSales: null });
    expect(q3).toMatchObject({ purchasePoints: 20, points: 20, onTimePayment: null, verificationPercent: null });
    expect(q4).toMatchObject({ points: 0, value: 0 });
  });
});

describe('yearTotal', () => {
  it('is the sum of the quarters shown, with the average verification percentage', () => {
    const quarters = quarterSummaries(input);
    const total = yearTotal(quarters);
    expect(total.points).toBe(quarters.reduce((s, q) => s + q.points, 0));
    expect(total).toMatchObject({ purchasePoints: 45, retailPoints: 40, points: 85, value: 8_500, onTimePayment: 60_000, verificationPercent: 86, totalSales: 1_000_000 });
  });
  it('leaves values no quarter has as empty', () => {
    expect(yearTotal(quarterSummaries({ purchases: [], retail: [], onTimePayment: [], verification: [], totalSales: [] }))).toMatchObject({ points: 0, onTimePayment: null, verificationPercent: null });
  });
});

describe('years and quarters', () => {
  it('offers this year and last year, and maps dates to quarters', () => {
    expect(bonusYears('2026-11-23')).toEqual([2026, 2025]);
    expect([quarterOfDate('2026-01-01'), quarterOfDate('2026-03-31'), quarterOfDate('2026-04-01'), quarterOfDate('2026-12-31')]).toEqual([1, 1, 2, 4]);
  });
});
