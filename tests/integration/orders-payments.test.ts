// Order payments API: receipts checked by content and counted against the maximum, staff approve
// and void exactly once under races, and nobody touches another dealer's payment.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, openOrdersWorld, type OrdersWorld } from './orders-fixture';

interface Envelope {
  error: { code: string; message: string; messageKey: string };
}
interface Payment {
  orderNumber: string;
  paymentStatus: string;
  maxDocs: number;
  docs: { id: string; fileName: string }[];
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

let w: OrdersWorld;
let dealer: Record<string, string>;
let otherDealer: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  w = await openOrdersWorld();
  dealer = await w.login('dealer.us');
  otherDealer = await w.login('dealer.de');
  staff = await w.login('admin');
}, 120_000);
afterAll(async () => w.close());

async function prepaidOrder(): Promise<string> {
  const created = await w.place({ paymentId: await w.bankTransferId('US01') });
  return created.orderNumber;
}

function upload(orderNumber: string, bytes: Uint8Array, name: string, headers = dealer, type = 'application/octet-stream') {
  const form = new FormData();
  form.set('file', new File([bytes.slice()], name, { type }));
  return w.t.request(`/api/payments/${orderNumber}/receipts`, { method: 'POST', body: form, headers });
}

async function payment(orderNumber: string, headers = dealer): Promise<Payment | undefined> {
  const { data } = await json<{ data: Payment[] }>(await w.t.request('/api/payments', { headers }));
  return data.find((p) => p.orderNumber === orderNumber);
}

const post = (path: string, headers: Record<string, string>) => w.t.request(path, { method: 'POST', headers });
const blobCount = () => {
  try {
    return readdirSync(join(w.t.dir, 'blobs'), { recursive: true }).filter((name) => String(name).includes('.')).length;
  } catch {
    return 0;
  }
};

describe('GET /api/payments', () => {
  it('lists a new prepaid order as waiting with room for its receipts', async () => {
    const orderNumber = await prepaidOrder();
    expect(await payment(orderNumber)).toMatchObject({ paymentStatus: 'waiting', maxDocs: 3, docs: [] });
    expect(await payment(orderNumber, otherDealer)).toBeUndefined();
  });
});

describe('receipts', () => {
  it('stores a PNG receipt, marks the payment uploaded and serves the same bytes back', async () => {
    const orderNumber = await prepaidOrder();
    const response = await upload(orderNumber, PNG, 'transfer.png');
    expect(response.status).toBe(201);
    const stored = await payment(orderNumber);
    expect(stored?.paymentStatus).toBe('uploaded');
    const doc = stored?.docs[0];
    const view = await w.t.request(`/api/payments/receipts/${doc?.id ?? ''}`, { headers: dealer });
    expect(view.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await view.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a renamed executable whatever its name and declared type, and stores nothing', async () => {
    const orderNumber = await prepaidOrder();
    const before = blobCount();
    const response = await upload(orderNumber, EXE, 'receipt.pdf', dealer, 'application/pdf');
    expect(response.status).toBe(415);
    expect((await json<Envelope>(response)).error.messageKey).toBe('orders.error.receipt_type');
    expect(blobCount()).toBe(before);
    expect((await payment(orderNumber))?.docs).toEqual([]);
  });

  it('refuses a receipt past the maximum until an existing one is deleted', async () => {
    const orderNumber = await prepaidOrder();
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) expect((await upload(orderNumber, PDF, name)).status).toBe(201);
    const refused = await upload(orderNumber, PDF, 'd.pdf');
    expect(refused.status).toBe(409);
    expect((await json<Envelope>(refused)).error.message).toBe('Max items of 3 exceeded, delete an existing one to upload new');
    const first = (await payment(orderNumber))?.docs[0];
    const deleted = await w.t.request(`/api/payments/receipts/${first?.id ?? ''}`, { method: 'DELETE', headers: dealer });
    expect(deleted.status).toBe(200);
    expect((await upload(orderNumber, PDF, 'd.pdf')).status).toBe(201);
    expect((await payment(orderNumber))?.docs.map((d) => d.fileName)).toEqual(['b.pdf', 'c.pdf', 'd.pdf']);
  });

  it("does not let another dealer upload to, view or delete this dealer's receipts", async () => {
    const orderNumber = await prepaidOrder();
    expect((await upload(orderNumber, PDF, 'x.pdf', otherDealer)).status).toBe(404);
    await upload(orderNumber, PDF, 'mine.pdf');
    const doc = (await payment(orderNumber))?.docs[0];
    expect((await w.t.request(`/api/payments/receipts/${doc?.id ?? ''}`, { headers: otherDealer })).status).toBe(404);
    expect((await w.t.request(`/api/payments/receipts/${doc?.id ?? ''}`, { method: 'DELETE', headers: otherDealer })).status).toBe(404);
    expect((await payment(orderNumber))?.docs).toHaveLength(1);
  });
});

describe('approve and void', () => {
  it('refuses dealers: only staff (page.orderlist) approve', async () => {
    const orderNumber = await prepaidOrder();
    const response = await post(`/api/admin/orders/${orderNumber}/approve-payment`, dealer);
    expect(response.status).toBe(403);
    expect((await json<Envelope>(response)).error.code).toBe('SCOPE_MISSING');
  });

  it('lets staff open the receipt they are about to approve', async () => {
    const orderNumber = await prepaidOrder();
    await upload(orderNumber, PDF, 'check-me.pdf');
    const doc = (await payment(orderNumber))?.docs[0];
    const view = await w.t.request(`/api/admin/orders/${orderNumber}/receipts/${doc?.id ?? ''}`, { headers: staff });
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await view.arrayBuffer())).toEqual(PDF);
  });

  it('approves once when two approvals race; the other gets "Fail to approve payment"', async () => {
    const orderNumber = await prepaidOrder();
    await upload(orderNumber, PDF, 'r.pdf');
    const results = await Promise.all([post(`/api/admin/orders/${orderNumber}/approve-payment`, staff), post(`/api/admin/orders/${orderNumber}/approve-payment`, staff)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect((await json<Envelope>(loser ?? new Response('{}'))).error.message).toBe('Fail to approve payment');
    expect((await payment(orderNumber))?.paymentStatus).toBe('completed');
  });

  it('lets exactly one of a racing approve and void through and leaves a consistent state', async () => {
    const orderNumber = await prepaidOrder();
    const [approved, voided] = await Promise.all([post(`/api/admin/orders/${orderNumber}/approve-payment`, staff), post(`/api/admin/orders/${orderNumber}/void-payment`, staff)]);
    expect([approved.status, voided.status].sort()).toEqual([200, 409]);
    const final = (await payment(orderNumber))?.paymentStatus;
    expect(final).toBe(approved.status === 200 ? 'completed' : 'voided');
    const loser = approved.status === 409 ? approved : voided;
    const expected = approved.status === 409 ? 'Fail to approve payment' : 'Fail to void payment and order';
    expect((await json<Envelope>(loser)).error.message).toBe(expected);
  });

  it('closes receipts once the payment is voided', async () => {
    const orderNumber = await prepaidOrder();
    expect((await post(`/api/admin/orders/${orderNumber}/void-payment`, staff)).status).toBe(200);
    const response = await upload(orderNumber, PDF, 'late.pdf');
    expect(response.status).toBe(409);
    expect((await json<Envelope>(response)).error.code).toBe('PAYMENT_CLOSED');
  });
});
