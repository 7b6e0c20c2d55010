// /api/catalog/purchases through the app against the embedded upstream: orders placed through the
// checkout show up as previous purchases with their date and quantity, and an article ordered
// twice counts as a frequent purchase; scopes, foreign customers and malformed kinds are refused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCart } from '../../src/server/cart/cart.service';
import { CheckoutDocument, ProductsDocument, ShiptoV2Document } from '../../src/server/upstream/generated';
import { apiLogin, bearer, openAuthWorld, type AuthWorld } from './auth-fixture';

const US = '0001000123';
let world: AuthWorld;
let dealer: Record<string, string>;
let auditor: Record<string, string>;

interface PurchasesBody {
  data: { articleCode: string; sorg: string; name: string | null; orderCount: number; totalQty: number; lastOrderedAt: string; lastQty: number }[];
}

async function placeOrder(lines: { articleCode: string; qty: number }[]): Promise<void> {
  await updateCart(world.upstream, US, { mode: 'set', lines: lines.map((l) => ({ ...l, sorg: 'US01' })) });
  const { shiptoV2 } = await world.upstream.request(ShiptoV2Document, { custCode: US });
  await world.upstream.request(CheckoutDocument, { custCode: US, shipto: shiptoV2[0]?.id ?? '', paymentId: 'TOP', idempotencyKey: randomUUID() });
}

const get = (path: string, headers = dealer) => world.t.request(path, { headers });
const list = async (kind: string) => ((await (await get(`/api/catalog/purchases?kind=${kind}`)).json()) as PurchasesBody).data;

let repeated = '';
let once = '';

beforeAll(async () => {
  world = await openAuthWorld();
  dealer = bearer((await apiLogin(world.t, 'dealer.us')).requestToken);
  auditor = bearer((await apiLogin(world.t, 'auditor')).requestToken);
  const { products } = await world.upstream.request(ProductsDocument, { custCode: US, sorg: 'US01', filter: { hasStock: true }, page: 1, limit: 50 });
  const picks = products.data.filter((p) => p.price && p.stock.available >= 10 && (p.orderLimit ?? 9) >= 3).slice(-2);
  repeated = picks[0]?.article_code ?? '';
  once = picks[1]?.article_code ?? '';
  await placeOrder([{ articleCode: repeated, qty: 1 }]);
  await placeOrder([{ articleCode: repeated, qty: 3 }, { articleCode: once, qty: 2 }]);
}, 120_000);
afterAll(() => world.close());

describe('GET /api/catalog/purchases', () => {
  it('lists the articles of placed orders with the newest order date and quantity first', async () => {
    const response = await get('/api/catalog/purchases?kind=previous');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as PurchasesBody;
    const article = data.find((a) => a.articleCode === repeated);
    expect(article).toMatchObject({ sorg: 'US01', lastQty: 3 });
    expect(data.find((a) => a.articleCode === once)).toMatchObject({ lastQty: 2, lastOrderedAt: article?.lastOrderedAt });
    expect(article?.totalQty).toBeGreaterThanOrEqual(4);
    expect(article?.name).toBeTruthy();
    const dates = data.map((a) => a.lastOrderedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('counts an article ordered twice as frequent, most ordered first', async () => {
    const data = await list('frequent');
    expect(data.map((a) => a.articleCode)).toContain(repeated);
    expect(data.every((a) => a.orderCount > 1)).toBe(true);
    const counts = data.map((a) => a.orderCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const previous = await list('previous');
    const boughtOnce = previous.filter((a) => a.orderCount === 1).map((a) => a.articleCode);
    expect(data.some((a) => boughtOnce.includes(a.articleCode))).toBe(false);
  });

  it('refuses a malformed kind, a missing scope and a foreign customer code', async () => {
    const malformed = await get('/api/catalog/purchases?kind=all');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('VALIDATION');
    expect((await get('/api/catalog/purchases?kind=previous', auditor)).status).toBe(403);
    expect((await get('/api/catalog/purchases?kind=previous&custCode=0002000456')).status).toBe(403);
  });
});
