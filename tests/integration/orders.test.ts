// Orders API against the embedded upstream: open orders, deliveries, shipped history, backorders,
// order detail, the .xlsx export and the staff order list — always only the acting customer's.
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay, json, openOrdersWorld, US_DEALER, type OrdersWorld } from './orders-fixture';

interface Envelope {
  error: { code: string; messageKey: string; issues?: { path: string; message: string }[] };
}
interface OpenView {
  data: {
    company: { code: string } | null;
    companies: { code: string }[];
    orders: { rows: { orderNumber: string; soNumber: string; lines: { status: string }[] }[]; total: number; size: number; pageCount: number };
    deliveries: { doNumber: string; detail: { orderNo: string }[] }[];
  };
}
interface Delivery {
  doNumber: string;
  trackingNo: string | null;
  detail: { orderNo: string; orderQty: number; price: number }[];
}

let w: OrdersWorld;
let dealer: Record<string, string>;
let otherDealer: Record<string, string>;

beforeAll(async () => {
  w = await openOrdersWorld();
  dealer = await w.login('dealer.us');
  otherDealer = await w.login('dealer.de');
}, 120_000);
afterAll(async () => w.close());

const get = (path: string, headers: Record<string, string>) => w.t.request(path, { headers });

describe('GET /api/orders/open', () => {
  it('finds an order placed today by its number, with its open lines', async () => {
    const created = await w.place({ poNumber: 'PO-FIND-ME' });
    const body = await json<OpenView>(await get(`/api/orders/open?company=US01&search=${created.orderNumber}`, dealer));
    expect(body.data.company?.code).toBe('US01');
    expect(body.data.orders.rows.map((o) => o.orderNumber)).toEqual([created.orderNumber]);
    expect(body.data.orders.rows[0]?.lines.map((l) => l.status)).toEqual(['open', 'open']);
  });

  it('finds an order placed after the list was last read when it is searched for', async () => {
    await get('/api/orders/open', dealer);
    const created = await w.place({ poNumber: 'PO-JUST-NOW' });
    const body = await json<OpenView>(await get('/api/orders/open?search=PO-JUST-NOW', dealer));
    expect(body.data.orders.rows.map((o) => o.orderNumber)).toEqual([created.orderNumber]);
  });

  it('searches SO, order and PO numbers, not the order type code', async () => {
    const created = await w.place({ poNumber: 'PO-ZX-7731', orderType: 'OR' });
    const byType = await json<OpenView>(await get('/api/orders/open?company=US01&search=OR&size=20', dealer));
    expect(byType.data.orders.rows.map((o) => o.orderNumber)).not.toContain(created.orderNumber);
    for (const term of [created.soNumber, created.orderNumber.toLowerCase(), 'zx-7731']) {
      const found = await json<OpenView>(await get(`/api/orders/open?company=US01&search=${term}`, dealer));
      expect(found.data.orders.rows.map((o) => o.orderNumber)).toEqual([created.orderNumber]);
    }
  });

  it('shows an order placed after the list was last read without any search', async () => {
    await get('/api/orders/open?size=20', dealer);
    const created = await w.place({ poNumber: 'PO-NO-SEARCH', requestDeliveryDate: isoDay(1) });
    const body = await json<OpenView>(await get('/api/orders/open?company=US01&size=20', dealer));
    const all = [...body.data.orders.rows.map((o) => o.orderNumber)];
    for (let page = 2; page <= body.data.orders.pageCount; page += 1) {
      const next = await json<OpenView>(await get(`/api/orders/open?company=US01&size=20&page=${page}`, dealer));
      all.push(...next.data.orders.rows.map((o) => o.orderNumber));
    }
    expect(all).toContain(created.orderNumber);
  });

  it('pages 10 or 20 orders and refuses other page sizes', async () => {
    const ten = await json<OpenView>(await get('/api/orders/open?size=10', dealer));
    expect(ten.data.orders.rows.length).toBe(Math.min(10, ten.data.orders.total));
    const twenty = await json<OpenView>(await get('/api/orders/open?size=20', dealer));
    expect(twenty.data.orders.rows.length).toBe(Math.min(20, twenty.data.orders.total));
    expect((await get('/api/orders/open?size=15', dealer)).status).toBe(400);
  });

  it("never shows another dealer's order, whatever is searched", async () => {
    const created = await w.place({ poNumber: 'PO-NOT-YOURS' });
    const body = await json<OpenView>(await get(`/api/orders/open?search=${created.orderNumber}`, otherDealer));
    expect(body.data.orders.rows).toEqual([]);
  });

  it('refuses a customer code that is not the acting customer', async () => {
    const response = await get(`/api/orders/open?custCode=${US_DEALER}`, otherDealer);
    expect(response.status).toBe(403);
    expect((await json<Envelope>(response)).error.code).toBe('CUSTOMER_NOT_YOURS');
  });
});

describe('GET /api/orders/:orderNumber', () => {
  it('gives the lines, status and deliveries of an own order', async () => {
    const created = await w.place({ now: new Date(Date.now() - 2 * 86_400_000), requestDeliveryDate: isoDay(4) });
    const response = await get(`/api/orders/${created.orderNumber}`, dealer);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: { order: { lines: unknown[] }; status: { status: { code: string } }; deliveries: Delivery[] } }>(response);
    expect(data.order.lines).toHaveLength(2);
    expect(data.status.status.code).toBeTypeOf('string');
    expect(data.deliveries.flatMap((d) => d.detail.map((l) => l.orderNo))).toContain(created.orderNumber);
  });

  it("answers 404 for another dealer's order number", async () => {
    const created = await w.place();
    const response = await get(`/api/orders/${created.orderNumber}`, otherDealer);
    expect(response.status).toBe(404);
    expect((await json<Envelope>(response)).error.messageKey).toBe('orders.error.order_not_found');
  });
});

describe('GET /api/orders/shipped', () => {
  it('lists a delivery shipped in the range with tracking number, delivered quantities and line prices', async () => {
    const created = await w.place({ now: new Date(Date.now() - 9 * 86_400_000), requestDeliveryDate: isoDay(-5) });
    const response = await get(`/api/orders/shipped?from=${isoDay(-30)}&to=${isoDay(0)}`, dealer);
    expect(response.status).toBe(200);
    const mine = (await json<{ data: Delivery[] }>(response)).data.filter((d) => d.detail.some((l) => l.orderNo === created.orderNumber));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]?.trackingNo).toMatch(/\S/);
    expect(mine.flatMap((d) => d.detail).map((l) => [l.orderQty, l.price])).toEqual(expect.arrayContaining([[2, 250000], [10, 6500]]));
  });

  it('refuses a range over 30 days', async () => {
    const response = await get(`/api/orders/shipped?from=${isoDay(-31)}&to=${isoDay(0)}`, dealer);
    expect(response.status).toBe(400);
    expect((await json<Envelope>(response)).error.issues).toEqual([{ path: 'to', message: 'validation.range_max_30_days', text: 'The date range can be at most 30 days' }]);
  });

  it('says "From can not be bigger than To" (validation.from_to) when from is after to', async () => {
    const response = await get(`/api/orders/shipped?from=${isoDay(0)}&to=${isoDay(-1)}`, dealer);
    expect((await json<Envelope>(response)).error.issues).toEqual([{ path: 'from', message: 'validation.from_to', text: 'From can not be bigger than To' }]);
  });
});

describe('GET /api/orders/backorders', () => {
  it('lists only backordered lines of the customer, earliest expected arrival first', async () => {
    const { data } = await json<{ data: { orderNumber: string; expectedArrival: string | null }[] }>(await get('/api/orders/backorders', dealer));
    const dated = data.map((l) => l.expectedArrival).filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort());
    const open = await json<OpenView>(await get('/api/orders/open?size=20', dealer));
    const own = new Set(open.data.orders.rows.map((o) => o.orderNumber));
    const others = await json<{ data: { orderNumber: string }[] }>(await get('/api/orders/backorders', otherDealer));
    expect(others.data.some((l) => own.has(l.orderNumber))).toBe(false);
  });
});

describe('GET /api/reports/open-orders/download', () => {
  it('downloads a real spreadsheet named "List Open Order DD-MM-YYYY" with one row per open line', async () => {
    const created = await w.place({ poNumber: 'PO-EXPORT' });
    const response = await get('/api/reports/open-orders/download?locale=en-us', dealer);
    expect(response.status).toBe(200);
    const now = new Date();
    const date = `${String(now.getUTCDate()).padStart(2, '0')}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${now.getUTCFullYear()}`;
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent(`List Open Order ${date}.xlsx`));
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    const text = sheet + strings;
    expect(text).toContain(created.orderNumber);
    expect(text).toContain('PO-EXPORT');
    expect(text).toContain('TEST-TUBE-1');
    expect(text).toContain('Open quantity');
  });

  it('answers 404 for an unknown report', async () => {
    const response = await get('/api/reports/everything/download', dealer);
    expect(response.status).toBe(404);
    expect((await json<Envelope>(response)).error.code).toBe('REPORT_NOT_FOUND');
  });
});

describe('GET /api/admin/orders', () => {
  it('refuses dealers (page.orderlist)', async () => {
    expect((await get('/api/admin/orders', dealer)).status).toBe(403);
  });

  it('lists orders by status with the pendingB2B flag for head office', async () => {
    const admin = await w.login('admin');
    const response = await get('/api/admin/orders?status=pending&size=50', admin);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: { status: { code: string; pendingB2B: boolean } }[] }>(response);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((o) => o.status.code === 'pending')).toBe(true);
  });

  it('asks a sales rep without a selected customer to choose one', async () => {
    const rep = await w.login('sales.rep');
    expect((await get('/api/admin/orders', rep)).status).toBe(409);
  });
});

describe('POST /api/admin/orders/stock-confirmations', () => {
  async function pendingStockOrder(): Promise<string> {
    const created = await w.place();
    await w.upstream.sql.execute({ sql: "update ledger_orders set status = 'pending', pending_b2b = 1 where order_number = ?", args: [created.orderNumber] });
    return created.orderNumber;
  }
  const confirm = (headers: Record<string, string>, body: unknown) =>
    w.t.request('/api/admin/orders/stock-confirmations', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('confirms a pending stock order with a new requested delivery date, once', async () => {
    const orderNumber = await pendingStockOrder();
    const admin = await w.login('admin');
    const date = isoDay(14);
    expect((await confirm(admin, { orders: [orderNumber], reqDeliveryDate: date })).status).toBe(200);
    const { data } = await json<{ data: { orderNumber: string; status: { code: string; pendingB2B: boolean }; requestDeliveryDate: { date: string } }[] }>(
      await get(`/api/admin/orders?search=${orderNumber}`, admin),
    );
    expect(data.find((o) => o.orderNumber === orderNumber)).toMatchObject({ status: { code: 'on processing', pendingB2B: false }, requestDeliveryDate: { date } });
    const again = await confirm(admin, { orders: [orderNumber] });
    expect(again.status).toBe(409);
    expect((await json<Envelope>(again)).error.messageKey).toBe('order_list.none_confirmed');
  });

  it('refuses dealers and validates the order numbers', async () => {
    const orderNumber = await pendingStockOrder();
    expect((await confirm(dealer, { orders: [orderNumber] })).status).toBe(403);
    const admin = await w.login('admin');
    expect((await confirm(admin, { orders: [] })).status).toBe(400);
    expect((await confirm(admin, { orders: ["x' or 1=1 --"] })).status).toBe(400);
  });
});
