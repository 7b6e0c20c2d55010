// /api/click-collect/*: a dealer's web-shop orders by status, the detail, the one-time shipment
// submit (every article chosen, confirmed) and status moves; other dealers' orders stay unseen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CC_STATUSES } from '../../src/domain/click-collect/click-collect.rules';
import { json, openOrdersWorld, type OrdersWorld } from './orders-fixture';

interface Order { id: string; status: string; details: { id: string; shipment: string | null }[]; customer: { fullName: string } }

let w: OrdersWorld;
let dealer: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  w = await openOrdersWorld();
  [dealer, other] = await Promise.all([w.login('dealer.us'), w.login('dealer.id')]);
}, 120_000);
afterAll(async () => w.close());

const list = async (query = '', headers = dealer) => (await json<{ data: Order[] }>(await w.t.request(`/api/click-collect/orders${query}`, { headers }))).data;
const send = (method: string, path: string, body: unknown, headers = dealer) =>
  w.t.request(path, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('GET /api/click-collect/orders', () => {
  it('lists orders in every status and narrows to the statuses asked for', async () => {
    expect(new Set((await list()).map((o) => o.status))).toEqual(new Set(CC_STATUSES));
    const some = await list('?status=ready_to_pickup,complete');
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((o) => o.status === 'ready_to_pickup' || o.status === 'complete')).toBe(true);
    expect((await w.t.request('/api/click-collect/orders?status=lost', { headers: dealer })).status).toBe(400);
  });

  it("refuses another dealer's order and another customer code", async () => {
    const [theirs] = await list('', other);
    expect((await w.t.request(`/api/click-collect/orders/${theirs!.id}`, { headers: dealer })).status).toBe(404);
    expect((await w.t.request('/api/click-collect/orders?custCode=0004105617', { headers: dealer })).status).toBe(403);
    expect((await w.t.request('/api/click-collect/orders/..%2Fx', { headers: dealer })).status).toBe(404);
    expect((await w.t.request('/api/click-collect/orders')).status).toBe(401);
  });
});

describe('PUT /api/click-collect/orders/:id/shipments', () => {
  it('needs every article chosen and the confirmation, then cannot be repeated', async () => {
    const order = (await list('?status=need_confirmation')).find((o) => o.details.length >= 2) ?? (await list('?status=need_confirmation'))[0]!;
    const path = `/api/click-collect/orders/${order.id}/shipments`;
    const some = order.details.slice(1).map((d) => ({ detailId: d.id, shipment: 'order_to_hq' }));
    const all = order.details.map((d, i) => ({ detailId: d.id, shipment: i === 0 ? 'ready_to_pickup' : 'order_to_hq' }));
    expect((await send('PUT', path, { shipment: all })).status).toBe(400);
    const partial = await send('PUT', path, { shipment: some.length ? some : [{ detailId: 'nope', shipment: 'order_to_hq' }], confirm: true });
    expect(partial.status).toBe(422);
    expect((await json<{ error: { message: string } }>(partial)).error.message).toBe('All item need to choose (Order To HQ / Ready To Pickup).');
    expect((await send('PUT', path, { shipment: all, confirm: true }, other)).status).toBe(404);
    expect((await send('PUT', path, { shipment: all, confirm: true })).status).toBe(200);
    expect((await send('PUT', path, { shipment: all, confirm: true })).status).toBe(422);
    const detail = await json<{ data: Order }>(await w.t.request(`/api/click-collect/orders/${order.id}`, { headers: dealer }));
    expect(detail.data.status).toBe(order.details.length === 1 ? 'ready_to_pickup' : 'processing_by_hq');
    expect(detail.data.details.every((d) => d.shipment !== null)).toBe(true);
  });
});

describe('PATCH /api/click-collect/orders/:id/status', () => {
  it('moves a ready order to complete and refuses moves the upstream does not allow', async () => {
    const ready = (await list('?status=ready_to_pickup'))[0]!;
    expect((await send('PATCH', `/api/click-collect/orders/${ready.id}/status`, { status: 'open' })).status).toBe(422);
    expect((await send('PATCH', `/api/click-collect/orders/${ready.id}/status`, { status: 'collected' })).status).toBe(400);
    expect((await send('PATCH', `/api/click-collect/orders/${ready.id}/status`, { status: 'complete' }, other)).status).toBe(404);
    expect((await send('PATCH', `/api/click-collect/orders/${ready.id}/status`, { status: 'complete' })).status).toBe(200);
    const detail = await json<{ data: Order }>(await w.t.request(`/api/click-collect/orders/${ready.id}`, { headers: dealer }));
    expect(detail.data.status).toBe('complete');
  });
});
