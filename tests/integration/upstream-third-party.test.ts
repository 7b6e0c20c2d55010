// The embedded upstream's third-party and click-and-collect operations against their demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoActors } from '../../upstream/demo/actors';
import { PAYING_DEALER } from '../../upstream/ledger/demo/paying-dealer.demo';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

const US = demoActors.singleCompanyDealer.r3;
const VENDOR = demoActors.customerVendor.r3;
let fx: UpstreamFixture;

beforeAll(async () => {
  fx = await openUpstreamFixture();
});
afterAll(async () => fx.close());

type Products = { productThirdParties: { data: { vendor: { id: string }; articleCode: string; stock: number; openOrder: number; shippedOrder: number }[]; info: { count: number } } };
const PRODUCTS = `query($c: String!, $s: String, $w: Boolean, $v: String) { productThirdParties(custCode: $c, search: $s, withStock: $w, vendorId: $v, limit: 200) {
  data { vendor { id } articleCode stock openOrder shippedOrder } info { count } } }`;
const CHECKOUT = `mutation($c: String!, $s: ThirdPartyShipmentInput!, $p: [ThirdPartyProductInput!]!, $k: String) { checkoutThirdPartyV2(custCode: $c, shipment: $s, products: $p, idempotencyKey: $k) {
  orders { orderNo status totalOrder details { articleCode status } } productErrors { article_code code available } userErrors { field message } } }`;

async function shipTo(custCode: string): Promise<string> {
  const rs = await fx.sql.execute({ sql: 'SELECT id FROM ship_tos WHERE cust_code = ? LIMIT 1', args: [custCode] });
  return String(rs.rows[0]?.['id']);
}

describe('third-party catalogue', () => {
  it('offers a dealer the vendors of its sales organisations only, with open and shipped quantities', async () => {
    const { productThirdParties: page } = await fx.gql<Products>(PRODUCTS, { c: US });
    expect(new Set(page.data.map((p) => p.vendor.id))).toEqual(new Set(['TPV02', 'TPV03']));
    expect(page.data.some((p) => p.shippedOrder > 0)).toBe(true);
    expect(page.data.some((p) => p.openOrder > 0)).toBe(true);
  });

  it('filters by stock and search words, and never offers a customer-vendor its own products', async () => {
    const inStock = await fx.gql<Products>(PRODUCTS, { c: US, w: true });
    expect(inStock.productThirdParties.data.every((p) => p.stock > 0)).toBe(true);
    const search = await fx.gql<Products>(PRODUCTS, { c: US, s: 'pannier' });
    expect(search.productThirdParties.info.count).toBeGreaterThan(0);
    expect(search.productThirdParties.data.every((p) => p.vendor.id === 'TPV03')).toBe(true);
    const own = await fx.gql<Products>(PRODUCTS, { c: VENDOR });
    expect(own.productThirdParties.data.some((p) => p.vendor.id === 'TPV01')).toBe(false);
  });
});

describe('third-party checkout', () => {
  it('creates one order per idempotency key and takes the stock', async () => {
    const { productThirdParties: page } = await fx.gql<Products>(PRODUCTS, { c: US, v: 'TPV02', w: true });
    const article = page.data[0]!;
    const vars = { c: US, s: { vendorId: 'TPV02', shipto: await shipTo(US), reqDeliveryDate: '2030-01-15' }, p: [{ articleCode: article.articleCode, qty: 2 }], k: 'tp-key-0000000000001' };
    const first = await fx.gql<{ checkoutThirdPartyV2: { orders: { orderNo: string; status: string }[] } }>(CHECKOUT, vars);
    const again = await fx.gql<{ checkoutThirdPartyV2: { orders: { orderNo: string }[] } }>(CHECKOUT, vars);
    expect(first.checkoutThirdPartyV2.orders).toHaveLength(1);
    expect(first.checkoutThirdPartyV2.orders[0]?.status).toBe('open');
    expect(again.checkoutThirdPartyV2.orders[0]?.orderNo).toBe(first.checkoutThirdPartyV2.orders[0]?.orderNo);
    const rs = await fx.sql.execute({ sql: 'SELECT stock FROM tp_products WHERE vendor_id = ? AND article_code = ?', args: ['TPV02', article.articleCode] });
    expect(Number(rs.rows[0]?.['stock'])).toBe(article.stock - 2);
  });

  it('refuses more than the stock per line and writes nothing', async () => {
    const { productThirdParties: page } = await fx.gql<Products>(PRODUCTS, { c: US, v: 'TPV03', w: true });
    const article = page.data[0]!;
    const before = await fx.sql.execute('SELECT count(*) AS n FROM tp_orders');
    const out = await fx.gql<{ checkoutThirdPartyV2: { orders: unknown[]; productErrors: { code: string; available: number }[] } }>(CHECKOUT, {
      c: US, s: { vendorId: 'TPV03', shipto: await shipTo(US) }, p: [{ articleCode: article.articleCode, qty: article.stock + 1 }],
    });
    expect(out.checkoutThirdPartyV2.orders).toEqual([]);
    expect(out.checkoutThirdPartyV2.productErrors[0]).toMatchObject({ code: 'stock', available: article.stock });
    const after = await fx.sql.execute('SELECT count(*) AS n FROM tp_orders');
    expect(after.rows[0]?.['n']).toBe(before.rows[0]?.['n']);
  });

  it("refuses another customer's ship-to", async () => {
    const out = await fx.gql<{ checkoutThirdPartyV2: { userErrors: { field: string }[] } }>(CHECKOUT, {
      c: US, s: { vendorId: 'TPV02', shipto: await shipTo(PAYING_DEALER.r3) }, p: [{ articleCode: '02-00001', qty: 1 }],
    });
    expect(out.checkoutThirdPartyV2.userErrors[0]?.field).toBe('shipto');
  });
});

describe('third-party order lines', () => {
  const UPDATE = `mutation($c: String!, $o: String!, $a: String!, $s: String!) { updateStatusOrderItemThirdParty(custCode: $c, orderNo: $o, articleCode: $a, status: $s) { message { status } userErrors { field } } }`;
  type Orders = { orderThirdParties: { data: { orderNo: string; status: string; custThirdParty: { custCode: string }; details: { articleCode: string; status: string }[] }[] } };
  const ORDERS = `query($c: String!) { orderThirdParties(custCode: $c, limit: 50) { data { orderNo status custThirdParty { custCode } details { articleCode status } } } }`;

  it('lets the customer-vendor ship a line of an order placed with it, and nobody else', async () => {
    const { orderThirdParties } = await fx.gql<Orders>(ORDERS, { c: VENDOR });
    const order = orderThirdParties.data.find((o) => o.status === 'open')!;
    expect(order.custThirdParty.custCode).toBe(PAYING_DEALER.r3);
    const line = order.details[0]!;
    const refused = await fx.gql<{ updateStatusOrderItemThirdParty: { message: { status: boolean } } }>(UPDATE, { c: PAYING_DEALER.r3, o: order.orderNo, a: line.articleCode, s: 'shipped' });
    expect(refused.updateStatusOrderItemThirdParty.message.status).toBe(false);
    const done = await fx.gql<{ updateStatusOrderItemThirdParty: { message: { status: boolean } } }>(UPDATE, { c: VENDOR, o: order.orderNo, a: line.articleCode, s: 'shipped' });
    expect(done.updateStatusOrderItemThirdParty.message.status).toBe(true);
    const after = await fx.gql<Orders>(ORDERS, { c: PAYING_DEALER.r3 });
    expect(after.orderThirdParties.data.find((o) => o.orderNo === order.orderNo)?.status).toBe('partially_shipped');
  });
});

describe('click and collect', () => {
  type CcOrders = { clickCollectOrders: { id: string; status: string; details: { id: string; shipment: string | null }[] }[] };
  const LIST = `query($c: String!, $s: [String!]) { clickCollectOrders(custCode: $c, status: $s) { id status details { id shipment } } }`;
  const SHIP = `mutation($c: String!, $o: String!, $s: [ClickCollectShipmentInput!]!) { clickCollectUpdateShipments(custCode: $c, orderId: $o, shipment: $s) { message { status description } } }`;

  it('has every status for a dealer', async () => {
    const { clickCollectOrders } = await fx.gql<CcOrders>(LIST, { c: US });
    expect(new Set(clickCollectOrders.map((o) => o.status)).size).toBe(9);
  });

  it('submits shipments only when every article is chosen, once', async () => {
    const { clickCollectOrders } = await fx.gql<CcOrders>(LIST, { c: US, s: ['need_confirmation'] });
    const order = clickCollectOrders.find((o) => o.details.length >= 2) ?? clickCollectOrders[0]!;
    const partial = await fx.gql<{ clickCollectUpdateShipments: { message: { status: boolean; description: string } } }>(SHIP, { c: US, o: order.id, s: [{ detailId: order.details[0]!.id, shipment: 'ready_to_pickup' }].slice(0, order.details.length - 1) });
    expect(partial.clickCollectUpdateShipments.message).toEqual({ status: false, description: 'All item need to choose (Order To HQ / Ready To Pickup).' });
    const all = order.details.map((d) => ({ detailId: d.id, shipment: 'ready_to_pickup' }));
    const other = await fx.gql<{ clickCollectUpdateShipments: { message: { status: boolean } } }>(SHIP, { c: PAYING_DEALER.r3, o: order.id, s: all });
    expect(other.clickCollectUpdateShipments.message.status).toBe(false);
    const ok = await fx.gql<{ clickCollectUpdateShipments: { message: { status: boolean } } }>(SHIP, { c: US, o: order.id, s: all });
    expect(ok.clickCollectUpdateShipments.message.status).toBe(true);
    const twice = await fx.gql<{ clickCollectUpdateShipments: { message: { status: boolean } } }>(SHIP, { c: US, o: order.id, s: all });
    expect(twice.clickCollectUpdateShipments.message.status).toBe(false);
    const after = await fx.gql<{ clickCollectOrder: { status: string } }>(`query($c: String!, $o: String!) { clickCollectOrder(custCode: $c, orderId: $o) { status } }`, { c: US, o: order.id });
    expect(after.clickCollectOrder.status).toBe('ready_to_pickup');
  });
});
