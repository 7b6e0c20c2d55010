// /api/catalog/* through the app against the embedded upstream's demo catalogue: scopes, the
// acting customer, list parameters, suggestions and product detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, bearer, openAuthWorld, type AuthWorld } from './auth-fixture';

let world: AuthWorld;
let dealer: Record<string, string>;
let auditor: Record<string, string>;

beforeAll(async () => {
  world = await openAuthWorld();
  dealer = bearer((await apiLogin(world.t, 'dealer.us')).requestToken);
  auditor = bearer((await apiLogin(world.t, 'auditor')).requestToken);
}, 120_000);
afterAll(() => world.close());

const get = (path: string, headers = dealer) => world.t.request(path, { headers });

interface ListBody {
  data: { view: string; items: { article_code: string; slug: string; type: string; brand: string; price: { dealer: number } | null; stock: { available: number } }[]; groups: { slug: string }[]; total: number; shown: number; hasMore: boolean };
}

describe('GET /api/catalog/products', () => {
  it('lists the item view quota (10) of bikes per page, cheapest first, and says more are there', async () => {
    const response = await get('/api/catalog/products?category=Bike&view=item');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as ListBody;
    expect(data.items).toHaveLength(10);
    expect(data.items.every((p) => p.type === 'Bike')).toBe(true);
    const prices = data.items.map((p) => p.price?.dealer ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data.hasMore).toBe(true);
    expect(data.total).toBeGreaterThan(10);
  });

  it('shows the first two pages at once for page=2 and honours brand and stock filters', async () => {
    const first = (await (await get('/api/catalog/products?category=PAA&view=item')).json()) as ListBody;
    const brand = first.data.items[0]?.brand ?? '';
    const response = await get(`/api/catalog/products?category=PAA&view=item&page=2&hasStock=true&brands=${encodeURIComponent(brand)}`);
    const { data } = (await response.json()) as ListBody;
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.length).toBeLessThanOrEqual(20);
    expect(data.items.every((p) => p.brand === brand && p.stock.available > 0)).toBe(true);
  });

  it('groups variants by model in the group view', async () => {
    const { data } = (await (await get('/api/catalog/products?category=Bike&view=group')).json()) as ListBody;
    expect(data.view).toBe('group');
    // The model view quota (12) of models per page.
    expect(data.groups).toHaveLength(12);
    expect(new Set(data.groups.map((g) => g.slug)).size).toBe(data.groups.length);
  });

  it('refuses a malformed sort, a missing scope and a foreign customer code', async () => {
    const malformed = await get('/api/catalog/products?sortByField=drop_table');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('VALIDATION');
    expect((await get('/api/catalog/products', auditor)).status).toBe(403);
    expect((await get('/api/catalog/products?custCode=0002000456')).status).toBe(403);
    expect((await world.t.request('/api/catalog/products')).status).toBe(401);
  });
});

describe('GET /api/catalog/suggestions', () => {
  it('suggests products for a misspelt brand and needs three characters', async () => {
    const { data } = (await (await get('/api/catalog/products?category=Bike&view=item')).json()) as ListBody;
    const brand = data.items[0]?.brand ?? '';
    const typo = `${brand.slice(0, 2)}${brand.slice(3)}`.toLowerCase();
    const response = await get(`/api/catalog/suggestions?term=${encodeURIComponent(brand.toLowerCase())}`);
    const body = (await response.json()) as { data: { name: string; slug: string }[] };
    expect(response.status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(4);
    const fuzzy = (await (await get(`/api/catalog/suggestions?term=${encodeURIComponent(typo)}`)).json()) as { data: unknown[] };
    expect(fuzzy.data.length).toBeGreaterThan(0);
    expect((await get('/api/catalog/suggestions?term=ab')).status).toBe(400);
  });
});

describe('GET /api/catalog/products/:slug', () => {
  it('returns the model with its variants and 404 for an unknown slug', async () => {
    const { data } = (await (await get('/api/catalog/products?category=Bike&view=item')).json()) as ListBody;
    const slug = data.items[0]?.slug ?? '';
    const response = await get(`/api/catalog/products/${slug}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as { data: { slug: string; variants: unknown[] } };
    expect(detail.data.slug).toBe(slug);
    expect(detail.data.variants.length).toBeGreaterThan(0);
    expect((await get('/api/catalog/products/no-such-model-here')).status).toBe(404);
  });
});

describe('GET /api/images/*', () => {
  it('draws a bike in its colour and lets caches keep it a year', async () => {
    const response = await world.t.request('/api/images/bikes/some-model/red.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toContain('#c62828');
    expect((await world.t.request('/api/images/..%2F..%2Fetc.svg')).status).toBe(404);
  });
});
