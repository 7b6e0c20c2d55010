// /api/bonus: a dealer's year per quarter whose totals are the sums of the lines shown, the export
// with the same numbers, and no reading another dealer's bonus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/server/spreadsheet/xlsx';
import { json, openOrdersWorld, type OrdersWorld } from './orders-fixture';

interface Summary { quarter: number; purchasePoints: number; retailPoints: number; points: number; value: number }
interface Bonus {
  year: number;
  purchases: { quarter: number; point: number; quantity: number; subTotal: number }[];
  retail: { quarter: number; point: number; subTotal: number }[];
  quarters: Summary[];
  total: Summary;
}

let w: OrdersWorld;
let dealer: Record<string, string>;
const lastYear = new Date().getUTCFullYear() - 1;

beforeAll(async () => {
  w = await openOrdersWorld();
  dealer = await w.login('dealer.us');
}, 120_000);
afterAll(async () => w.close());

const bonus = async (query: string, headers = dealer) => json<{ data: Bonus }>(await w.t.request(`/api/bonus${query}`, { headers }));

describe('GET /api/bonus', () => {
  it('gives every quarter of last year and totals that add up to the lines shown', async () => {
    const { data } = await bonus(`?year=${lastYear}`);
    expect(data.quarters.map((q) => q.quarter)).toEqual([1, 2, 3, 4]);
    for (const q of data.quarters) {
      const purchases = data.purchases.filter((p) => p.quarter === q.quarter);
      const retail = data.retail.filter((r) => r.quarter === q.quarter);
      expect(purchases.length + retail.length).toBeGreaterThan(0);
      expect(q.purchasePoints).toBe(purchases.reduce((s, p) => s + p.point * p.quantity, 0));
      expect(q.retailPoints).toBe(retail.reduce((s, r) => s + r.point, 0));
      expect(q.value).toBe([...purchases, ...retail].reduce((s, l) => s + l.subTotal, 0));
    }
    expect(data.total.points).toBe(data.quarters.reduce((s, q) => s + q.points, 0));
  });

  it('narrows the lines to one quarter but keeps the year’s summary', async () => {
    const { data } = await bonus(`?year=${lastYear}&quarter=2`);
    expect(data.purchases.every((p) => p.quarter === 2)).toBe(true);
    expect(data.quarters).toHaveLength(4);
  });

  it('refuses a bad quarter and another dealer’s customer code', async () => {
    expect((await w.t.request('/api/bonus?quarter=5', { headers: dealer })).status).toBe(400);
    expect((await w.t.request('/api/bonus?custCode=0002000456', { headers: dealer })).status).toBe(403);
  });
});

describe('GET /api/bonus/export', () => {
  it('is a workbook with the quarter lines and the year’s total points', async () => {
    const { data } = await bonus(`?year=${lastYear}`);
    const res = await w.t.request(`/api/bonus/export?year=${lastYear}&locale=en-us`, { headers: dealer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`bonus-${lastYear}.xlsx`);
    const sheet = await readXlsx(new Uint8Array(await res.arrayBuffer()));
    if (!sheet.ok) throw new Error('not a workbook');
    const total = sheet.rows.find((r) => r[0] === 'Total');
    expect(Number(total?.[3])).toBe(data.total.points);
    expect(sheet.rows.filter((r) => /^Q\d /.test(r[0] ?? ''))).toHaveLength(4);
  });
});
