import { describe, expect, it } from 'vitest';
import { rankPurchases, type Purchase } from '../../src/domain/catalog/purchases.rules';

const p = (articleCode: string, orderCount: number, totalQty: number, lastOrderedAt: string, sorg = 'US01'): Purchase => ({ articleCode, sorg, orderCount, totalQty, lastOrderedAt, lastQty: 1 });

describe('rankPurchases', () => {
  const history = [
    p('A', 1, 10, '2026-03-01T10:00:00Z'),
    p('B', 3, 3, '2026-01-05T10:00:00Z'),
    p('C', 3, 7, '2025-12-01T10:00:00Z'),
    p('D', 2, 7, '2026-02-01T10:00:00Z'),
    p('E', 2, 7, '2026-02-20T10:00:00Z'),
  ];

  it('lists previous purchases newest first', () => {
    expect(rankPurchases(history, 'previous').map((x) => x.articleCode)).toEqual(['A', 'E', 'D', 'B', 'C']);
  });

  it('ranks frequent purchases by order count, then quantity, then the newer purchase', () => {
    expect(rankPurchases(history, 'frequent').map((x) => x.articleCode)).toEqual(['C', 'B', 'E', 'D']);
  });

  it('leaves articles bought in one order out of the frequent list', () => {
    expect(rankPurchases(history, 'frequent').some((x) => x.articleCode === 'A')).toBe(false);
  });

  it('breaks full ties by article code and sales organisation so the order is stable', () => {
    const tied = [p('Z', 2, 2, '2026-01-01T00:00:00Z', 'NL01'), p('Y', 2, 2, '2026-01-01T00:00:00Z'), p('Y', 2, 2, '2026-01-01T00:00:00Z', 'CA01')];
    expect(rankPurchases(tied, 'frequent').map((x) => `${x.articleCode}/${x.sorg}`)).toEqual(['Y/CA01', 'Y/US01', 'Z/NL01']);
  });

  it('keeps at most the limit and does not change its input', () => {
    const copy = [...history];
    expect(rankPurchases(history, 'previous', 2)).toHaveLength(2);
    expect(history).toEqual(copy);
  });
});
