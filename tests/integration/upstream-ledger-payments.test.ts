// Invoice payment requests of the embedded upstream: recomputed amounts, idempotency, refusals, void,
// immediate settlement of card and ACH payments, bank transfers that lapse.
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamDb } from '../../upstream/db/client';
import { createInvoicePaymentRequest } from '../../upstream/ledger/payments/create-payment-request';
import { openUpstreamFixture, type UpstreamFixture } from './upstream-fixture';

interface Invoice {
  invoiceNo: string;
  accountingNumber: string;
  status: string;
  accountingAmount: number;
  installment: { number: number; count: number } | null;
  earlyPaymentDiscount: number;
  freightAllowance: number;
}
interface Result {
  paymentRequest: { id: string; amount: number; paymentStatus: string; virtualAccountNo: string | null; invoices: { accountingNumber: string }[] } | null;
  message: { status: boolean; description: string | null };
  userErrors: { field: string | null; message: string }[];
}

const SINGLE = '0001000123';
const MULTI = '0002000456';
const CREATE = `mutation Pay($input: InvoicePaymentRequestInput!) { createInvoicePaymentRequestV3(input: $input) {
  paymentRequest { id amount paymentStatus virtualAccountNo invoices { accountingNumber } } message { status description } userErrors { field message } } }`;
const OPEN = `query Open($payerCode: String!) { openInvoiceV5(payerCode: $payerCode) { company { code } creditCusts { arInvoices {
  invoiceNo accountingNumber status accountingAmount installment { number count } earlyPaymentDiscount freightAllowance } } } }`;

let f: UpstreamFixture;
let keys = 0;

async function invoicesOf(payer: string, sorg: string): Promise<Invoice[]> {
  const r = await f.gql<{ openInvoiceV5: { company: { code: string }; creditCusts: { arInvoices: Invoice[] }[] }[] }>(OPEN, { payerCode: payer });
  return r.openInvoiceV5.filter((c) => c.company.code === sorg).flatMap((c) => c.creditCusts.flatMap((cc) => cc.arInvoices));
}

async function pay(input: Record<string, unknown>): Promise<Result> {
  keys += 1;
  const full = { payerCode: SINGLE, sorg: 'US01', paymentId: 'US01-CC-STRIPE', isPartialPayment: false, idempotencyKey: `test-${keys}`, ...input };
  return f.gql<{ createInvoicePaymentRequestV3: Result }>(CREATE, { input: full }).then((r) => r.createInvoicePaymentRequestV3);
}

async function openSingles(): Promise<Invoice[]> {
  return (await invoicesOf(SINGLE, 'US01')).filter((i) => i.status === 'Open' && i.installment === null && i.accountingAmount > 0);
}

beforeAll(async () => {
  f = await openUpstreamFixture();
  // A second ordinary open invoice for the single dealer, so tests need not share one.
  await f.sql.execute(`INSERT INTO ledger_invoices (accounting_no, invoice_no, assignment, payer_code, cust_code, sorg, currency, amount,
    document_date, due_date, early_payment_discount, freight_allowance, status) VALUES
    ('1499999901', '9199999901', '9199999901', '${SINGLE}', '${SINGLE}', 'US01', 'USD', 250000, date('now', '-5 days'), date('now', '+25 days'), 5000, 1500, 'open'),
    ('1499999902', '9199999902', '9199999902', '${SINGLE}', '${SINGLE}', 'US01', 'USD', 120000, date('now', '-3 days'), date('now', '+27 days'), 0, 0, 'open'),
    ('1499999903', '9199999903', '9199999903', '${SINGLE}', '${SINGLE}', 'US01', 'USD', 99000, date('now', '-2 days'), date('now', '+28 days'), 0, 0, 'open'),
    ('1499999904', '9199999904', '9199999904', '${SINGLE}', '${SINGLE}', 'US01', 'USD', 40000, date('now', '-9 days'), date('now', '+21 days'), 0, 0, 'open'),
    ('1499999905', '9199999905', '9199999905', '${SINGLE}', '${SINGLE}', 'US01', 'USD', 50000, date('now', '-9 days'), date('now', '+21 days'), 0, 0, 'open'),
    ('1499999906', '9199999906', '9199999906', '${SINGLE}', '${SINGLE}', 'US01', 'USD', 60000, date('now', '-9 days'), date('now', '+21 days'), 0, 0, 'open'),
    ('1499999907', '9199999907', '9199999907', '${SINGLE}', '${SINGLE}', 'US01', 'USD', 70000, date('now', '-9 days'), date('now', '+21 days'), 0, 0, 'open')`);
});
afterAll(async () => {
  await f.close();
});

describe('createInvoicePaymentRequestV3', () => {
  it('recomputes the amount from the invoice, less early payment discount and freight allowance, and settles a card at once', async () => {
    const result = await pay({ invoiceNumbers: ['9199999901'], amount: 1 });
    expect(result.userErrors).toEqual([]);
    expect(result.paymentRequest).toMatchObject({ amount: 250000 - 5000 - 1500, paymentStatus: 'paid' });
    expect((await invoicesOf(SINGLE, 'US01')).find((i) => i.invoiceNo === '9199999901')).toBeUndefined();
  });

  it('returns the first request when the same key is sent again, creating nothing new', async () => {
    const input = { invoiceNumbers: ['9199999902'], idempotencyKey: 'double-click' };
    const first = await f.gql<{ createInvoicePaymentRequestV3: Result }>(CREATE, { input: { payerCode: SINGLE, sorg: 'US01', paymentId: 'US01-CC-STRIPE', isPartialPayment: false, ...input } });
    const again = await f.gql<{ createInvoicePaymentRequestV3: Result }>(CREATE, { input: { payerCode: SINGLE, sorg: 'US01', paymentId: 'US01-CC-STRIPE', isPartialPayment: false, ...input } });
    expect(again.createInvoicePaymentRequestV3.paymentRequest?.id).toBe(first.createInvoicePaymentRequestV3.paymentRequest?.id);
    const rows = await f.sql.execute(`SELECT count(*) AS n FROM ledger_payment_requests WHERE idempotency_key = 'double-click'`);
    expect(Number(rows.rows[0]?.['n'])).toBe(1);
  });

  it('refuses an invoice already in payment and asks to select another', async () => {
    const result = await pay({ invoiceNumbers: ['9199999902'] });
    expect(result.paymentRequest).toBeNull();
    expect(result.message.status).toBe(false);
    expect(result.userErrors[0]?.message).toBe('Invoice 9199999902 is already paid or in payment, please select another invoice');
  });

  it('lets only one of two concurrent requests for the same invoice through', async () => {
    const [a, b] = await Promise.all([pay({ invoiceNumbers: ['9199999903'] }), pay({ invoiceNumbers: ['9199999903'] })]);
    expect([a, b].filter((r) => r.paymentRequest !== null)).toHaveLength(1);
  });

  it('does not let a payer pay, or even see, another payer’s invoice', async () => {
    const other = (await invoicesOf(MULTI, 'DE01'))[0];
    const result = await pay({ sorg: 'DE01', paymentId: 'DE01-CC-ADYEN', invoiceNumbers: [other?.invoiceNo ?? ''] });
    expect(result.paymentRequest).toBeNull();
    expect(result.userErrors[0]?.message).toBe(`Invoice ${other?.invoiceNo} not found`);
  });

  it('applies the merchant discount to a full payment only', async () => {
    const [target] = await openSingles();
    if (!target) throw new Error('the single dealer has no open invoice left');
    const partial = await pay({ paymentId: 'US01-ACH-STRIPE', invoiceNumbers: [target.invoiceNo], isPartialPayment: true, amount: 10000 });
    expect(partial.paymentRequest?.amount).toBe(10000);
    const rest = (await invoicesOf(SINGLE, 'US01')).find((i) => i.invoiceNo === target.invoiceNo);
    expect(rest).toMatchObject({ status: 'Open', accountingAmount: target.accountingAmount - 10000 });
    const full = await pay({ paymentId: 'US01-ACH-STRIPE', invoiceNumbers: [target.invoiceNo] });
    const net = target.accountingAmount - 10000 - target.earlyPaymentDiscount - target.freightAllowance;
    expect(full.paymentRequest?.amount).toBe(net - Math.round(net * 0.005));
  });

  it('counts an instalment invoice’s early payment discount only when every instalment is paid', async () => {
    const instalments = (await invoicesOf(SINGLE, 'US01')).filter((i) => i.installment !== null);
    const first = instalments[0];
    if (!first) throw new Error('no instalment invoice');
    const one = await pay({ paymentId: 'US01-BT-WIRE', invoiceNumbers: [first.invoiceNo], accountingNumbers: [first.accountingNumber] });
    expect(one.paymentRequest?.amount).toBe(first.accountingAmount);
    await f.gql(`mutation { voidPaymentRequest(payerCode: "${SINGLE}", merchant: "US01-BT-WIRE") { message { status } } }`);
    const all = await pay({ invoiceNumbers: [first.invoiceNo] });
    const sum = instalments.reduce((s, i) => s + i.accountingAmount, 0);
    expect(all.paymentRequest?.invoices).toHaveLength(instalments.length);
    expect(all.paymentRequest?.amount).toBe(sum - first.earlyPaymentDiscount - first.freightAllowance);
  });

  it('keeps a partial payment between 1 and the invoice total, for exactly one invoice', async () => {
    const [a, b] = await openSingles();
    if (!a || !b) throw new Error('need two open invoices');
    expect((await pay({ invoiceNumbers: [a.invoiceNo], isPartialPayment: true, amount: 0 })).userErrors[0]?.message).toBe('The minimum amount is 1');
    expect((await pay({ invoiceNumbers: [a.invoiceNo], isPartialPayment: true, amount: a.accountingAmount + 1 })).userErrors[0]?.message).toBe(
      `The maximum amount is ${a.accountingAmount}`,
    );
    expect((await pay({ invoiceNumbers: [a.invoiceNo, b.invoiceNo], isPartialPayment: true, amount: 100 })).userErrors[0]?.field).toBe('isPartialPayment');
  });

  it('issues a virtual account for a bank transfer and marks the invoice waiting for payment', async () => {
    const target = (await invoicesOf('0003000789', 'ID01')).find((i) => i.status === 'Open' && i.accountingAmount > 0 && i.installment === null);
    const result = await pay({ payerCode: '0003000789', sorg: 'ID01', paymentId: 'ID01-BT-BCA', invoiceNumbers: [target?.invoiceNo ?? ''] });
    expect(result.paymentRequest?.virtualAccountNo).toMatch(/^8808\d+$/);
    const after = (await invoicesOf('0003000789', 'ID01')).find((i) => i.invoiceNo === target?.invoiceNo);
    expect(after?.status).toBe('Waiting For Payment');
  });
});

describe('voidPaymentRequest and lookups', () => {
  it('finds a request by payer and invoice number, and voiding it reopens its invoices', async () => {
    const created = await pay({ paymentId: 'US01-BT-WIRE', invoiceNumbers: ['9199999907'] });
    expect(created.paymentRequest?.paymentStatus).toBe('pending');
    const found = await f.gql<{ paymentRequestByPayerAndInvoiceNos: { id: string; paymentStatus: string }[] }>(
      `query { paymentRequestByPayerAndInvoiceNos(payerCode: "${SINGLE}", invoiceNos: ["9199999907"]) { id paymentStatus } }`,
    );
    expect(found.paymentRequestByPayerAndInvoiceNos[0]).toEqual({ id: created.paymentRequest?.id, paymentStatus: 'pending' });
    const voided = await f.gql<{ voidPaymentRequest: { message: { status: boolean } } }>(
      `mutation { voidPaymentRequest(payerCode: "${SINGLE}", merchant: "US01-BT-WIRE") { message { status } } }`,
    );
    expect(voided.voidPaymentRequest.message.status).toBe(true);
    const invoice = (await invoicesOf(SINGLE, 'US01')).find((i) => i.invoiceNo === '9199999907');
    expect(invoice?.status).toBe('Open');
    const again = await f.gql<{ voidPaymentRequest: { message: { status: boolean }; userErrors: { field: string }[] } }>(
      `mutation { voidPaymentRequest(payerCode: "${SINGLE}", merchant: "US01-BT-WIRE") { message { status } userErrors { field } } }`,
    );
    expect(again.voidPaymentRequest.message.status).toBe(false);
  });
});

describe('payments over time', () => {
  async function payBefore(invoiceNo: string, paymentId: string, agoMs: number): Promise<void> {
    const file = (await f.sql.execute('PRAGMA database_list')).rows[0]?.['file'];
    const db = createUpstreamDb(createClient({ url: `file:${String(file)}`, timeout: 5_000 }));
    keys += 1;
    const result = await createInvoicePaymentRequest(db, {
      payerCode: SINGLE, sorg: 'US01', invoiceNumbers: [invoiceNo], paymentId, idempotencyKey: `past-${keys}`,
      isPartialPayment: false, amount: null,
    }, new Date(Date.now() - agoMs));
    expect(result.userErrors).toEqual([]);
  }
  const statusOf = async (invoiceNo: string) => (await invoicesOf(SINGLE, 'US01')).find((i) => i.invoiceNo === invoiceNo);

  it('settles an ACH payment when it is made: the invoice leaves the open list and shows as paid', async () => {
    expect((await pay({ paymentId: 'US01-ACH-STRIPE', invoiceNumbers: ['9199999904'] })).paymentRequest?.paymentStatus).toBe('paid');
    expect(await statusOf('9199999904')).toBeUndefined();
    const history = await f.gql<{ invoiceV5: { data: { invoiceNo: string; status: string }[] } }>(
      `query { invoiceV5(from: "2000-01-01", to: "2100-01-01", payerCode: "${SINGLE}", limit: 100) { data { invoiceNo status } } }`,
    );
    expect(history.invoiceV5.data.find((i) => i.invoiceNo === '9199999904')?.status).toBe('Paid');
  });

  it('gives a bank transfer nobody made its invoice back after a day', async () => {
    await payBefore('9199999905', 'US01-BT-WIRE', 25 * 3_600_000);
    expect((await statusOf('9199999905'))?.status).toBe('Open');
    const requests = await f.gql<{ paymentRequestByPayerAndInvoiceNos: { paymentStatus: string }[] }>(
      `query { paymentRequestByPayerAndInvoiceNos(payerCode: "${SINGLE}", invoiceNos: ["9199999905"]) { paymentStatus } }`,
    );
    expect(requests.paymentRequestByPayerAndInvoiceNos.map((r) => r.paymentStatus)).toEqual(['expired']);
  });

  it('keeps a bank transfer pending, its invoice reserved, until it lapses', async () => {
    await payBefore('9199999907', 'US01-BT-WIRE', 6 * 3_600_000);
    expect((await statusOf('9199999907'))?.status).toBe('Waiting For Payment');
  });

  it('leaves what is still owed open after a partial card payment, at once', async () => {
    await pay({ invoiceNumbers: ['9199999906'], isPartialPayment: true, amount: 15000 });
    expect(await statusOf('9199999906')).toMatchObject({ status: 'Open', accountingAmount: 45000 });
  });
});
