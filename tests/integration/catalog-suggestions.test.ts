// Header search suggestions walk the trigram index in its own order and stop at the limit; these
// check what a dealer sees: matching, priced articles of different models, the category kept,
// short words applied, and the full search (with typo correction) when the fast path finds too few.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

interface Suggestions {
  products: { data: { name: string; slug: string; type: string; price: { dealer: number } | null }[]; info: { count: number }; suggestion: string | null };
}

const SUGGEST = `query S($term: String!, $category: String, $limit: Int) {
  products(sorg: "US01", term: $term, filter: { category: $category }, limit: $limit) { data { name slug type price { dealer } } info { count } suggestion }
}`;

let f: UpstreamFixture;
const suggest = (term: string, extra: Record<string, unknown> = {}) => f.gql<Suggestions>(SUGGEST, { term, limit: 4, ...extra }).then((r) => r.products);

beforeAll(async () => {
  f = await openUpstreamFixture('1500');
});
afterAll(async () => {
  await f.close();
});

describe('search suggestions', () => {
  it('offers four priced articles of four different models that contain the term', async () => {
    const page = await suggest('saddle');
    expect(page.data).toHaveLength(4);
    expect(new Set(page.data.map((p) => p.slug)).size).toBe(4);
    expect(page.data.every((p) => p.price !== null)).toBe(true);
    const texts = await f.sql.execute('SELECT count(*) AS n FROM product_search WHERE product_search MATCH \'"saddle"\'');
    expect(page.info.count).toBeGreaterThan(4);
    expect(page.info.count).toBeLessThanOrEqual(Number(texts.rows[0]?.['n']));
    expect(page.suggestion).toBeNull();
  });

  it('keeps to the category asked for', async () => {
    const bikes = await suggest('kestrel', { category: 'bike' });
    expect(bikes.data.length).toBeGreaterThan(0);
    expect(bikes.data.every((p) => p.type === 'Bike' && /kestrel/i.test(p.name))).toBe(true);
  });

  it('applies a word under three letters to the name', async () => {
    const page = await suggest('chain 12');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((p) => /chain/i.test(p.name) && p.name.includes('12'))).toBe(true);
  });

  it('falls back to the full search with typo correction when nothing matches the term as typed', async () => {
    const page = await suggest('saddel');
    expect(page.suggestion).toMatch(/^saddles?$/);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((p) => /saddle/i.test(`${p.name} Saddlecraft`))).toBe(true);
  });

  it('lists every match when fewer than the limit match', async () => {
    const any = await f.sql.execute("SELECT article_code FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.sorg = 'US01' LIMIT 1");
    const code = String(any.rows[0]?.['article_code']).toLowerCase();
    const page = await suggest(code);
    expect(page.data).toHaveLength(1);
    expect(page.info.count).toBe(1);
  });
});
