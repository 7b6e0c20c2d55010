// The in-memory facet index answers exactly what the SQL counts answer: every facet's options, counts
// and article groups, the price range, and list totals (articles and models), over the demo catalogue
// and many combinations of choices and search words; and it is rebuilt once the catalogue data changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamDb, type UpstreamContext } from '../../upstream/db/client';
import { countFacets, countMatches, facetIndexOf, FACET_KEYS, pageOfIds, searchRows, type FacetOption } from '../../upstream/catalog/facet-index';
import { words } from '../../upstream/catalog/search';
import { groupOrder } from '../../upstream/catalog/group-order';
import { sqlFilterCounts } from '../../upstream/catalog/filters.resolvers';
import { productOrder, productWhere, type ProductFilter } from '../../upstream/catalog/product-query';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

let f: UpstreamFixture;
let ctx: UpstreamContext;
const fresh = (): UpstreamContext => ({ db: createUpstreamDb(f.sql), client: f.sql, memo: new Map() });

beforeAll(async () => {
  f = await openUpstreamFixture();
  ctx = fresh();
});
afterAll(async () => {
  await f.close();
});

const canonical = (options: readonly FacetOption[]) =>
  options.map((o) => ({ ...o, articleGroups: [...o.articleGroups].sort() })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

async function sqlTotal(sorg: string, filter: ProductFilter, by: 'product' | 'model'): Promise<number> {
  const { sql, args } = productWhere(sorg, filter, words(filter.search ?? ''));
  const rs = await f.sql.execute({ sql: `SELECT count(${by === 'product' ? '*' : 'DISTINCT p.model_id'}) AS n ${sql}`, args });
  return Number(rs.rows[0]?.['n']);
}

async function combinations(sorg: string): Promise<ProductFilter[]> {
  const all = await sqlFilterCounts(fresh(), sorg, { category: null });
  const bikes = await sqlFilterCounts(fresh(), sorg, { category: 'Bike' });
  const pick = (options: readonly FacetOption[], n: number) => options.slice(0, n).map((o) => o.id);
  const tagCategory = (await f.sql.execute('SELECT category FROM article_tags LIMIT 1')).rows[0]?.['category'];
  const names = (await f.sql.execute("SELECT name FROM products WHERE product_type = 'Bike' ORDER BY id LIMIT 40")).rows.map((r) => String(r['name']));
  const long = [...new Set(names.flatMap((n) => words(n)).filter((w) => w.length >= 4))];
  const short = [...new Set(names.flatMap((n) => words(n)).filter((w) => w.length < 3))];
  return [
    { category: null },
    { category: 'Bike' },
    { category: 'paa' },
    { category: 'Groupset', hasStock: true },
    { category: 'Nothing' },
    { category: 'Bike', brands: pick(bikes.brands, 1) },
    { category: 'Bike', brands: pick(bikes.brands, 1).map((b) => b.toLowerCase()), frameSizes: pick(bikes.frameSizes, 2) },
    { category: 'Bike', brands: pick(bikes.brands, 2), frameSizes: pick(bikes.frameSizes, 1), hasStock: true },
    { category: 'Bike', series: pick(bikes.series, 2), wheelSizes: pick(bikes.wheelSizes, 1) },
    { category: 'Bike', models: pick(bikes.models, 3), bikeCategories: pick(bikes.bikeCategories, 1) },
    { category: 'Bike', bikeCategories: pick(bikes.bikeCategories, 2), merchandiseCategories: pick(bikes.merchandiseCategories, 1) },
    { category: null, promotions: pick(all.promotions, 1) },
    { category: null, promotions: pick(all.promotions, 2), brands: pick(all.brands, 3) },
    { category: null, articleTags: pick(all.articleTags, 1) },
    { category: 'PAA', articleTags: pick(all.articleTags, 2), articleTagCategory: String(tagCategory), promotions: pick(all.promotions, 3) },
    { category: null, articleTagCategory: String(tagCategory) },
    { category: 'Bike', brands: ['no-such-brand'] },
    { category: null, search: long[0] ?? null },
    { category: null, search: `${long[1]} ${long[2]}` },
    { category: 'Bike', search: `${long[0]} ${short[0]}`, hasStock: true },
    { category: null, search: short[0] ?? null, brands: pick(all.brands, 2) },
    { category: null, search: (long[0] ?? '').slice(1, 4).toUpperCase() },
    { category: null, search: 'zzqxv' },
    { category: 'Bike', priceFrom: bikes.price.from + 1, priceTo: Math.round((bikes.price.from + bikes.price.to) / 2), brands: pick(bikes.brands, 2) },
  ];
}

describe('the facet index', () => {
  it('counts every facet and the price range as the SQL does, for many combinations and two sales organisations', async () => {
    for (const sorg of ['US01', 'DE01']) {
      const ix = await facetIndexOf(ctx, sorg, 'recent');
      expect(ix?.size).toBeGreaterThan(0);
      for (const filter of await combinations(sorg)) {
        const { priceFrom: _from, priceTo: _to, ...choices } = filter;
        const expected = await sqlFilterCounts(fresh(), sorg, choices);
        const actual = countFacets(ix!, choices, await searchRows(ctx, ix!, words(filter.search ?? '')));
        for (const key of FACET_KEYS) expect(canonical(actual.options[key]), `${sorg} ${key} ${JSON.stringify(filter)}`).toEqual(canonical(expected[key]));
        expect(actual.price, `${sorg} price ${JSON.stringify(filter)}`).toEqual(expected.price);
      }
    }
  });

  it('counts list totals of articles and of models as the SQL does, price bounds included', async () => {
    const ix = await facetIndexOf(ctx, 'US01', 'recent');
    let nonZero = 0;
    for (const filter of await combinations('US01')) {
      for (const by of ['product', 'model'] as const) {
        const expected = await sqlTotal('US01', filter, by);
        if (expected > 0) nonZero += 1;
        expect(countMatches(ix!, filter, by, await searchRows(ctx, ix!, words(filter.search ?? ''))), `${by} ${JSON.stringify(filter)}`).toBe(expected);
      }
    }
    expect(nonZero).toBeGreaterThan(20);
  });

  it('pages a price-sorted list of articles and of models in the order the SQL gives, both directions', async () => {
    const ix = await facetIndexOf(ctx, 'US01', 'recent');
    let pages = 0;
    for (const filter of await combinations('US01')) {
      for (const order of ['asc', 'desc'] as const) {
        for (const [offset, limit] of [[0, 12], [12, 12], [30, 7]] as const) {
          const terms = words(filter.search ?? '');
          const found = await searchRows(ctx, ix!, terms);
          const { sql, args } = productWhere('US01', filter, terms);
          const items = await f.sql.execute({ sql: `SELECT p.id AS id ${sql} ORDER BY ${productOrder('price', order)} LIMIT ? OFFSET ?`, args: [...args, limit, offset] });
          const models = await f.sql.execute({ sql: `SELECT pr.model_id AS id ${sql} GROUP BY pr.model_id ORDER BY ${groupOrder('price', order).sql} LIMIT ? OFFSET ?`, args: [...args, limit, offset] });
          const where = `${order} ${offset} ${JSON.stringify(filter)}`;
          expect(pageOfIds(ix!, filter, order === 'desc', offset, limit, 'product', found), `articles ${where}`).toEqual(items.rows.map((r) => Number(r['id'])));
          expect(pageOfIds(ix!, filter, order === 'desc', offset, limit, 'model', found), `models ${where}`).toEqual(models.rows.map((r) => Number(r['id'])));
          if (items.rows.length > 0) pages += 1;
        }
      }
    }
    expect(pages).toBeGreaterThan(40);
  });

  it('answers list totals only for the current data version, facet counts for a minute, and rebuilds after that', async () => {
    const own = fresh();
    const before = await facetIndexOf(own, 'US01', 'recent');
    expect(await facetIndexOf(own, 'US01', 'exact')).toBe(before);
    const product = (await f.sql.execute("SELECT product_id FROM prices WHERE sorg = 'US01' AND in_stock = 1 LIMIT 1")).rows[0]?.['product_id'];
    await f.sql.execute({ sql: "UPDATE prices SET in_stock = 0 WHERE sorg = 'US01' AND product_id = ?", args: [Number(product)] });
    expect(await facetIndexOf(own, 'US01', 'exact')).toBeNull();
    expect(await facetIndexOf(own, 'US01', 'recent')).toBe(before);
    before!.builtAt -= 61_000;
    const rebuilt = await facetIndexOf(own, 'US01', 'exact');
    expect(rebuilt).not.toBe(before);
    expect(countMatches(rebuilt!, { hasStock: true }, 'product')).toBe(countMatches(before!, { hasStock: true }, 'product') - 1);
  });
});
