// POST /api/checkout through the app against the embedded upstream: one order per key however
// often it is sent (double click, retry, concurrent), the order in open orders, an empty cart,
// stock checked again at checkout, malformed input and foreign customers.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenOrderV4Document, ProductsDocument, ShiptoV2Document } from '../../src/server/upstream/generated';
import { jsonRequest } from '../support/app';
import { apiLogin, bearer, openAuthWorld, type AuthWorld } from './auth-fixture';

const US = '0001000123';
let world: AuthWorld;
let dealer: Record<string, string>;
let shipto: string;

interface OrdersBody {
  data: { orders: { orderNumber: string; sorg: string; qty: number }[] };
}
interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

beforeAll(async () => {
  world = await openAuthWorld();
  dealer = bearer((await apiLogin(world.t, 'dealer.us')).requestToken);
  const { shiptoV2 } = await world.upstream.request(ShiptoV2Document, { custCode: US });
  shipto = shiptoV2[0]?.id ?? '';
}, 120_000);
afterAll(() => world.close());

const checkout = (body: unknown, key: string | null = randomUUID()) =>
  world.t.request('/api/checkout', jsonRequest('POST', body, { ...dealer, ...(key ? { 'idempotency-key': key } : {}) }));

async function fillCart(qtyFor: (available: number) => number = () => 1): Promise<string> {
  const { products } = await world.upstream.request(ProductsDocument, { custCode: US, sorg: 'US01', filter: { hasStock: true }, page: 1, limit: 100 });
  const product = products.data.find((p) => p.price && p.stock.available >= 2 && (p.orderLimit ?? Infinity) >= p.stock.available + 5);
  if (!product) throw new Error('no orderable product in the demo data');
  const response = await world.t.request('/api/cart/lines', jsonRequest('PUT', { lines: [{ articleCode: product.article_code, sorg: 'US01', qty: qtyFor(product.stock.available) }] }, dealer));
  expect(response.status).toBe(200);
  return product.article_code;
}

async function openOrderNumbers(): Promise<string[]> {
  const { openOrderV4 } = await world.upstream.request(OpenOrderV4Document, { custCode: US });
  return openOrderV4.flatMap((company) => company.orders.map((o) => o.orderNumber));
}

const body = () => ({ shipto, paymentId: 'N030', poNumber: 'PO-4711', notes: 'Deliver to the back door' });

describe('POST /api/checkout', () => {
  it('places one order for a double click, shows it in open orders and empties the cart', async () => {
    await fillCart();
    const key = randomUUID();
    const [first, second] = await Promise.all([checkout(body(), key), checkout(body(), key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const a = (await first.json()) as OrdersBody;
    const b = (await second.json()) as OrdersBody;
    expect(b.data.orders.map((o) => o.orderNumber)).toEqual(a.data.orders.map((o) => o.orderNumber));
    const retry = await checkout(body(), key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const open = await openOrderNumbers();
    for (const order of a.data.orders) expect(open.filter((n) => n === order.orderNumber)).toHaveLength(1);
    const cart = (await (await world.t.request('/api/cart', { headers: dealer })).json()) as { data: { totalQty: number } };
    expect(cart.data.totalQty).toBe(0);
  });

  it('lets only one of two tabs with their own keys order the same cart', async () => {
    await fillCart();
    const before = (await openOrderNumbers()).length;
    const results = await Promise.all([checkout(body()), checkout(body())]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = results.find((r) => r.status === 422);
    expect(((await refused?.json()) as ErrorBody).error.code).toBe('CART_EMPTY');
    expect((await openOrderNumbers()).length - before).toBeGreaterThanOrEqual(1);
  });

  it('refuses a cart whose quantity the stock no longer covers, and frees the key for a retry', async () => {
    const code = await fillCart((available) => available + 5);
    const key = randomUUID();
    const refused = await checkout(body(), key);
    expect(refused.status).toBe(422);
    const error = ((await refused.json()) as ErrorBody).error;
    expect(error.code).toBe('PRODUCTS_REFUSED');
    expect(error.issues).toEqual([expect.objectContaining({ path: `products.US01.${code}`, message: 'Order exceeds available stock' })]);
    await world.t.request('/api/cart/lines', jsonRequest('PUT', { lines: [{ articleCode: code, sorg: 'US01', qty: 1 }] }, dealer));
    expect((await checkout(body(), key)).status).toBe(201);
  });

  it('answers a changed ship-to with the spec message', async () => {
    await fillCart();
    const response = await checkout({ ...body(), shipto: 'no-such-shipto' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).error).toMatchObject({ code: 'SHIP_TO_CHANGED', message: 'There were changes on the ship-to data, refresh the page' });
  });

  it('rejects a long PO number, long notes, a missing key, a reused key and a foreign customer', async () => {
    const invalid = await checkout({ ...body(), poNumber: 'P'.repeat(36), notes: 'n'.repeat(101) });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as ErrorBody).error.issues?.map((i) => i.path).sort()).toEqual(['notes', 'poNumber']);
    expect((await checkout(body(), null)).status).toBe(400);
    const key = randomUUID();
    await fillCart();
    expect((await checkout(body(), key)).status).toBe(201);
    expect((await checkout({ ...body(), poNumber: 'OTHER' }, key)).status).toBe(409);
    expect((await checkout({ ...body(), custCode: '0002000456' })).status).toBe(403);
  });
});
