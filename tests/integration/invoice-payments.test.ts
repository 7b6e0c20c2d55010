// Invoice and payment routes over a fresh seeded portal DB and the embedded upstream on a temp file:
// open invoices, another dealer's invoices, forged and malformed amounts, the payment rules, a paid
// invoice, a double submit, void then pay again, card and ACH payments settled at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPortal } from '../../db/seed';
import { paymentSummary } from '../../src/domain/invoices';
import type { InvoiceView } from '../../src/server/invoices/invoice.view';
import type { OpenInvoiceCompany } from '../../src/server/invoices/invoices.reads';
import type { MethodView } from '../../src/server/payments/payments.reads';
import { createUpstreamClient } from '../../src/server/upstream';
import type { EmbeddedUpstream } from '../../upstream/executor';
import { createTestApp, jsonRequest, type TestApp } from '../support/app';
import { openSeededUpstream } from '../support/upstream-template';
import { apiLogin, bearer, useTestSecret } from './auth-fixture';

let t: TestApp;
let embedded: EmbeddedUpstream;
let upstreamDb: Client;
let dir: string;
const tokens: Record<string, string> = {};
const US = 'http://localhost';
const NL = 'http://dealer.spoke-bikes.nl';

beforeAll(async () => {
  useTestSecret();
  dir = mkdtempSync(join(tmpdir(), 'spoke-invoice-payments-'));
  const url = `file:${join(dir, 'upstream.db')}`;
  embedded = await openSeededUpstream(join(dir, 'upstream.db'), 'demo');
  upstreamDb = createClient({ url });
  const executor = embedded;
  t = await createTestApp({ upstream: createUpstreamClient({ timeoutMs: 10_000, embedded: () => Promise.resolve(executor) }) });
  await seedPortal(t.services.db);
  for (const name of ['dealer.us', 'dealer.de', 'auditor']) tokens[name] = (await apiLogin(t, name)).requestToken;
}, 120_000);

afterAll(async () => {
  t.cleanup();
  upstreamDb.close();
  await embedded.close();
  rmSync(dir, { recursive: true, force: true });
});

const auth = (user: string) => bearer(tokens[user] ?? '');
const get = (path: string, user: string, origin = US) => t.app.request(`${origin}${path}`, { headers: auth(user) });
let keySeq = 0;
const newKey = () => `test-key-${String(++keySeq).padStart(8, '0')}-${Date.now()}`;
const pay = (user: string, body: unknown, opts: { key?: string; origin?: string } = {}) =>
  t.app.request(`${opts.origin ?? US}/api/invoice-payments`, jsonRequest('POST', body, { ...auth(user), 'Idempotency-Key': opts.key ?? newKey() }));

interface ErrorBody {
  error: { code: string; message: string; messageKey: string; issues?: { path: string; message: string }[] };
}

async function openRows(user: string, company: string, origin = US): Promise<InvoiceView[]> {
  const res = await get(`/api/invoices/open?company=${company}`, user, origin);
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: OpenInvoiceCompany[] };
  return data.flatMap((c) => [...c.rows]);
}

async function methodOf(user: string, company: string, type: string): Promise<MethodView> {
  const res = await get(`/api/invoice-payments/methods?company=${company}`, user);
  const { data } = (await res.json()) as { data: MethodView[] };
  const method = data.find((m) => m.type === type);
  if (!method) throw new Error(`no ${type} method in ${company}`);
  return method;
}

const open = (rows: InvoiceView[]) => rows.filter((r) => r.status === 'Open' && r.amount > 0).toSorted((a, b) => a.dueDate.localeCompare(b.dueDate));
const ref = (r: InvoiceView) => ({ id: r.id, invoiceNo: r.invoiceNo });
const card = { kind: 'Credit Card', creditCardType: 'Visa', creditCardNumber: '4242424242424242', expiredMonth: '12', expiredYear: '2099', securityCode: '123' };
const ach = { kind: 'ACH', accountType: 'Checking', accountNumber: '000123456789', routingNumber: '011000015' };

describe('GET /api/invoices/open', () => {
  it('lists the single-company dealer its US01 invoices with payable and in-payment rows', async () => {
    const res = await get('/api/invoices/open', 'dealer.us');
    const { data } = (await res.json()) as { data: OpenInvoiceCompany[] };
    expect(data.map((c) => c.company.code)).toEqual(['US01']);
    expect(data[0]?.rows.every((r) => r.custCode === '0001000123')).toBe(true);
    expect(data[0]?.rows.some((r) => r.status === 'Open' && r.amount > 0)).toBe(true);
  });

  it('lists the multi-company dealer both companies', async () => {
    const res = await get('/api/invoices/open', 'dealer.de');
    const { data } = (await res.json()) as { data: OpenInvoiceCompany[] };
    expect(data.map((c) => c.company.code).toSorted()).toEqual(['DE01', 'NL01']);
  });

  it('refuses another customer code in the query and anonymous callers', async () => {
    expect((await get('/api/invoices/open?custCode=0002000456', 'dealer.us')).status).toBe(403);
    expect((await t.app.request(`${US}/api/invoices/open`)).status).toBe(401);
  });
});

describe('GET /api/invoices', () => {
  it('pages the invoice history and refuses From after To with the spec message key', async () => {
    const res = await get('/api/invoices?from=2000-01-01&to=2100-01-01&limit=10&sort=amount&order=desc', 'dealer.us');
    const body = (await res.json()) as { data: InvoiceView[]; total: number };
    expect(body.data.length).toBeLessThanOrEqual(10);
    expect(body.total).toBeGreaterThan(body.data.length - 1);
    const amounts = body.data.map((r) => r.amount);
    expect(amounts).toEqual(amounts.toSorted((a, b) => b - a));
    const bad = await get('/api/invoices?from=2026-02-01&to=2026-01-01', 'dealer.us');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.issues?.[0]?.message).toBe('validation.from_to');
    expect((await get('/api/invoices?from=2026-01-01&to=2026-02-01&limit=15', 'dealer.us')).status).toBe(400);
  });

  it('e-mails an invoice and serves it as PDF, never another dealer’s', async () => {
    const [row] = open(await openRows('dealer.us', 'US01'));
    if (!row) throw new Error('demo data has an open invoice');
    const sent = await t.app.request(`${US}/api/invoices/${row.invoiceNo}/email`, jsonRequest('POST', { company: 'US01' }, auth('dealer.us')));
    expect(sent.status).toBe(200);
    const pdf = await get(`/api/invoices/${row.invoiceNo}/pdf?company=US01&date=${row.documentDate}`, 'dealer.us');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await get(`/api/invoices/${row.invoiceNo}/pdf?company=US01&date=${row.documentDate}`, 'dealer.de')).status).toBe(404);
    const foreign = await t.app.request(`${US}/api/invoices/${row.invoiceNo}/email`, jsonRequest('POST', { company: 'US01' }, auth('dealer.de')));
    expect(foreign.status).toBe(404);
  });
});

describe('POST /api/invoice-payments', () => {
  it('refuses users without the payment scope, missing keys and malformed amounts', async () => {
    const [row] = open(await openRows('dealer.us', 'US01'));
    if (!row) throw new Error('demo data has an open invoice');
    const body = { company: 'US01', invoices: [ref(row)], paymentId: 'x', termsAccepted: true };
    expect((await pay('auditor', body)).status).toBe(403);
    const noKey = await t.app.request(`${US}/api/invoice-payments`, jsonRequest('POST', body, auth('dealer.us')));
    expect(((await noKey.json()) as ErrorBody).error.code).toBe('IDEMPOTENCY_KEY');
    const malformed = await pay('dealer.us', { ...body, partial: { amount: '12.5abc', acknowledged: true } });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorBody).error.issues?.map((i) => i.path)).toContain('partial.amount');
    const fraction = await pay('dealer.us', { ...body, partial: { amount: 12.5, acknowledged: true } });
    expect(fraction.status).toBe(400);
  });

  it('refuses another dealer’s invoice as not found, whatever company is named', async () => {
    const [foreign] = open(await openRows('dealer.de', 'DE01'));
    if (!foreign) throw new Error('demo data has an open DE01 invoice');
    const method = await methodOf('dealer.us', 'US01', 'Credit Card');
    for (const company of ['US01', 'DE01']) {
      const res = await pay('dealer.us', { company, invoices: [ref(foreign)], paymentId: method.id, termsAccepted: true, information: card });
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).error.code).toBe('INVOICE_NOT_FOUND');
    }
  });

  it('refuses a selection against the oldest rule with its message', async () => {
    const rows = open(await openRows('dealer.us', 'US01'));
    const later = rows.find((r) => rows[0] && r.dueDate > rows[0].dueDate);
    if (!later) throw new Error('demo data has two due dates');
    const method = await methodOf('dealer.us', 'US01', 'Credit Card');
    const res = await pay('dealer.us', { company: 'US01', invoices: [ref(later)], paymentId: method.id, termsAccepted: true, information: card });
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorBody).error).toMatchObject({ code: 'PAYMENT_RULE', message: 'Please pay the oldest invoice first' });
  });

  it('ignores a forged amount, recomputes it, creates one request for a double submit and refuses paying it twice', async () => {
    const rows = open(await openRows('dealer.us', 'US01'));
    const first = rows[0];
    if (!first) throw new Error('demo data has an open US01 invoice');
    const method = await methodOf('dealer.us', 'US01', 'ACH');
    const body = { company: 'US01', invoices: [ref(first)], paymentId: method.id, termsAccepted: true, information: ach, amount: 1 };
    const key = newKey();
    const [a, b] = await Promise.all([pay('dealer.us', body, { key }), pay('dealer.us', body, { key })]);
    const created = [(await a.json()) as { data: { id: string; amount: number } }, (await b.json()) as { data: { id: string; amount: number } }];
    expect([a.status, b.status].toSorted()).toEqual([200, 201]);
    expect(created[0]?.data.id).toBe(created[1]?.data.id);
    const expected = paymentSummary([first], { methodDiscountPercent: method.discountPercent, partialAmount: null }).amountToPay;
    expect(created[0]?.data.amount).toBe(expected);
    const count = await upstreamDb.execute({ sql: 'select count(*) as n from ledger_payment_requests where idempotency_key = ?', args: [key] });
    expect(count.rows[0]?.['n']).toBe(1);
    const again = await pay('dealer.us', { ...body, paymentId: method.id }, {});
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.message).toBe(`Invoice ${first.invoiceNo} is already paid or in payment, please select another invoice`);
    // The simulated ACH gateway settles at once: the paid invoice leaves the open list.
    expect((await openRows('dealer.us', 'US01')).find((r) => r.id === first.id)).toBeUndefined();
  });

  it('never stores a full card or account number in the portal database', async () => {
    const dump = await t.testDb.client.execute('select request_hash, coalesce(response_body, \'\') as body from idempotency_keys');
    const text = JSON.stringify(dump.rows);
    expect(text).not.toContain('000123456789');
    expect(text).not.toContain('4242424242424242');
  });

  it('voids a bank transfer request so its invoices can be paid again', async () => {
    const [oldest] = open(await openRows('dealer.us', 'US01'));
    if (!oldest) throw new Error('demo data has an open US01 invoice');
    const transfer = await methodOf('dealer.us', 'US01', 'Bank Transfer');
    expect((await pay('dealer.us', { company: 'US01', invoices: [ref(oldest)], paymentId: transfer.id, termsAccepted: true })).status).toBe(201);
    const pending = (await openRows('dealer.us', 'US01')).find((r) => r.id === oldest.id);
    expect(pending?.status).toBe('Waiting For Payment');
    if (!pending) throw new Error('the reserved invoice stays listed');
    const [request] = ((await (await get(`/api/invoice-payments/requests?invoiceNos=${pending.invoiceNo}`, 'dealer.us')).json()) as { data: { merchant: string }[] }).data;
    const voided = await t.app.request(`${US}/api/invoice-payments/void`, jsonRequest('POST', { company: 'US01', merchant: request?.merchant }, auth('dealer.us')));
    expect(voided.status).toBe(200);
    const reopened = (await openRows('dealer.us', 'US01')).find((r) => r.id === pending.id);
    expect(reopened?.status).toBe('Open');
    const method = await methodOf('dealer.us', 'US01', 'Credit Card');
    const res = await pay('dealer.us', { company: 'US01', invoices: [ref(pending)], paymentId: method.id, termsAccepted: true, information: { ...card, shouldSavePayment: true } });
    expect(res.status).toBe(201);
    const saved = ((await (await get('/api/invoice-payments/saved?company=US01', 'dealer.us')).json()) as { data: { display: string }[] }).data;
    expect(saved.map((s) => s.display)).toContain('Visa •••• 4242');
    expect((await openRows('dealer.us', 'US01')).find((r) => r.id === pending.id)).toBeUndefined();
  });

  it('refuses a paid invoice with the select-another message', async () => {
    const history = ((await (await get('/api/invoices?from=2000-01-01&to=2100-01-01&limit=20', 'dealer.us')).json()) as { data: InvoiceView[] }).data;
    const paid = history.find((r) => r.status === 'Paid');
    if (!paid) throw new Error('demo history has a paid invoice');
    const method = await methodOf('dealer.us', 'US01', 'Credit Card');
    const res = await pay('dealer.us', { company: 'US01', invoices: [ref(paid)], paymentId: method.id, termsAccepted: true, information: card });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.code).toBe('INVOICE_TAKEN');
  });

  it('takes a partial payment within its limits where the host allows it, in the user’s language', async () => {
    const rows = open(await openRows('dealer.de', 'NL01', NL));
    const row = rows[0];
    if (!row) throw new Error('demo data has an open NL01 invoice');
    const method = await methodOf('dealer.de', 'NL01', 'Credit Card');
    const base = { company: 'NL01', invoices: [ref(row)], paymentId: method.id, termsAccepted: true, information: card };
    const tooMuch = await t.app.request(`${NL}/api/invoice-payments`, {
      ...jsonRequest('POST', { ...base, partial: { amount: row.amount + 1, acknowledged: true } }, { ...auth('dealer.de'), 'Idempotency-Key': newKey() }),
    });
    expect(((await tooMuch.json()) as ErrorBody).error.issues?.[0]).toEqual({ path: 'partial.amount', message: 'invoice.partial_max' });
    const german = await t.app.request(`${NL}/api/invoice-payments?locale=de`, {
      ...jsonRequest('POST', { ...base, partial: { amount: 50, acknowledged: true } }, { ...auth('dealer.de'), 'Idempotency-Key': newKey() }),
    });
    expect(((await german.json()) as ErrorBody).error.message).toBe('Der Mindestbetrag ist 1');
    const unacknowledged = await pay('dealer.de', { ...base, partial: { amount: 500, acknowledged: false } }, { origin: NL });
    expect(((await unacknowledged.json()) as ErrorBody).error.messageKey).toBe('invoice.partial_acknowledge_required');
    const ok = await pay('dealer.de', { ...base, partial: { amount: 500, acknowledged: true } }, { origin: NL });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { data: { amount: number; isPartialPayment: boolean } }).data).toMatchObject({ amount: 500, isPartialPayment: true });
  });

  it('refuses a partial payment on a host that does not allow it', async () => {
    const rows = open(await openRows('dealer.de', 'DE01'));
    const row = rows[0];
    if (!row) throw new Error('demo data has an open DE01 invoice');
    const method = await methodOf('dealer.de', 'DE01', 'Credit Card');
    const res = await pay('dealer.de', { company: 'DE01', invoices: rows.filter((r) => r.overdue).concat(row).map(ref), paymentId: method.id, termsAccepted: true, information: card, partial: { amount: 100, acknowledged: true } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorBody).error.messageKey).toMatch(/^invoice\.partial_(not_allowed|one_invoice)$/);
  });
});
