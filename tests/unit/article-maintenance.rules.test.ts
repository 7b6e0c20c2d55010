// Article maintenance rules: a run of batches that resumes after a failure without sending the
// finished batches again, the key a run's progress is kept under, and the sheets of every kind.
import { describe, expect, it } from 'vitest';
import {
  batchesOf,
  minorUnits,
  readMaintenanceSheet,
  recordResult,
  runBatches,
  runKey,
  sheetDate,
  vendorBatchSchema,
  type BatchResult,
} from '../../src/domain/third-party';

describe('runBatches', () => {
  const batches = batchesOf(Array.from({ length: 400 }, (_, i) => i));

  it('sends every batch once, goes on after a failed one, and a second run sends only the failed one', async () => {
    const sent: number[] = [];
    const failOnce = new Set([2]);
    const send = async (index: number, rows: readonly number[]): Promise<BatchResult> => {
      sent.push(index);
      if (failOnce.delete(index)) return { index, ok: false, count: rows.length, message: 'upstream' };
      return { index, ok: true, count: rows.length };
    };
    const seen: number[] = [];
    const first = await runBatches(batches, [], send, (results) => seen.push(results.length));
    expect(sent).toEqual([0, 1, 2, 3, 4, 5]);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(first.map((r) => r.ok)).toEqual([true, true, false, true, true, true]);

    const second = await runBatches(batches, first, send);
    expect(sent).toEqual([0, 1, 2, 3, 4, 5, 2]);
    expect(second.map((r) => [r.index, r.ok, r.count])).toEqual([[0, true, 75], [1, true, 75], [2, true, 75], [3, true, 75], [4, true, 75], [5, true, 25]]);
    expect(await runBatches(batches, second, send)).toEqual(second);
    expect(sent).toHaveLength(7);
  });

  it('ends the run when sending throws (the page is being left)', async () => {
    const sent: number[] = [];
    const run = runBatches(batches, [], async (index) => {
      sent.push(index);
      if (index === 1) throw new Error('leaving');
      return { index, ok: true, count: 75 };
    });
    await expect(run).rejects.toThrow('leaving');
    expect(sent).toEqual([0, 1]);
  });

  it('keeps one result per batch, the latest', () => {
    const failed: BatchResult = { index: 1, ok: false, count: 75, message: 'x' };
    expect(recordResult([{ index: 0, ok: true, count: 75 }, failed], { index: 1, ok: true, count: 75 }).map((r) => r.ok)).toEqual([true, true]);
  });

  it('names a run by kind, customer and rows', () => {
    const rows = [{ articleCode: 'A', stock: 1 }];
    expect(runKey('stock', '0002000456', rows)).toBe(runKey('stock', '0002000456', [{ articleCode: 'A', stock: 1 }]));
    expect(runKey('stock', '0002000456', rows)).not.toBe(runKey('stock', '0002000456', [{ articleCode: 'A', stock: 2 }]));
    expect(runKey('stock', '0002000456', rows)).not.toBe(runKey('stock', '0001000123', rows));
    expect(runKey('delete', '0002000456', rows)).not.toBe(runKey('stock', '0002000456', rows));
  });
});

describe('readMaintenanceSheet', () => {
  const header = ['h'];

  it('reads products with prices in minor units of the currency', () => {
    const sheet = readMaintenanceSheet('products', [header, ['B-1', 'Bell', '12.5', 'ea', '1', '4'], ['', '', '', '', '', '']], 2);
    expect(sheet).toEqual({ ok: true, rows: [{ articleCode: 'B-1', description: 'Bell', price: 1250, salesUnit: 'EA', uomConverter: 1, stock: 4 }] });
    expect(minorUnits('45000', 0)).toBe(45000);
    expect(minorUnits('12.345', 2)).toBeNaN();
    expect(minorUnits('12,30', 2)).toBe(1230);
  });

  it('reads order flags, new-arrival windows and spreadsheet date serials', () => {
    const sheet = readMaintenanceSheet('attributes', [header, ['A', 'id01', 'no', '46023', '', 'x']]);
    expect(sheet).toEqual({ ok: true, rows: [{ articleCode: 'A', sorg: 'ID01', orderFlag: false, newArrivalFrom: '2026-01-01', newArrivalTo: null, newArrivalActive: true }] });
    expect(sheetDate('2026-02-03')).toBe('2026-02-03');
    expect(readMaintenanceSheet('attributes', [header, ['A', 'ID01', 'maybe', '', '', '0']])).toEqual({ ok: false, reason: 'lines', lines: [2] });
    expect(readMaintenanceSheet('attributes', [header, ['A', 'ID01', '1', '2026-05-01', '2026-04-01', '1']])).toEqual({ ok: false, reason: 'lines', lines: [2] });
  });

  it('reads deletions and order limits, a blank limit removing it', () => {
    expect(readMaintenanceSheet('delete', [header, ['A', 'US01']])).toEqual({ ok: true, rows: [{ articleCode: 'A', sorg: 'US01' }] });
    expect(readMaintenanceSheet('order_limits', [header, ['A', '12'], ['B', '']])).toEqual({ ok: true, rows: [{ articleCode: 'A', orderLimit: 12 }, { articleCode: 'B', orderLimit: null }] });
    expect(readMaintenanceSheet('order_limits', [header, ['A', '0'], ['B', '1.5']])).toEqual({ ok: false, reason: 'lines', lines: [2, 3] });
  });

  it('refuses an empty sheet and one over 5,000 rows', () => {
    expect(readMaintenanceSheet('stock', [header, ['', '']])).toEqual({ ok: false, reason: 'empty' });
    expect(readMaintenanceSheet('stock', Array.from({ length: 5_002 }, () => ['A', '1']))).toEqual({ ok: false, reason: 'too_many' });
  });
});

describe('vendorBatchSchema', () => {
  it('takes at most 75 rows of one kind', () => {
    const row = { articleCode: 'A', stock: 1 };
    expect(vendorBatchSchema.safeParse({ kind: 'stock', index: 0, rows: Array(75).fill(row) }).success).toBe(true);
    expect(vendorBatchSchema.safeParse({ kind: 'stock', index: 0, rows: Array(76).fill(row) }).success).toBe(false);
    expect(vendorBatchSchema.safeParse({ kind: 'stock', index: 0, rows: [] }).success).toBe(false);
    expect(vendorBatchSchema.safeParse({ kind: 'order_limits', index: 0, rows: [{ articleCode: 'A', orderLimit: 1 }] }).success).toBe(false);
    expect(vendorBatchSchema.safeParse({ kind: 'delete', index: 0, rows: [row] }).success).toBe(false);
  });
});
