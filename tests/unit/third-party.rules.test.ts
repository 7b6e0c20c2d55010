// Third-party order rules and the article-maintenance batching (75 per batch, resumable).
import { describe, expect, it } from 'vitest';
import { ARTICLE_BATCH_SIZE, batchesOf, byVendor, canMoveTpLine, pendingBatches, piecesOf, progressPercent, tpOrderStatus, type BatchResult } from '../../src/domain/third-party';
import { tpCheckoutSchema, tpLineStatusSchema } from '../../src/domain/third-party/third-party.schema';

describe('tpOrderStatus', () => {
  it('derives the order status from its lines, cancelled lines aside', () => {
    expect(tpOrderStatus(['open', 'open'])).toBe('open');
    expect(tpOrderStatus(['confirmed', 'confirmed'])).toBe('confirmed');
    expect(tpOrderStatus(['confirmed', 'open'])).toBe('open');
    expect(tpOrderStatus(['shipped', 'open'])).toBe('partially_shipped');
    expect(tpOrderStatus(['shipped', 'cancelled'])).toBe('shipped');
    expect(tpOrderStatus(['cancelled', 'cancelled'])).toBe('cancelled');
  });
});

describe('canMoveTpLine', () => {
  it('moves open and confirmed lines to any other status, never a final one', () => {
    expect(canMoveTpLine('open', 'confirmed')).toBe(true);
    expect(canMoveTpLine('confirmed', 'shipped')).toBe(true);
    expect(canMoveTpLine('open', 'cancelled')).toBe(true);
    expect(canMoveTpLine('shipped', 'open')).toBe(false);
    expect(canMoveTpLine('cancelled', 'open')).toBe(false);
    expect(canMoveTpLine('open', 'open')).toBe(false);
    expect(canMoveTpLine('open', 'lost')).toBe(false);
  });
});

describe('cart helpers', () => {
  it('groups cart lines per vendor in first-seen order and converts sales units to pieces', () => {
    const groups = byVendor([{ vendorId: 'B', a: 1 }, { vendorId: 'A', a: 2 }, { vendorId: 'B', a: 3 }]);
    expect(groups.map((g) => [g.vendorId, g.lines.map((l) => l.a)])).toEqual([['B', [1, 3]], ['A', [2]]]);
    expect(piecesOf(3, 12)).toBe(36);
    expect(piecesOf(3, 0)).toBe(3);
  });

  it('checks the checkout input: ship-to required, notes at most 100, a real date', () => {
    expect(tpCheckoutSchema.safeParse({ vendorId: 'TPV01', shipto: 'S1', reqDeliveryDate: '2030-02-30' }).success).toBe(false);
    expect(tpCheckoutSchema.safeParse({ vendorId: 'TPV01', shipto: '' }).success).toBe(false);
    expect(tpCheckoutSchema.safeParse({ vendorId: 'TPV01', shipto: 'S1', notes: 'x'.repeat(101) }).success).toBe(false);
    expect(tpCheckoutSchema.safeParse({ vendorId: 'TPV01', shipto: 'S1', notes: 'x'.repeat(100), reqDeliveryDate: '2030-02-28' }).success).toBe(true);
    expect(tpLineStatusSchema.safeParse({ orderNo: 'TP1', articleCode: 'A', status: 'lost' }).success).toBe(false);
  });
});

describe('article maintenance batches', () => {
  const rows = Array.from({ length: 400 }, (_, i) => i);

  it('sends 400 rows as six batches of at most 75', () => {
    const batches = batchesOf(rows);
    expect(ARTICLE_BATCH_SIZE).toBe(75);
    expect(batches.map((b) => b.length)).toEqual([75, 75, 75, 75, 75, 25]);
    expect(batches.flat()).toEqual(rows);
    expect(batchesOf([])).toEqual([]);
    expect(() => batchesOf(rows, 0)).toThrow(RangeError);
  });

  it('resumes after a failed batch without repeating the finished ones', () => {
    const results: BatchResult[] = [
      { index: 0, ok: true, count: 75 },
      { index: 1, ok: true, count: 75 },
      { index: 2, ok: false, count: 75, message: 'timeout' },
    ];
    expect(pendingBatches(6, results)).toEqual([2, 3, 4, 5]);
    expect(progressPercent(6, results)).toBe(33);
    const resumed = [...results, ...[2, 3, 4, 5].map((index): BatchResult => ({ index, ok: true, count: 75 }))];
    expect(pendingBatches(6, resumed)).toEqual([]);
    expect(progressPercent(6, resumed)).toBe(100);
    expect(progressPercent(0, [])).toBe(100);
  });
});
