// The open-to-buy a dealer sees (header, customer card, GET /api/credit) is fresh right after the
// portal's own writes that move it: the credit cache is forgotten by the checkout and by staff
// approving or voiding a payment (decision 0018). It used to stay for 20 s.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCredit } from '../../src/server/shell/shell.reads';
import { ProductsDocument, ShiptoV2Document } from '../../src/server/upstream/generated';
import { jsonRequest } from '../support/app';
import { json, openOrdersWorld, US_DEALER, type OrdersWorld } from './orders-fixture';

interface Credit {
  company: { code: string };
  balance: number;
  openDO: number;
  openInvoice: number;
}
interface OpenRow {
  id: string;
  invoiceNo: string;
  status: string;
  amount: number;
  dueDate: string;
}

let w: OrdersWorld;
let dealer: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  w = await openOrdersWorld();
  dealer = await w.login('dealer.us');
  staff = await w.login('admin');
}, 120_000);
afterAll(async () => w.close());

const usCredit = async (): Promise<Credit> => {
  const response = await w.t.request('/api/credit?company=US01', { headers: dealer });
  expect(response.status).toBe(200);
  const [row] = (await json<{ data: Credit[] }>(response)).data;
  if (!row) throw new Error('no US01 credit');
  return row;
};

describe('credit after a write through the portal', () => {
  it('counts an order placed at the checkout at once', async () => {
    const { products } = await w.t.services.upstream.request(ProductsDocument, { custCode: US_DEALER, sorg: 'US01', filter: { hasStock: true }, page: 1, limit: 50 });
    const product = products.data.find((p) => p.price && p.stock.available >= 2);
    const { shiptoV2 } = await w.t.services.upstream.request(ShiptoV2Document, { custCode: US_DEALER });
    if (!product?.price || !shiptoV2[0]) throw new Error('demo data lacks an orderable product or a ship-to');
    expect((await w.t.request('/api/cart/lines', jsonRequest('PUT', { lines: [{ articleCode: product.article_code, sorg: 'US01', qty: 2 }] }, dealer))).status).toBe(200);

    const before = await usCredit();
    const placed = await w.t.request('/api/checkout', jsonRequest('POST', { shipto: shiptoV2[0].id, paymentId: 'N030' }, { ...dealer, 'idempotency-key': randomUUID() }));
    expect(placed.status).toBe(201);
    const after = await usCredit();
    expect(after.openDO).toBeGreaterThan(before.openDO);
    expect(after.balance).toBe(before.balance - (after.openDO - before.openDO));
  });

  it('counts an invoice paid by card at once', async () => {
    const invoices = await w.t.request('/api/invoices/open?company=US01', { headers: dealer });
    const rows = (await json<{ data: { rows: OpenRow[] }[] }>(invoices)).data.flatMap((c) => c.rows);
    const [oldest] = rows.filter((r) => r.status === 'Open' && r.amount > 0).toSorted((a, b) => a.dueDate.localeCompare(b.dueDate));
    const methods = await json<{ data: { id: string; type: string }[] }>(await w.t.request('/api/invoice-payments/methods?company=US01', { headers: dealer }));
    const card = methods.data.find((m) => m.type.startsWith('Credit Card'));
    if (!oldest || !card) throw new Error('demo data lacks an open US01 invoice or a card method');

    const before = await usCredit();
    const information = { kind: 'Credit Card', creditCardType: 'Visa', creditCardNumber: '4242424242424242', expiredMonth: '12', expiredYear: '2099', securityCode: '123' };
    const body = { company: 'US01', invoices: [{ id: oldest.id, invoiceNo: oldest.invoiceNo }], paymentId: card.id, termsAccepted: true, information };
    const paid = await w.t.request('/api/invoice-payments', jsonRequest('POST', body, { ...dealer, 'idempotency-key': `credit-fresh-${randomUUID()}` }));
    expect(paid.status).toBe(201);
    const after = await usCredit();
    expect(before.openInvoice - after.openInvoice).toBe(oldest.amount);
  });

  it("counts staff voiding a prepaid order's payment at once", async () => {
    // Written straight into the upstream (as the ERP would): the portal learns of it once its cache is cold.
    const order = await w.place({ paymentId: await w.bankTransferId('US01') });
    await forgetCredit(w.t.services.cache, US_DEALER);
    const before = await usCredit();
    const voided = await w.t.request(`/api/admin/orders/${order.orderNumber}/void-payment`, { method: 'POST', headers: staff });
    expect(voided.status).toBe(200);
    const after = await usCredit();
    expect(before.openDO - after.openDO).toBe(256_500);
  });
});
