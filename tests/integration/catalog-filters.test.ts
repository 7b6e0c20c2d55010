// /api/catalog/filters and /api/catalog/promotions through the app against the embedded upstream:
// option counts that follow the other choices, promotions of the host's sorg, scopes and bad input.
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

interface Option {
  id: string;
  name: string;
  count: number;
  articleGroups: string[];
}
interface FiltersBody {
  data: Record<'brands' | 'frameSizes' | 'wheelSizes' | 'models' | 'promotions' | 'merchandiseCategories', Option[]> & { price: { from: number; to: number } };
}
interface ListBody {
  data: { total: number; items: { brand: string; frameSize: string | null; discount: { salesDealNo: string }[] }[] };
}

const filters = async (query: string) => ((await (await get(`/api/catalog/filters?${query}`)).json()) as FiltersBody).data;
const total = async (query: string) => ((await (await get(`/api/catalog/products?view=item&${query}`)).json()) as ListBody).data.total;

describe('GET /api/catalog/filters', () => {
  it('counts each option as the list would, and a brand count follows the chosen frame size', async () => {
    const all = await filters('category=Bike');
    const brand = all.brands[0];
    expect(brand).toBeDefined();
    expect(brand?.count).toBe(await total(`category=Bike&brands=${encodeURIComponent(brand?.id ?? '')}`));
    const size = all.frameSizes.find((s) => s.count < (all.frameSizes.reduce((n, o) => n + o.count, 0)));
    expect(size).toBeDefined();
    const narrowed = await filters(`category=Bike&frameSizes=${encodeURIComponent(size?.id ?? '')}`);
    for (const option of narrowed.brands) {
      expect(option.count).toBe(await total(`category=Bike&frameSizes=${encodeURIComponent(size?.id ?? '')}&brands=${encodeURIComponent(option.id)}`));
    }
    // The chosen facet counts without its own choice, so a second size stays possible.
    expect(narrowed.frameSizes.map((o) => o.id)).toEqual(all.frameSizes.map((o) => o.id));
    // Two choices: each facet follows the other one.
    const both = await filters(`category=Bike&frameSizes=${encodeURIComponent(size?.id ?? '')}&brands=${encodeURIComponent(brand?.id ?? '')}`);
    const sizeHere = both.frameSizes.find((o) => o.id === size?.id);
    expect(sizeHere?.count ?? 0).toBe(await total(`category=Bike&frameSizes=${encodeURIComponent(size?.id ?? '')}&brands=${encodeURIComponent(brand?.id ?? '')}`));
  });

  it('leaves the price range out of the counts', async () => {
    const plain = await filters('category=PAA');
    const priced = await filters(`category=PAA&priceFrom=${plain.price.to}`);
    expect(priced.brands).toEqual(plain.brands);
  });

  it('refuses bad input, a missing scope and a foreign customer', async () => {
    const malformed = await get('/api/catalog/filters?hasStock=maybe');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('VALIDATION');
    expect((await get(`/api/catalog/filters?brands=${'x,'.repeat(60)}`)).status).toBe(400);
    expect((await get('/api/catalog/filters', auditor)).status).toBe(403);
    expect((await get('/api/catalog/filters?custCode=0002000456')).status).toBe(403);
    expect((await world.t.request('/api/catalog/filters')).status).toBe(401);
  });
});

describe('GET /api/catalog/promotions', () => {
  it('lists the running promotions of the host sorg, and a promotion filter lists only its articles', async () => {
    const response = await get('/api/catalog/promotions');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { code: string; sorg: string; productCount: number; validTo: string }[] };
    expect(data.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(data.every((p) => p.sorg === 'US01' && p.validTo >= today)).toBe(true);
    const promo = data.find((p) => p.productCount > 0);
    const list = (await (await get(`/api/catalog/products?view=item&promotions=${promo?.code ?? ''}`)).json()) as ListBody;
    expect(list.data.total).toBeGreaterThan(0);
    expect(list.data.items.every((item) => item.discount.some((d) => d.salesDealNo === promo?.code))).toBe(true);
    expect((await get('/api/catalog/promotions', auditor)).status).toBe(403);
  });
});
