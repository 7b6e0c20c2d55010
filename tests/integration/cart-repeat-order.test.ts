// Repeat order against the embedded upstream: a placed order goes back into the emptied cart with
// its articles and quantities, priced again; an unknown order number changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCart, updateCart } from '../../src/server/cart/cart.service';
import { recentOrders, repeatOrder } from '../../src/server/cart/repeat-order.service';
import { CheckoutDocument, ProductsDocument, ShiptoV2Document } from '../../src/server/upstream/generated';
import { openAuthWorld, type AuthWorld } from './auth-fixture';

const US = '0001000123';
let world: AuthWorld;

beforeAll(async () => {
  world = await openAuthWorld();
}, 120_000);
afterAll(() => world.close());

describe('repeatOrder', () => {
  it('puts every line of a placed order back in the cart', async () => {
    const { products } = await world.upstream.request(ProductsDocument, { custCode: US, sorg: 'US01', filter: { hasStock: true }, page: 1, limit: 50 });
    const picks = products.data.filter((p) => p.price && p.stock.available >= 4 && (p.orderLimit ?? 9) >= 2).slice(0, 2);
    await updateCart(world.upstream, US, { mode: 'set', lines: picks.map((p) => ({ articleCode: p.article_code, sorg: 'US01', qty: 2 })) });
    const { shiptoV2 } = await world.upstream.request(ShiptoV2Document, { custCode: US });
    const { checkout } = await world.upstream.request(CheckoutDocument, { custCode: US, shipto: shiptoV2[0]?.id ?? '', paymentId: 'TOP', idempotencyKey: randomUUID() });
    const orderNumber = checkout.orders[0]?.orderNumber ?? '';
    expect((await readCart(world.upstream, US)).totalQty).toBe(0);
    expect((await recentOrders(world.upstream, US)).map((o) => o.orderNumber)).toContain(orderNumber);

    const result = await repeatOrder(world.upstream, US, orderNumber);
    expect(result).toMatchObject({ found: true, added: 2, errors: [] });
    const cart = await readCart(world.upstream, US);
    expect(cart.lines.map((l) => [l.articleCode, l.qty]).sort()).toEqual(picks.map((p) => [p.article_code, 2]).sort());
    expect(cart.lines.every((l) => l.amount !== null && l.amount > 0)).toBe(true);
  });

  it('reports an unknown order number without touching the cart', async () => {
    const before = await readCart(world.upstream, US);
    expect(await repeatOrder(world.upstream, US, 'NO-SUCH-ORDER')).toEqual({ found: false, added: 0, errors: [] });
    expect((await readCart(world.upstream, US)).totalQty).toBe(before.totalQty);
  });
});
