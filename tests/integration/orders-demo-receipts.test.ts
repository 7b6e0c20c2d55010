// The demo's seeded payment receipts open for their owner and for staff: data preparation writes
// a real file for every receipt the embedded upstream lists (they were rows without files: 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffReceiptType } from '../../src/domain/orders';
import { backfillDemoOrders } from '../../upstream/ledger/demo/backfill-orders';
import { demoReceipts, writeDemoReceiptFiles } from '../../upstream/ledger/demo/receipt-files';
import { json, openOrdersWorld, type OrdersWorld } from './orders-fixture';

interface Payment {
  orderNumber: string;
  docs: { id: string; fileName: string }[];
}

let w: OrdersWorld;
let written = 0;

beforeAll(async () => {
  w = await openOrdersWorld();
  written = await writeDemoReceiptFiles(w.upstream.sql, w.t.services.blob);
}, 120_000);
afterAll(async () => w.close());

/** A seeded receipt of the dealer's own (prepaid) orders. */
async function seededReceipt(headers: Record<string, string>): Promise<{ orderNumber: string; docId: string; fileName: string }> {
  const { data } = await json<{ data: Payment[] }>(await w.t.request('/api/payments', { headers }));
  const payment = data.find((p) => p.docs.length > 0);
  const doc = payment?.docs[0];
  if (!payment || !doc) throw new Error('the demo has no receipt for this dealer');
  return { orderNumber: payment.orderNumber, docId: doc.id, fileName: doc.fileName };
}

describe('seeded payment receipts', () => {
  it('have a file in the blob store for every receipt the upstream lists, and writing again adds none', async () => {
    const receipts = await demoReceipts(w.upstream.sql);
    expect(receipts.length).toBeGreaterThan(0);
    expect(written).toBe(receipts.length);
    for (const receipt of receipts) {
      const object = await w.t.services.blob.get(receipt.fileRef);
      expect(object && sniffReceiptType(object.body)).toBe('application/pdf');
    }
    expect(await writeDemoReceiptFiles(w.upstream.sql, w.t.services.blob)).toBe(0);
  });

  it('open for the dealer who owns them', async () => {
    const dealer = await w.login('dealer.id');
    const { docId, fileName } = await seededReceipt(dealer);
    const view = await w.t.request(`/api/payments/receipts/${docId}`, { headers: dealer });
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(view.headers.get('content-disposition')).toContain(encodeURIComponent(fileName));
    expect(new TextDecoder().decode((await view.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('open for staff from the order list', async () => {
    const { orderNumber, docId } = await seededReceipt(await w.login('dealer.id'));
    const view = await w.t.request(`/api/admin/orders/${orderNumber}/receipts/${docId}`, { headers: await w.login('admin') });
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('application/pdf');
  });

  it('stay closed to another dealer', async () => {
    const { docId } = await seededReceipt(await w.login('dealer.id'));
    expect((await w.t.request(`/api/payments/receipts/${docId}`, { headers: await w.login('dealer.us') })).status).toBe(404);
  });
});

describe('demo data written by an older seed', () => {
  it('gets contract order types and receipt files it can open', async () => {
    const [order] = (await w.upstream.sql.execute("SELECT order_number FROM ledger_orders WHERE order_type = 'OR' LIMIT 1")).rows;
    const [doc] = (await w.upstream.sql.execute('SELECT id, order_number FROM ledger_payment_docs ORDER BY id LIMIT 1')).rows;
    const orderNumber = String(order?.['order_number']);
    const docId = String(doc?.['id']);
    const docOrder = String(doc?.['order_number']);
    await w.upstream.sql.execute({ sql: "UPDATE ledger_orders SET order_type = 'Bike' WHERE order_number = ?", args: [orderNumber] });
    await w.upstream.sql.execute({
      sql: "UPDATE ledger_payment_docs SET file_ref = ?, file_name = 'bukti.jpg' WHERE id = ?",
      args: [`payment-receipts/${docOrder}/${docId}.jpg`, docId],
    });
    await backfillDemoOrders(w.upstream.sql);
    const type = (await w.upstream.sql.execute({ sql: 'SELECT order_type FROM ledger_orders WHERE order_number = ?', args: [orderNumber] })).rows[0];
    expect(type?.['order_type']).toBe('OR');
    const ref = (await w.upstream.sql.execute({ sql: 'SELECT file_ref, file_name FROM ledger_payment_docs WHERE id = ?', args: [docId] })).rows[0];
    expect(ref).toMatchObject({ file_ref: `payment-receipts/${docOrder}/${docId}.pdf`, file_name: 'bukti.pdf' });
  });
});
