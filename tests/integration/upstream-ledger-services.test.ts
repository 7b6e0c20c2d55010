// The remaining ledger calls: companies, payment methods, saved payments, invoice e-mail,
// order payments list and stock order confirmation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

interface Outcome {
  message: { status: boolean; description: string | null };
  userErrors: { field: string | null; message: string }[];
}

const OUTCOME = 'message { status description } userErrors { field message }';
let f: UpstreamFixture;

beforeAll(async () => {
  f = await openUpstreamFixture();
});
afterAll(async () => {
  await f.close();
});

describe('companies and payment methods', () => {
  it('lists the customer’s companies with its credit customers and their invoices', async () => {
    const r = await f.gql<{ customerCompanies: { code: string; creditCusts: { custName: string; arInvoices: unknown[] }[] }[] }>(
      'query { customerCompanies(custCode: "I002000456") { code creditCusts { custName arInvoices { invoiceNo } } } }',
    );
    expect(r.customerCompanies.map((c) => c.code)).toEqual(['DE01', 'NL01']);
    expect(r.customerCompanies[0]?.creditCusts[0]?.custName).toBe('Radhaus Müller GmbH');
  });

  it('offers ACH, credit card and bank transfer in the US, each with its merchants', async () => {
    const r = await f.gql<{ paymentMethods: { type: string; paymentMerchants: { id: string; payment: { id: string } }[] }[] }>(
      'query { paymentMethods(sorg: "US01") { id type paymentMerchants { id payment { id } } } }',
    );
    expect(r.paymentMethods.map((m) => m.type).sort()).toEqual(['ACH', 'Bank Transfer', 'Credit Card']);
    for (const m of r.paymentMethods) expect(m.paymentMerchants.length).toBeGreaterThan(0);
  });

  it('shows saved payments masked and deletes one only for its owner', async () => {
    const list = () =>
      f.gql<{ savedPayments: { id: string; display: string }[] }>('query { savedPayments(custCode: "0001000123", sorgs: ["US01"]) { id display } }').then((r) => r.savedPayments);
    const saved = await list();
    expect(saved.length).toBeGreaterThan(0);
    for (const s of saved) expect(s.display).toMatch(/•••• \d{4}$/);
    const id = saved[0]?.id ?? '';
    const foreign = await f.gql<{ deleteUserPayment: Outcome }>(`mutation { deleteUserPayment(id: "${id}", custCode: "0002000456") { ${OUTCOME} } }`);
    expect(foreign.deleteUserPayment.message.status).toBe(false);
    const own = await f.gql<{ deleteUserPayment: Outcome }>(`mutation { deleteUserPayment(id: "${id}", custCode: "0001000123") { ${OUTCOME} } }`);
    expect(own.deleteUserPayment.message.status).toBe(true);
    expect((await list()).map((s) => s.id)).not.toContain(id);
  });
});

describe('invoice e-mail', () => {
  it('sends the payer’s own invoice and refuses another payer’s', async () => {
    const rs = await f.sql.execute("SELECT invoice_no, sorg FROM ledger_invoices WHERE payer_code = '0001000123' LIMIT 1");
    const invoiceNo = String(rs.rows[0]?.['invoice_no']);
    const send = (payer: string) =>
      f.gql<{ sendEmailInvoice: Outcome }>(`mutation { sendEmailInvoice(invoiceNumber: "${invoiceNo}", sorg: "US01", payerCode: "${payer}") { ${OUTCOME} } }`).then((r) => r.sendEmailInvoice);
    expect((await send('0001000123')).message.description).toBe(`Invoice ${invoiceNo} sent to orders@pedalpushers.example`);
    expect((await send('0002000456')).userErrors[0]?.message).toBe(`Invoice ${invoiceNo} not found`);
  });
});

describe('order payments and confirmations', () => {
  it('lists the prepaid orders of a company with their payment states and receipts', async () => {
    const r = await f.gql<{ payments: { paymentStatus: string; docs: unknown[]; maxDocs: number; orderStatus: { code: string } }[] }>(
      'query { payments(sorg: "ID01", module: "b2b") { paymentStatus docs { id file } maxDocs orderStatus { code } } }',
    );
    const states = new Set(r.payments.map((p) => p.paymentStatus));
    for (const s of ['waiting', 'uploaded', 'completed']) expect(states.has(s)).toBe(true);
    for (const p of r.payments.filter((x) => x.paymentStatus === 'uploaded')) expect(p.docs.length).toBeGreaterThan(0);
    for (const p of r.payments.filter((x) => x.paymentStatus === 'waiting')) expect(p.orderStatus.code).toBe('pending');
    const statuses = await f.gql<{ paymentStatuses: { code: string }[] }>('query { paymentStatuses { code description } }');
    expect(statuses.paymentStatuses.map((s) => s.code)).toEqual(['waiting', 'uploaded', 'failed', 'voided', 'completed']);
  });

  it('confirms pending stock orders on a new date but leaves orders waiting for payment alone', async () => {
    await f.sql.execute(`INSERT INTO ledger_orders (order_number, so_number, cust_code, sorg, ship_to_id, order_type, request_delivery_date, currency, total, status, pending_b2b, created_at)
      VALUES ('B2B99999901', '5199999901', '0001000123', 'US01', 'ST', 'OR', '2030-01-01', 'USD', 1000, 'pending', 1, '2030-01-01T00:00:00.000Z')`);
    const waiting = await f.sql.execute("SELECT order_number FROM ledger_order_payments WHERE status = 'waiting' LIMIT 1");
    const unpaid = String(waiting.rows[0]?.['order_number']);
    const r = await f.gql<{ stockOrderConfirmations: Outcome }>(
      `mutation { stockOrderConfirmations(orders: ["B2B99999901", "${unpaid}"], reqDeliveryDate: "2030-02-01") { ${OUTCOME} } }`,
    );
    expect(r.stockOrderConfirmations.message).toEqual({ status: true, description: 'Confirmed 1 order(s)' });
    const rows = await f.sql.execute("SELECT order_number, status, request_delivery_date FROM ledger_orders WHERE order_number IN ('B2B99999901', ?) ORDER BY order_number", [unpaid]);
    const byNumber = new Map(rows.rows.map((row) => [String(row['order_number']), [row['status'], row['request_delivery_date']]]));
    expect(byNumber.get('B2B99999901')).toEqual(['on processing', '2030-02-01']);
    expect(byNumber.get(unpaid)?.[0]).toBe('pending');
  });
});
