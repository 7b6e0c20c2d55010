// Orders in the embedded upstream's ledger: checkout orders become open orders, deliveries and
// shipped history as time passes; prepaid orders' payments are approved or voided exactly once.
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamDb, type UpstreamDb } from '../../upstream/db/client';
import { approvePayment, voidPayment } from '../../upstream/ledger/orders/order-payments';
import { createOrderFromCheckout, type CheckoutOrderInput } from '../../upstream/ledger/orders/create-order';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

interface OpenOrders {
  openOrderV4: {
    company: { code: string };
    orders: { orderNumber: string; soNumber: string; qty: number; price: number; lines: { articleCode: string; status: string; openQty: number }[] }[];
    deliveries: { doNumber: string; status: string; detail: { orderNo: string }[] }[];
  }[];
}
interface Delivery {
  doNumber: string;
  trackingNo: string | null;
  deliveryDate: { date: string } | null;
  detail: { orderNo: string; orderQty: number; price: number }[];
}
interface Outcome {
  message: { status: boolean; description: string | null };
}

const DEALER = '0001000123';
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const OPEN_ORDERS = `query O($c: String!) { openOrderV4(custCode: $c) { company { code } orders { orderNumber soNumber qty price lines { articleCode status openQty } }
  deliveries { doNumber status detail { orderNo } } } }`;
const DELIVERY = 'doNumber trackingNo deliveryDate { date } detail { orderNo orderQty price }';

let f: UpstreamFixture;
let db: UpstreamDb;

function order(overrides: Partial<CheckoutOrderInput> = {}): CheckoutOrderInput {
  return {
    custCode: DEALER, sorg: 'US01', shipToId: 'ST-1', poNumber: 'PO-7781', notes: null, requestDeliveryDate: isoDay(5), orderType: 'OR',
    lines: [
      { articleCode: 'TEST-BIKE-1', qty: 2, unitPrice: 125000, amount: 250000, currency: 'USD' },
      { articleCode: 'TEST-TUBE-1', qty: 10, unitPrice: 650, amount: 6500, currency: 'USD' },
    ],
    ...overrides,
  };
}

const place = (input: CheckoutOrderInput) => db.transaction((tx) => createOrderFromCheckout(tx, input));
const openOrders = () => f.gql<OpenOrders>(OPEN_ORDERS, { c: DEALER }).then((r) => r.openOrderV4.flatMap((c) => c.orders));
const mutate = (name: string, orderNumber: string) =>
  f.gql<Record<string, Outcome>>(`mutation { ${name}(orderNumber: "${orderNumber}") { message { status description } } }`).then((r) => r[name] as Outcome);

/** Another client on the upstream's database file, as a second process would have. */
async function secondConnection(): Promise<UpstreamDb> {
  const file = (await f.sql.execute('PRAGMA database_list')).rows[0]?.['file'];
  return createUpstreamDb(createClient({ url: `file:${String(file)}`, timeout: 5_000 }));
}

beforeAll(async () => {
  f = await openUpstreamFixture();
  db = await secondConnection();
});
afterAll(async () => {
  await f.close();
});

describe('orders from checkout over simulated time', () => {
  it('shows an order placed today as an open order with open lines and no delivery yet', async () => {
    const created = await place(order());
    expect(created.orderNumber).toMatch(/^B2B\d{8}$/);
    const found = (await openOrders()).find((o) => o.orderNumber === created.orderNumber);
    expect(found).toMatchObject({ soNumber: created.soNumber, qty: 12, price: 256500 });
    expect(found?.lines.map((l) => [l.articleCode, l.status, l.openQty])).toEqual([
      ['TEST-BIKE-1', 'open', 2],
      ['TEST-TUBE-1', 'open', 10],
    ]);
  });

  it('gives an order placed two days ago a delivery order that is on its way', async () => {
    const created = await place(order({ now: new Date(Date.now() - 2 * DAY), requestDeliveryDate: isoDay(4) }));
    const companies = (await f.gql<OpenOrders>(OPEN_ORDERS, { c: DEALER })).openOrderV4;
    const delivery = companies.flatMap((c) => c.deliveries).find((d) => d.detail.some((x) => x.orderNo === created.orderNumber));
    expect(delivery?.status).toBe('open');
    const upcoming = await f.gql<{ openDeliveryV4: Delivery[] }>(`query { openDeliveryV4(custCode: "${DEALER}", from: "${isoDay(0)}", to: "${isoDay(10)}") { ${DELIVERY} } }`);
    expect(upcoming.openDeliveryV4.map((d) => d.doNumber)).toContain(delivery?.doNumber);
  });

  it('ships an older order with a tracking number and moves it out of the open orders', async () => {
    const created = await place(order({ now: new Date(Date.now() - 20 * DAY), requestDeliveryDate: isoDay(-17) }));
    const shipped = await f.gql<{ shippedOrders: Delivery[] }>(`query { shippedOrders(custCode: "${DEALER}", from: "${isoDay(-17)}", to: "${isoDay(-15)}") { ${DELIVERY} } }`);
    const mine = shipped.shippedOrders.find((d) => d.detail.some((x) => x.orderNo === created.orderNumber));
    expect(mine?.trackingNo).toMatch(/^1Z\d{10}$/);
    expect(mine?.deliveryDate?.date).toBe(isoDay(-16));
    expect(mine?.detail.map((x) => [x.orderQty, x.price])).toEqual([[2, 250000], [10, 6500]]);
    expect((await openOrders()).some((o) => o.orderNumber === created.orderNumber)).toBe(false);
    const before = await f.gql<{ shippedOrders: Delivery[] }>(`query { shippedOrders(custCode: "${DEALER}", from: "${isoDay(-14)}", to: "${isoDay(0)}") { ${DELIVERY} } }`);
    expect(before.shippedOrders.some((d) => d.doNumber === mine?.doNumber)).toBe(false);
    const list = await f.gql<{ orders: { data: { orderNumber: string; status: { code: string } }[] } }>(
      `query { orders(filter: { custCode: "${DEALER}", search: "${created.orderNumber}" }) { data { orderNumber status { code } } } }`,
    );
    expect(list.orders.data).toEqual([{ orderNumber: created.orderNumber, status: { code: 'complete' } }]);
  });
});

describe('prepaid order payments', () => {
  const prepaid = () => place(order({ sorg: 'ID01', custCode: '0003000789', paymentId: 'ID01-BT-BCA', lines: [{ articleCode: 'TEST-ID', qty: 1, unitPrice: 8_500_000, amount: 8_500_000, currency: 'IDR' }] }));

  it('holds a bank-transfer order as pending until its payment is approved', async () => {
    const created = await prepaid();
    const list = await f.gql<{ orders: { data: { status: { code: string; pendingB2B: boolean }; payment: { paymentStatus: string } | null }[] } }>(
      `query { orders(filter: { search: "${created.orderNumber}" }, withPayment: true) { data { status { code pendingB2B } payment { paymentStatus } } } }`,
    );
    expect(list.orders.data[0]).toEqual({ status: { code: 'pending', pendingB2B: true }, payment: { paymentStatus: 'waiting' } });
  });

  it('lets only one of two concurrent approvals succeed, and then refuses a void', async () => {
    const created = await prepaid();
    const results = await Promise.all([mutate('approvePayment', created.orderNumber), mutate('approvePayment', created.orderNumber)]);
    expect(results.map((r) => r.message.status).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.message.status)?.message.description).toBe('Fail to approve payment');
    expect((await mutate('voidPayment', created.orderNumber)).message).toEqual({ status: false, description: 'Fail to void payment and order' });
  });

  it('lets exactly one of an approval and a void racing each other win', async () => {
    const created = await prepaid();
    const results = await Promise.all([mutate('voidPayment', created.orderNumber), mutate('approvePayment', created.orderNumber)]);
    expect(results.filter((r) => r.message.status)).toHaveLength(1);
  });

  it('refuses a second approval even when called directly, outside the upstream’s writer queue', async () => {
    const created = await prepaid();
    expect((await approvePayment(db, created.orderNumber, new Date())).message.status).toBe(true);
    expect((await approvePayment(db, created.orderNumber, new Date())).message).toEqual({ status: false, description: 'Fail to approve payment' });
    expect((await voidPayment(db, created.orderNumber, new Date())).message.status).toBe(false);
  });

  it('voids the payment and the order, after which approval fails', async () => {
    const created = await prepaid();
    expect((await mutate('voidPayment', created.orderNumber)).message.status).toBe(true);
    expect((await mutate('approvePayment', created.orderNumber)).message.status).toBe(false);
    const list = await f.gql<{ orders: { data: { status: { code: string } }[] } }>(`query { orders(filter: { search: "${created.orderNumber}" }) { data { status { code } } } }`);
    expect(list.orders.data[0]?.status.code).toBe('void');
  });

  it('accepts receipts up to the maximum and refuses one more', async () => {
    const created = await prepaid();
    const upload = (n: number) =>
      f.gql<{ uploadPayment: { doc: { id: string } | null; userErrors: { message: string }[] } }>(
        `mutation { uploadPayment(orderNumber: "${created.orderNumber}", file: "receipts/${n}.jpg") { doc { id } userErrors { message } } }`,
      ).then((r) => r.uploadPayment);
    const docs = [await upload(1), await upload(2), await upload(3)];
    expect(docs.every((d) => d.doc !== null)).toBe(true);
    expect((await upload(4)).userErrors[0]?.message).toBe('Max items of 3 exceeded');
    const removed = await f.gql<{ deletePaymentDoc: Outcome }>(`mutation { deletePaymentDoc(id: "${docs[0]?.doc?.id}") { message { status } } }`);
    expect(removed.deletePaymentDoc.message.status).toBe(true);
    expect((await upload(5)).doc).not.toBeNull();
  });
});
