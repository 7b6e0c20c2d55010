// Invoice and payment routes over a fresh seeded portal DB and the embedded upstream on a temp file:
// open invoices, another dealer's invoices, forged and malformed amounts, the payment rules, a paid
// invoice, a double submit, void then pay again.
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
import { openEmbeddedUpstream, type EmbeddedUpstream } from '../../upstream/executor';
import { createTestApp, jsonRequest, type TestApp } from '../support/app';
import { apiLogin, bearer, useTestSecret } from './auth-fixture';

let t: TestApp;
let embedded: EmbeddedUpstream;
let upstreamDb: Client;
let dir: string;
const tokens: Record<string, string> = {};
const US = 'http://localhost';
const NL = 'http://dealer.spoke-bikes.nl';
const ID = 'http://dealer.spoke-bikes.co.id';

beforeAll(async () => {
  useTestSecret();
  dir = mkdtempSync(join(tmpdir(), 'spoke-invoice-payments-'));
  const url = `file:${join(dir, 'upstream.db')}`;
  embedded = await openEmbeddedUpstream({ url, demoSize: 'demo' });
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
