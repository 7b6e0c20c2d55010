// Invoicing on delivery in the embedded upstream (decision 0110) and when a pre-season order counts
// against the dealer's open-to-buy (decision 0109): a delivery that ships is invoiced as its order's
// terms say, a scheduled pre-season order leaves the warehouse in time for its month, counts against
// the credit only from then on, and its invoice falls due on the day its dating terms set.
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamDb, type UpstreamDb } from '../../upstream/db/client';
import { creditInformation } from '../../upstream/ledger/credit/credit.repo';
import { addDays } from '../../upstream/ledger/dates';
import { advanceOrders } from '../../upstream/ledger/orders/advance-orders';
import { createOrderFromCheckout, type CheckoutOrderInput } from '../../upstream/ledger/orders/create-order';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

const DEALER = '0001000123';
const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const isoDay = (offsetDays: number) => addDays(today(), offsetDays);

let f: UpstreamFixture;
let db: UpstreamDb;

interface InvoiceRow { invoice_no: string; assignment: string; amount: number; document_date: string; due_date: string; status: string }

function order(overrides: Partial<CheckoutOrderInput> = {}): CheckoutOrderInput {
  return {
    custCode: DEALER, sorg: 'US01', shipToId: 'ST-1', poNumber: 'PO-INVOICE', notes: null, requestDeliveryDate: isoDay(-6), orderType: 'OR',
    now: new Date(Date.now() - 10 * DAY),
    lines: [{ articleCode: 'INV-BIKE-1', qty: 2, unitPrice: 100_000, amount: 200_000, currency: 'USD' }],
    ...overrides,
  };
}

const place = (input: CheckoutOrderInput) => db.transaction((tx) => createOrderFromCheckout(tx, input));

/**
 * The invoices booked on the days an order's deliveries shipped. An invoice names no order, so each
 * order of this file ships on a day of its own.
 */
async function invoicesOf(orderNumber: string): Promise<InvoiceRow[]> {
  const rs = await f.sql.execute({
    sql: `SELECT invoice_no, assignment, amount, document_date, due_date, status FROM ledger_invoices
          WHERE payer_code = ? AND accounting_no LIKE '16%'
            AND document_date IN (SELECT delivery_date FROM ledger_deliveries WHERE order_number = ? AND status = 'shipped')`,
    args: [DEALER, orderNumber],
  });
  return rs.rows.map((r) => ({ ...r })) as unknown as InvoiceRow[];
}

const openDo = async (on = today()) => (await creditInformation(db, DEALER, ['US01'], on))[0]?.openDO ?? 0;
const openInvoice = async (on = today()) => (await creditInformation(db, DEALER, ['US01'], on))[0]?.openInvoice ?? 0;

beforeAll(async () => {
  f = await openUpstreamFixture();
  const file = (await f.sql.execute('PRAGMA database_list')).rows[0]?.['file'];
  db = createUpstreamDb(createClient({ url: `file:${String(file)}`, timeout: 5_000 }));
});
afterAll(async () => f.close());

describe('a delivery is invoiced when it ships', () => {
  it('bills an order on a credit term its delivered value, due its net days after delivery', async () => {
    const created = await place(order({ paymentTerm: 'N030' }));
    await advanceOrders(db, new Date(), DEALER);
    const [invoice, ...more] = await invoicesOf(created.orderNumber);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ amount: 200_000, document_date: isoDay(-6), due_date: isoDay(24), status: 'open' });
    expect(invoice?.assignment).toBe(invoice?.invoice_no);
  });

  it('bills cash on delivery due on the day, and books nothing for prepaid orders or orders without a term', async () => {
    const cod = await place(order({ paymentTerm: 'COD', requestDeliveryDate: isoDay(-7), now: new Date(Date.now() - 11 * DAY) }));
    const prepaid = await place(order({ paymentTerm: 'PREP', prepaid: false, requestDeliveryDate: isoDay(-8), now: new Date(Date.now() - 12 * DAY) }));
    const none = await place(order({ requestDeliveryDate: isoDay(-9), now: new Date(Date.now() - 13 * DAY) }));
    await advanceOrders(db, new Date(), DEALER);
    expect((await invoicesOf(cod.orderNumber)).map((i) => i.due_date)).toEqual([isoDay(-7)]);
    expect(await invoicesOf(prepaid.orderNumber)).toEqual([]);
    expect(await invoicesOf(none.orderNumber)).toEqual([]);
  });
});

describe('a pre-season order', () => {
  // Far enough ahead that every order the dealer already has is delivered long before.
  const month = isoDay(150).slice(0, 7);
  const delivery = `${month}-01`;
  const due = addDays(delivery, 90);

  it('counts against the credit from the day it leaves the warehouse, and is invoiced on delivery with its dating terms', async () => {
    const settled = isoDay(60);
    await advanceOrders(db, new Date(Date.parse(`${settled}T12:00:00Z`)), DEALER);
    const [doBefore, arBefore] = [await openDo(settled), await openInvoice(settled)];
    const { placeScheduledOrder } = await f.gql<{ placeScheduledOrder: { orders: { orderNumber: string; amount: number }[] } }>(
      `mutation P($l: [ScheduledOrderLineInput!]!) { placeScheduledOrder(custCode: "${DEALER}", sorg: "US01", requestDeliveryDate: "${delivery}", invoiceDueDate: "${due}",
        poNumber: "PRE-T-${month}", lines: $l, idempotencyKey: "invoice-test-${month}") { orders { orderNumber amount } } }`,
      { l: [{ article_code: await anyArticle(), qty: 2 }] },
    );
    const placed = placeScheduledOrder.orders[0]!;
    expect(placed.amount).toBeGreaterThan(0);
    // Placed months ahead: the open-to-buy is the same as before.
    expect(await openDo(settled)).toBe(doBefore);

    const read = await f.gql<{ openOrderV4: { orders: { orderNumber: string; orderType: string; invoiceDueDate: { date: string } | null }[] }[] }>(
      `query { openOrderV4(custCode: "${DEALER}") { orders { orderNumber orderType invoiceDueDate { date } } } }`);
    expect(read.openOrderV4.flatMap((c) => c.orders).find((o) => o.orderNumber === placed.orderNumber)).toEqual({ orderNumber: placed.orderNumber, orderType: 'PRE', invoiceDueDate: { date: due } });

    // A month before delivery nothing has left the warehouse yet.
    await advanceOrders(db, new Date(Date.parse(`${addDays(delivery, -30)}T12:00:00Z`)), DEALER);
    expect(await openDo(addDays(delivery, -30))).toBe(doBefore);
    // Two days before: picked and on its way, so it counts.
    await advanceOrders(db, new Date(Date.parse(`${addDays(delivery, -2)}T12:00:00Z`)), DEALER);
    expect(await openDo(addDays(delivery, -2))).toBe(doBefore + placed.amount);
    // Delivered: no longer open, invoiced instead, due on the dating terms' day.
    await advanceOrders(db, new Date(Date.parse(`${delivery}T12:00:00Z`)), DEALER);
    expect(await openDo(delivery)).toBe(doBefore);
    expect(await invoicesOf(placed.orderNumber)).toEqual([expect.objectContaining({ amount: placed.amount, document_date: delivery, due_date: due })]);
    expect(await openInvoice(delivery)).toBe(arBefore + placed.amount);
  });
});

async function anyArticle(): Promise<string> {
  const { products } = await f.gql<{ products: { data: { article_code: string; price: { dealer: number } | null }[] } }>(
    `query { products(custCode: "${DEALER}", sorg: "US01", page: 1, limit: 20) { data { article_code price { dealer } } } }`);
  const found = products.data.find((p) => p.price);
  if (!found) throw new Error('no priced article');
  return found.article_code;
}
