// /api/third-party/*: the vendors' catalogue, the cart per vendor, the idempotent checkout, orders
// and line statuses; scopes, malformed input and other customers' records refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoActors } from '../../upstream/demo/actors';
import { json, openOrdersWorld, type OrdersWorld } from './orders-fixture';

interface Product { vendor: { id: string }; articleCode: string; stock: number }
interface Group { vendor: { id: string }; lines: { articleCode: string; qty: number }[] }
interface Order { orderNo: string; status: string; vendor: { id: string }; custThirdParty: { custCode: string }; details: { articleCode: string; status: string }[] }

let w: OrdersWorld;
let dealer: Record<string, string>;
let vendor: Record<string, string>;
let admin: Record<string, string>;
const JSON_TYPE = { 'content-type': 'application/json' };

beforeAll(async () => {
  w = await openOrdersWorld();
  [dealer, vendor, admin] = await Promise.all([w.login('dealer.us'), w.login('vendor.id'), w.login('admin')]);
}, 120_000);
afterAll(async () => w.close());

const send = (method: string, path: string, body: unknown, headers = dealer, extra: Record<string, string> = {}) =>
  w.t.request(path, { method, headers: { ...headers, ...JSON_TYPE, ...extra }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const products = async (query = '', headers = dealer) => (await json<{ data: { data: Product[]; info: { count: number } } }>(await w.t.request(`/api/third-party/products${query}`, { headers }))).data;
const shipTo = async () => String((await w.upstream.sql.execute({ sql: 'SELECT id FROM ship_tos WHERE cust_code = ? LIMIT 1', args: [demoActors.singleCompanyDealer.r3] })).rows[0]?.['id']);

describe('catalogue', () => {
  it('lists the vendors a dealer may order from and filters by vendor and stock', async () => {
    const vendors = await json<{ data: { id: string }[] }>(await w.t.request('/api/third-party/vendors', { headers: dealer }));
    expect(vendors.data.map((v) => v.id)).toEqual(expect.arrayContaining(['TPV02', 'TPV03']));
    const page = await products('?vendor=TPV03&inStock=1');
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((p) => p.vendor.id === 'TPV03' && p.stock > 0)).toBe(true);
  });

  it('refuses malformed queries, a missing scope and another customer code', async () => {
    expect((await w.t.request('/api/third-party/products?limit=7', { headers: dealer })).status).toBe(400);
    expect((await w.t.request('/api/third-party/products?custCode=0002000456', { headers: dealer })).status).toBe(403);
    const anonymous = await w.t.request('/api/third-party/products');
    expect(anonymous.status).toBe(401);
  });
});

describe('cart and checkout', () => {
  it('keeps one cart per vendor and places one order for a double-submitted checkout', async () => {
    const [tyre] = (await products('?vendor=TPV02&inStock=1')).data;
    const [bag] = (await products('?vendor=TPV03&inStock=1')).data;
    expect((await send('POST', '/api/third-party/cart/lines', { vendorId: 'TPV02', articleCode: tyre!.articleCode, qty: 2 })).status).toBe(200);
    const added = await json<{ data: Group[] }>(await send('POST', '/api/third-party/cart/lines', { vendorId: 'TPV03', articleCode: bag!.articleCode, qty: 1 }));
    expect(added.data.map((g) => g.vendor.id).sort()).toEqual(['TPV02', 'TPV03']);

    const body = { vendorId: 'TPV02', shipto: await shipTo(), reqDeliveryDate: '2030-02-01', notes: 'Back door' };
    const key = { 'idempotency-key': 'tp-double-submit-0001' };
    const [first, second] = await Promise.all([send('POST', '/api/third-party/checkout', body, dealer, key), send('POST', '/api/third-party/checkout', body, dealer, key)]);
    const answers = await Promise.all([first.json(), second.json()]) as { data?: { orders: { orderNo: string }[] } }[];
    const numbers = new Set(answers.flatMap((a) => a.data?.orders.map((o) => o.orderNo) ?? []));
    expect(numbers.size).toBe(1);
    const [orderNo] = [...numbers];
    const stored = await w.upstream.sql.execute({ sql: "SELECT count(*) AS n FROM tp_orders WHERE notes = 'Back door'", args: [] });
    expect(Number(stored.rows[0]?.['n'])).toBe(1);
    const replay = await send('POST', '/api/third-party/checkout', body, dealer, key);
    expect(replay.status).toBe(201);
    expect((await json<{ data: { orders: { orderNo: string }[] } }>(replay)).data.orders[0]?.orderNo).toBe(orderNo);

    const cart = await json<{ data: Group[] }>(await w.t.request('/api/third-party/cart', { headers: dealer }));
    expect(cart.data.map((g) => g.vendor.id)).toEqual(['TPV03']);
    const orders = await json<{ data: { data: Order[] } }>(await w.t.request(`/api/third-party/orders?q=${orderNo}`, { headers: dealer }));
    expect(orders.data.data[0]).toMatchObject({ orderNo, status: 'open', vendor: { id: 'TPV02' } });
  });

  it('shows a line error when the stock is short, and keeps the cart', async () => {
    const [bag] = (await products('?vendor=TPV03&inStock=1')).data;
    await send('PUT', '/api/third-party/cart/lines', { vendorId: 'TPV03', articleCode: bag!.articleCode, qty: bag!.stock + 5 });
    const res = await send('POST', '/api/third-party/checkout', { vendorId: 'TPV03', shipto: await shipTo() }, dealer, { 'idempotency-key': 'tp-short-stock-0001' });
    expect(res.status).toBe(422);
    const body = await json<{ lineErrors: { articleCode: string; code: string; available: number }[] }>(res);
    expect(body.lineErrors).toEqual([{ articleCode: bag!.articleCode, code: 'stock', message: 'Order exceeds available stock', available: bag!.stock }]);
    const cart = await json<{ data: Group[] }>(await w.t.request('/api/third-party/cart', { headers: dealer }));
    expect(cart.data[0]?.lines[0]?.qty).toBe(bag!.stock + 5);
    expect((await send('DELETE', '/api/third-party/cart/lines', { vendorId: 'TPV03', articleCode: bag!.articleCode })).status).toBe(200);
  });

  it('refuses a checkout without a key, with bad input, or with a body that is not JSON', async () => {
    expect((await send('POST', '/api/third-party/checkout', { vendorId: 'TPV02', shipto: 'x' })).status).toBe(400);
    expect((await send('POST', '/api/third-party/checkout', { vendorId: 'TPV02', shipto: '', notes: 'x'.repeat(101) }, dealer, { 'idempotency-key': 'tp-bad-input-00001' })).status).toBe(400);
    expect((await send('POST', '/api/third-party/checkout', '{not json', dealer, { 'idempotency-key': 'tp-bad-input-00002' })).status).toBe(400);
    expect((await send('POST', '/api/third-party/cart/lines', { vendorId: 'TPV02', articleCode: 'A', qty: 0 })).status).toBe(400);
  });

  it("refuses a vendor the dealer's sales organisations do not reach", async () => {
    const res = await send('POST', '/api/third-party/cart/lines', { vendorId: 'TPV01', articleCode: '01-00001', qty: 1 });
    expect(res.status).toBe(422);
  });
});

describe('orders and line statuses', () => {
  it('lets the customer-vendor ship a line, and refuses the dealer changing a line', async () => {
    const list = await json<{ data: { data: Order[] } }>(await w.t.request('/api/third-party/orders?status=open&limit=20', { headers: vendor }));
    const order = list.data.data.find((o) => o.vendor.id === 'TPV01')!;
    const line = order.details[0]!;
    const denied = await send('PATCH', '/api/third-party/orders/lines', { orderNo: order.orderNo, articleCode: line.articleCode, status: 'shipped' }, dealer);
    expect(denied.status).toBe(404);
    const done = await send('PATCH', '/api/third-party/orders/lines', { orderNo: order.orderNo, articleCode: line.articleCode, status: 'shipped' }, vendor);
    expect(done.status).toBe(200);
    const again = await send('PATCH', '/api/third-party/orders/lines', { orderNo: order.orderNo, articleCode: line.articleCode, status: 'open' }, vendor);
    expect(again.status).toBe(422);
    expect((await send('PATCH', '/api/third-party/orders/lines', { orderNo: order.orderNo, articleCode: line.articleCode, status: 'lost' }, vendor)).status).toBe(400);
  });

  it("never shows a dealer another dealer's orders", async () => {
    const mine = await json<{ data: { data: Order[] } }>(await w.t.request('/api/third-party/orders?limit=20', { headers: dealer }));
    expect(mine.data.data.length).toBeGreaterThan(0);
    expect(mine.data.data.every((o) => o.custThirdParty.custCode === demoActors.singleCompanyDealer.r3)).toBe(true);
    expect((await w.t.request('/api/third-party/orders?custCode=0004105617', { headers: dealer })).status).toBe(403);
  });

  it('asks an administrator without a chosen customer to choose one', async () => {
    expect((await w.t.request('/api/third-party/orders', { headers: admin })).status).toBe(409);
  });
});
