// PUT /api/cart/lines with an Idempotency-Key (decision 0115): the offline shop floor sends what a
// dealer added without a connection this way, possibly twice; the cart takes it once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProductsDocument } from '../../src/server/upstream/generated';
import { jsonRequest } from '../support/app';
import { apiLogin, bearer, openAuthWorld, type AuthWorld } from './auth-fixture';

const US = '0001000123';
let world: AuthWorld;
let dealer: Record<string, string>;
let articles: string[] = [];

interface CartBody {
  data: { lines: { articleCode: string; qty: number }[]; totalQty: number };
  lineErrors: unknown[];
  error?: { code: string };
}

beforeAll(async () => {
  world = await openAuthWorld();
  dealer = bearer((await apiLogin(world.t, 'dealer.us')).requestToken);
  const { products } = await world.upstream.request(ProductsDocument, { custCode: US, sorg: 'US01', page: 1, limit: 20, filter: { category: 'PAA', hasStock: true } });
  articles = products.data.filter((p) => p.price).map((p) => p.article_code);
}, 120_000);
afterAll(() => world.close());

const add = (key: string | null, articleCode: string, qty = 1, query = '') =>
  world.t.request(`/api/cart/lines${query}`, jsonRequest('PUT', { lines: [{ articleCode, sorg: 'US01', qty }], mode: 'add' }, key === null ? dealer : { ...dealer, 'idempotency-key': key }));
const cart = async () => ((await (await world.t.request('/api/cart', { headers: dealer })).json()) as CartBody).data;
const qtyOf = async (articleCode: string) => (await cart()).lines.find((l) => l.articleCode === articleCode)?.qty ?? 0;

beforeEach(async () => {
  for (const line of (await cart()).lines) await world.t.request(`/api/cart/lines?articleCode=${line.articleCode}&sorg=US01`, { method: 'DELETE', headers: dealer });
});

describe('PUT /api/cart/lines with an Idempotency-Key', () => {
  it('adds once however often the same addition is sent, answering the repeat as the first', async () => {
    const [article = ''] = articles;
    const key = `offline-${crypto.randomUUID()}`;
    const first = await add(key, article, 2);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await add(key, article, 2);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await qtyOf(article)).toBe(2);
  });

  it('adds each addition of its own key, and without a key every time', async () => {
    const [article = ''] = articles;
    await add(`offline-${crypto.randomUUID()}`, article);
    await add(`offline-${crypto.randomUUID()}`, article);
    await add(null, article);
    await add(null, article);
    expect(await qtyOf(article)).toBe(4);
  });

  it('refuses the key with other lines (409) and a malformed key (400), adding nothing', async () => {
    const [article = '', other = ''] = articles;
    const key = `offline-${crypto.randomUUID()}`;
    expect((await add(key, article)).status).toBe(200);
    const conflict = await add(key, other);
    expect(conflict.status).toBe(409);
    expect(((await conflict.json()) as CartBody).error?.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await add('short', other)).status).toBe(400);
    expect((await cart()).lines.map((l) => l.articleCode)).toEqual([article]);
  });

  it('refuses an addition named for another customer than the one acting (403), adding nothing', async () => {
    const [article = ''] = articles;
    const refused = await add(`offline-${crypto.randomUUID()}`, article, 1, '?custCode=0002000456');
    expect(refused.status).toBe(403);
    expect(await qtyOf(article)).toBe(0);
    expect((await add(`offline-${crypto.randomUUID()}`, article, 1, `?custCode=${US}`)).status).toBe(200);
    expect(await qtyOf(article)).toBe(1);
  });
});
