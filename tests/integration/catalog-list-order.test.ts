// Model groups are ordered by one aggregate key per model instead of numbering every matching
// article with a window function. This checks, on the demo data, that both give the same models in
// the same order, with the same totals, for every sort and a set of filter combinations.
import type { InValue } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamDb, type UpstreamContext } from '../../upstream/db/client';
import { productOrder, productWhere, type ProductListArgs } from '../../upstream/catalog/product-query';
import { listIds, listTotal } from '../../upstream/catalog/products.repo';
import { words } from '../../upstream/catalog/search';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

let f: UpstreamFixture;
let ctx: UpstreamContext;

beforeAll(async () => {
  f = await openUpstreamFixture('1500');
  ctx = { db: createUpstreamDb(f.sql), client: f.sql, memo: new Map() };
});
afterAll(async () => {
  await f.close();
});

/** The previous query: number every matching article in list order, a model sorts by its first. */
async function windowGroups(sorg: string, a: ProductListArgs, offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
  const { sql, args } = productWhere(sorg, a, words(a.search ?? ''));
  const page = `SELECT model_id AS id FROM (SELECT p.model_id, row_number() OVER (ORDER BY ${productOrder(a.sortByField, a.sortByOrder)}) AS rn ${sql})
    GROUP BY model_id ORDER BY min(rn) LIMIT ? OFFSET ?`;
  const rows = await f.sql.execute({ sql: page, args: [...args, limit, offset] as InValue[] });
  const count = await f.sql.execute({ sql: `SELECT count(DISTINCT p.model_id) AS n ${sql}`, args });
  return { ids: rows.rows.map((r) => Number(r['id'])), total: Number(count.rows[0]?.['n'] ?? 0) };
}

const SORTS: [string | null, string | null][] = [
  [null, null], ['price', 'asc'], ['price', 'desc'], ['name', 'asc'], ['name', 'desc'], ['newest', null], ['newest', 'asc'], ['newest', 'desc'],
  ['modelYear', 'asc'], ['modelYear', 'desc'], ['recommended', null],
];

const FILTERS: ProductListArgs[] = [
  {},
  { category: 'Bike' },
  { category: 'PAA', hasStock: true },
  { category: 'Groupset' },
  { category: 'Bike', brands: ['KESTREL'], frameSizes: ['M', 'L'], priceFrom: 50_000, priceTo: 400_000 },
  { bikeCategories: ['Mountain'] },
  { promotions: ['SD-US01-VOL'] },
  { articleTags: ['new_arrival'] },
  { search: 'helmet' },
  { category: 'PAA', search: 'tube', hasStock: true },
];

describe('model groups in list order', () => {
  it('match the numbered-window order and totals for every sort and filter combination', async () => {
    let compared = 0;
    for (const filters of FILTERS) {
      for (const [sortByField, sortByOrder] of SORTS) {
        const a = { ...filters, sortByField, sortByOrder };
        const expected = await windowGroups('US01', a, 0, 60);
        const actual = await listIds(ctx, 'US01', a, 0, 60, 'model');
        expect({ a, ids: actual.ids, total: await actual.total() }).toEqual({ a, ...expected });
        compared += expected.ids.length;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('count the same articles from the sales organisation listing alone as through the products join', async () => {
    for (const a of FILTERS) {
      const { sql, args } = productWhere('NL01', a, words(a.search ?? ''));
      const joined = await f.sql.execute({ sql: `SELECT count(*) AS n ${sql}`, args });
      expect({ a, n: await listTotal(ctx, 'NL01', a, words(a.search ?? '')) }).toEqual({ a, n: Number(joined.rows[0]?.['n']) });
    }
  });

  it('give the same article pages from the listing index as through the products join', async () => {
    for (const filters of FILTERS) {
      for (const [sortByField, sortByOrder] of SORTS) {
        const a = { ...filters, sortByField, sortByOrder };
        const { sql, args } = productWhere('DE01', a, words(a.search ?? ''));
        const joined = await f.sql.execute({ sql: `SELECT p.id ${sql} ORDER BY ${productOrder(sortByField, sortByOrder)} LIMIT 40 OFFSET 12`, args });
        expect({ a, ids: (await listIds(ctx, 'DE01', a, 12, 40)).ids }).toEqual({ a, ids: joined.rows.map((r) => Number(r['id'])) });
      }
    }
  });

  it('page further groups at an offset in the same order', async () => {
    for (const [sortByField, sortByOrder] of SORTS) {
      const a = { category: 'Bike', sortByField, sortByOrder };
      const expected = await windowGroups('US01', a, 24, 12);
      const actual = await listIds(ctx, 'US01', a, 24, 12, 'model');
      expect(actual.ids).toEqual(expected.ids);
      expect(actual.ids).toHaveLength(12);
    }
  });

  it('orders unpriced articles last in another sales organisation with missing prices', async () => {
    for (const sortByOrder of ['asc', 'desc']) {
      const a = { category: 'PAA', sortByField: 'price', sortByOrder };
      const expected = await windowGroups('DE01', a, 0, 200);
      expect((await listIds(ctx, 'DE01', a, 0, 200, 'model')).ids).toEqual(expected.ids);
    }
  });
});

describe('list totals', () => {
  const inStock = () => f.gql<{ products: { info: { count: number } } }>('{ products(sorg: "US01", filter: { category: "paa", hasStock: true }) { info { count } } }').then((r) => r.products.info.count);

  it('are counted again after a stock change empties an article', async () => {
    const before = await inStock();
    expect(await inStock()).toBe(before);
    const stocked = await f.sql.execute(`SELECT s.product_id FROM stock s JOIN products p ON p.id = s.product_id
      WHERE s.sorg = 'US01' AND p.product_type = 'PAA' GROUP BY s.product_id HAVING min(s.qty) > 0 LIMIT 1`);
    const id = Number(stocked.rows[0]?.['product_id']);
    await f.sql.execute({ sql: "UPDATE stock SET qty = 0 WHERE sorg = 'US01' AND product_id = ?", args: [id] });
    expect(await inStock()).toBe(before - 1);
  });

  it('filter in-stock articles by a flag that agrees with the stock locations after seeding and after stock changes', async () => {
    const disagreeing = () => f.sql.execute(`SELECT count(*) AS n FROM prices pr
      WHERE pr.in_stock <> EXISTS (SELECT 1 FROM stock s WHERE s.product_id = pr.product_id AND s.sorg = pr.sorg AND s.qty > 0)`).then((r) => Number(r.rows[0]?.['n']));
    expect(await disagreeing()).toBe(0);
    await f.sql.execute("UPDATE stock SET qty = 7 WHERE sorg = 'DE01' AND product_id IN (SELECT product_id FROM stock WHERE sorg = 'DE01' AND qty = 0 LIMIT 20)");
    await f.sql.execute("DELETE FROM stock WHERE sorg = 'NL01' AND product_id IN (SELECT product_id FROM stock WHERE sorg = 'NL01' AND qty > 0 LIMIT 20)");
    expect(await disagreeing()).toBe(0);
  });
});
