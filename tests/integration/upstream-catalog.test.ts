import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

interface Item {
  article_code: string;
  name: string;
  brand: string;
  frameSize: string | null;
  bikeCategory: string | null;
  type: string;
  price: { dealer: number; currency: string; decimal_precission: number } | null;
  discount: { salesDealNo: string }[];
  tags: { tag: string }[];
  stock: { available: number };
}
interface Page {
  products: { data: Item[]; info: { page: number; limit: number; count: number; pageTotal: number }; suggestion: string | null };
}

const ITEM = 'article_code name brand frameSize bikeCategory type price { dealer currency decimal_precission } discount { salesDealNo } tags { tag } stock { available }';
const LIST = `query List($sorg: String, $custCode: String, $category: String, $search: String, $term: String, $brands: [String!], $frameSizes: [String!],
  $bikeCategories: [String!], $promotions: [String!], $articleTags: [String!], $priceFrom: Money, $priceTo: Money, $hasStock: Boolean,
  $sortByField: String, $sortByOrder: String, $page: Int, $limit: Int) {
  products(sorg: $sorg, custCode: $custCode, term: $term, filter: { category: $category, search: $search, brands: $brands, frameSizes: $frameSizes,
    bikeCategories: $bikeCategories, promotions: $promotions, articleTags: $articleTags, priceFrom: $priceFrom, priceTo: $priceTo,
    hasStock: $hasStock }, sortByField: $sortByField, sortByOrder: $sortByOrder, page: $page, limit: $limit) {
    data { ${ITEM} } info { page limit count pageTotal } suggestion
  }
}`;

let f: UpstreamFixture;
const list = (variables: Record<string, unknown>) => f.gql<Page>(LIST, variables).then((r) => r.products);

beforeAll(async () => {
  f = await openUpstreamFixture();
});
afterAll(async () => {
  await f.close();
});

describe('products list', () => {
  it('pages bikes 12 at a time sorted by dealer price ascending by default', async () => {
    const first = await list({ sorg: 'US01', category: 'bike' });
    expect(first.info.limit).toBe(12);
    expect(first.data).toHaveLength(12);
    expect(first.info.pageTotal).toBe(Math.ceil(first.info.count / 12));
    const prices = first.data.map((p) => p.price?.dealer ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(first.data.every((p) => p.type === 'Bike' && p.price?.currency === 'USD')).toBe(true);
    const second = await list({ sorg: 'US01', category: 'bike', page: 2 });
    expect(second.data.map((p) => p.article_code)).not.toContain(first.data[0]?.article_code);
  });

  it('prices in the customer sales organisation when only a customer code is given', async () => {
    const page = await list({ custCode: '0003000789', category: 'paa', limit: 3 });
    expect(page.data.every((p) => p.price === null || (p.price.currency === 'IDR' && p.price.decimal_precission === 0))).toBe(true);
  });

  it('combines brand, frame size, stock and price range filters', async () => {
    const all = await list({ sorg: 'US01', category: 'bike', limit: 1 });
    const filtered = await list({ sorg: 'US01', category: 'bike', brands: ['KESTREL'], frameSizes: ['M', 'L'], hasStock: true, priceFrom: 50_000, priceTo: 200_000, limit: 50 });
    expect(filtered.info.count).toBeGreaterThan(0);
    expect(filtered.info.count).toBeLessThan(all.info.count);
    for (const p of filtered.data) {
      expect(p.brand).toBe('Kestrel');
      expect(['M', 'L']).toContain(p.frameSize);
      expect(p.stock.available).toBeGreaterThan(0);
      expect(p.price?.dealer).toBeGreaterThanOrEqual(50_000);
      expect(p.price?.dealer).toBeLessThanOrEqual(200_000);
    }
  });

  it('filters by bike category wording, promotion and article tag', async () => {
    const mountain = await list({ sorg: 'US01', bikeCategories: ['Mountain'], limit: 30 });
    expect(mountain.data.length).toBeGreaterThan(0);
    expect(mountain.data.every((p) => p.bikeCategory === 'Mountain')).toBe(true);
    const deal = await list({ sorg: 'US01', promotions: ['SD-US01-VOL'], limit: 30 });
    expect(deal.data.length).toBeGreaterThan(0);
    expect(deal.data.every((p) => p.discount.some((d) => d.salesDealNo === 'SD-US01-VOL'))).toBe(true);
    const tagged = await list({ sorg: 'US01', articleTags: ['new_arrival'], limit: 30 });
    expect(tagged.data.length).toBeGreaterThan(0);
    expect(tagged.data.every((p) => p.tags.some((t) => t.tag === 'new_arrival'))).toBe(true);
  });

  it('sorts by name descending on request', async () => {
    const page = await list({ sorg: 'DE01', category: 'paa', sortByField: 'name', sortByOrder: 'desc', limit: 20 });
    const names = page.data.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('finds articles by a substring of the name or article code', async () => {
    const any = await list({ sorg: 'US01', category: 'paa', limit: 1 });
    const code = any.data[0]?.article_code ?? '';
    const byCode = await list({ sorg: 'US01', search: code.slice(2) });
    expect(byCode.data.map((p) => p.article_code)).toContain(code);
    const byName = await list({ sorg: 'US01', search: 'gripline tube', limit: 50 });
    expect(byName.info.count).toBeGreaterThan(0);
    expect(byName.data.every((p) => /gripline/i.test(p.name) && /tube/i.test(p.name))).toBe(true);
    expect(byName.suggestion).toBeNull();
  });

  it('corrects a typo and says which words it searched for', async () => {
    const page = await list({ sorg: 'US01', search: 'trailhond', limit: 5 });
    expect(page.suggestion).toBe('trailhound');
    expect(page.info.count).toBeGreaterThan(0);
  });

  it('answers search suggestions with at most the limit of names and article codes', async () => {
    const data = await f.gql<{ products: { data: { name: string; article_code: string }[]; suggestion: string | null } }>(
      'query S($term: String!) { products(sorg: "US01", term: $term, filter: { category: "paa" }, limit: 4) { data { name article_code } suggestion } }',
      { term: 'saddle' },
    );
    expect(data.products.data.length).toBeGreaterThan(0);
    expect(data.products.data.length).toBeLessThanOrEqual(4);
    expect(data.products.data.every((p) => /saddle/i.test(`${p.name} Saddlecraft`))).toBe(true);
  });

  it('returns nothing and no suggestion for a search that matches no word', async () => {
    const page = await list({ sorg: 'US01', search: 'qqqzzzxxx' });
    expect(page.info.count).toBe(0);
    expect(page.suggestion).toBeNull();
  });

  it('rejects a list without sorg or customer', async () => {
    const result = await f.upstream.execute({ query: '{ products { info { count } } }' });
    expect(result.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});

describe('product detail, groups and navigation', () => {
  it('shows a model by slug with its variants, specifications and stock per location', async () => {
    const groups = await f.gql<{ productGroups: { data: { slug: string; variants: { article_code: string }[] }[] } }>(
      '{ productGroups(sorg: "US01", filter: { category: "bike" }, limit: 3) { data { slug variants { article_code } } } }',
    );
    const group = groups.productGroups.data[0];
    expect(group?.variants.length).toBeGreaterThan(0);
    const detail = await f.gql<{ product: { slug: string; specifications: unknown[]; frameSizes: string[]; variants: { article_code: string; stock: { locations: { code: string }[] } }[] } }>(
      'query D($slug: String!) { product(slug: $slug, sorg: "US01") { slug specifications { group name value } frameSizes variants { article_code stock { locations { code qty nextArrival } } } } }',
      { slug: group?.slug },
    );
    expect(detail.product.slug).toBe(group?.slug);
    expect(detail.product.specifications.length).toBeGreaterThan(0);
    expect(detail.product.variants.map((v) => v.article_code)).toEqual(expect.arrayContaining(group?.variants.map((v) => v.article_code) ?? []));
    expect(detail.product.variants[0]?.stock.locations.map((l) => l.code)).toEqual(['US01-CLT', 'US01-PDX']);
    const byCode = await f.gql<{ product: { slug: string } }>('query D($slug: String!) { product(slug: $slug, sorg: "US01") { slug } }', { slug: group?.variants[0]?.article_code });
    expect(byCode.product.slug).toBe(group?.slug);
    const missing = await f.gql<{ product: null }>('{ product(slug: "no-such-bike", sorg: "US01") { slug } }');
    expect(missing.product).toBeNull();
  });

  it('gives plausible specifications: an e-bike has a motor and battery and weighs like one, a tube weighs grams', async () => {
    type Specs = { productGroups: { data: { slug: string }[] } };
    const spec = async (filter: string) => {
      const list = await f.gql<Specs>(`{ productGroups(sorg: "US01", filter: ${filter}, limit: 1) { data { slug } } }`);
      const detail = await f.gql<{ product: { specifications: { group: string; name: string; value: string }[] } }>(
        'query D($slug: String!) { product(slug: $slug, sorg: "US01") { specifications { group name value } } }',
        { slug: list.productGroups.data[0]?.slug },
      );
      return detail.product.specifications;
    };
    const ebike = await spec('{ category: "bike", bikeCategories: ["e-bike"] }');
    expect(ebike.map((s) => s.name)).toEqual(expect.arrayContaining(['Drive unit', 'Battery']));
    expect(Number.parseFloat(ebike.find((s) => s.name === 'Weight')?.value ?? '0')).toBeGreaterThanOrEqual(21);
    const tube = await spec('{ category: "paa", merchandiseCategories: ["MC-PA-TUB"] }');
    expect(tube.find((s) => s.name === 'Weight')?.value).toMatch(/^(8[5-9]|9\d|1\d\d|2[0-5]\d|260) g$/);
  });

  it('counts filter options that agree with the filtered list', async () => {
    const filters = await f.gql<{ productFilters: { brands: { id: string; count: number }[]; price: { from: number; to: number } } }>(
      '{ productFilters(sorg: "US01", category: "bike") { brands { id count } price { from to } } }',
    );
    const brand = filters.productFilters.brands[0];
    const page = await list({ sorg: 'US01', category: 'bike', brands: [brand?.id], limit: 1 });
    expect(page.info.count).toBe(brand?.count);
    expect(filters.productFilters.price.from).toBeLessThanOrEqual(filters.productFilters.price.to);
  });

  it('lists bike categories with their merchandise categories, best sellers and active promotions', async () => {
    const data = await f.gql<{ bikeCategories: { wording: string; mcIds: string[] }[]; bestSellers: unknown[]; promotions: { code: string; productCount: number }[] }>(
      '{ bikeCategories { wording mcIds } bestSellers(sorg: "US01") { article_code } promotions(sorg: "US01") { code productCount } }',
    );
    expect(data.bikeCategories.map((c) => c.wording)).toEqual(['Mountain', 'Road', 'Gravel', 'City', 'E-Bike', 'Kids', 'BMX']);
    expect(data.bikeCategories.find((c) => c.wording === 'E-Bike')?.mcIds).toEqual(['MC-BK-EMTB', 'MC-BK-ECTY']);
    expect(data.bestSellers.length).toBeLessThanOrEqual(8);
    expect(data.bestSellers.length).toBeGreaterThan(0);
    expect(data.promotions.map((p) => p.code)).toEqual(['SD-US01-CLR', 'SD-US01-TRY', 'SD-US01-VOL']);
  });
});
