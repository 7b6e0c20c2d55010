// /api/preseason/* and /api/admin/preseason/*: the back office opens a window, dealers book their
// own grid while it is open (never another customer's), and a closed window becomes one scheduled
// order per customer and delivery month upstream, once, with the dating terms.
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { loadIdentity } from '../../src/server/auth/identity.repo';
import { createWindowFromForm, windowDetail } from '../../src/server/preseason/preseason-admin.page';
import { createApiKey } from '../../src/server/public-api/api-keys.service';
import { contractOf } from '../support/openapi-contract';
import { invoiceDueDateOf } from '../../src/domain/preseason/preseason.rules';
import { cellName } from '../../src/domain/preseason/preseason.schema';
import { runPreseasonPage } from '../../src/server/preseason/preseason.page';
import { isoDay, json, openOrdersWorld, US_DEALER, type OrdersWorld } from './orders-fixture';

interface Variant { articleCode: string; dealerPrice: number | null; frameSize: string | null; colour: string | null }
interface Grid {
  window: { id: number; state: string; deliveryMonths: string[] };
  models: { slug: string; variants: Variant[] }[];
  lines: { articleCode: string; month: string; qty: number }[];
  totals: { qty: number; amount: number; listAmount: number };
  orders: { month: string; orderNumber: string; invoiceDueDate: string }[];
}
interface ErrorBody { error: { code: string; messageKey: string; issues?: { path: string; message: string }[] } }

let w: OrdersWorld;
let admin: Record<string, string>;
let dealer: Record<string, string>;
let rep: Record<string, string>;
let repCustomer: string;
let slugs: string[];
let placedNumbers: string[] = [];
const months = [isoDay(70).slice(0, 7), isoDay(100).slice(0, 7)].filter((m, i, all) => all.indexOf(m) === i);

const send = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  w.t.request(path, { method, headers: { ...headers, 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const windowBody = (over: Record<string, unknown> = {}) => ({
  name: 'Season test', opensOn: isoDay(-3), closesOn: isoDay(20), discountPercent: 8, deliveryMonths: months, datingDays: 90, modelSlugs: slugs, ...over,
});
const grid = async (id: number, headers = dealer) => (await json<{ data: Grid }>(await w.t.request(`/api/preseason/windows/${id}/booking`, { headers }))).data;
const bookable = (g: Grid) => g.models.flatMap((m) => m.variants).filter((v) => v.dealerPrice !== null);

async function openWindow(over: Record<string, unknown> = {}): Promise<number> {
  const created = await send('POST', '/api/admin/preseason/windows', windowBody(over), admin);
  expect(created.status).toBe(201);
  return (await json<{ data: { id: number } }>(created)).data.id;
}

beforeAll(async () => {
  w = await openOrdersWorld();
  const groups = await w.upstream.gql<{ productGroups: { data: { slug: string }[] } }>('query { productGroups(sorg: "US01", filter: { category: "Bike" }, limit: 3) { data { slug } } }');
  slugs = groups.productGroups.data.map((g) => g.slug);
  const { salesCustomers } = await w.upstream.gql<{ salesCustomers: { custCode: { r3: string } }[] }>('query { salesCustomers(salesmen: ["S10025"], sorgs: ["US01"], limit: 20) { custCode { r3 } } }');
  repCustomer = salesCustomers.map((c) => c.custCode.r3).find((r3) => r3 !== US_DEALER)!;
  [admin, dealer, rep] = await Promise.all([w.login('admin'), w.login('dealer.us'), w.login('sales.rep', repCustomer)]);
}, 120_000);
afterAll(async () => w.close());

describe('admin windows', () => {
  it('opens, lists and changes a window; refuses dealers, bad input and impossible dates', async () => {
    const id = await openWindow();
    const list = await json<{ data: { id: number; state: string }[] }>(await w.t.request('/api/admin/preseason/windows', { headers: admin }));
    expect(list.data.find((x) => x.id === id)?.state).toBe('open');
    expect((await send('PUT', `/api/admin/preseason/windows/${id}`, windowBody({ name: 'Season test renamed' }), admin)).status).toBe(200);

    expect((await w.t.request('/api/admin/preseason/windows', { headers: dealer })).status).toBe(403);
    expect((await send('POST', '/api/admin/preseason/windows', windowBody(), dealer)).status).toBe(403);
    expect((await send('PUT', `/api/admin/preseason/windows/${id}`, windowBody(), rep)).status).toBe(403);
    expect((await w.t.request(`/api/admin/preseason/windows/${id}/totals`, { headers: dealer })).status).toBe(403);
    expect((await send('POST', `/api/admin/preseason/windows/${id}/orders`, {}, dealer)).status).toBe(403);
    expect((await w.t.request('/api/admin/preseason/windows')).status).toBe(401);

    const bad = await send('POST', '/api/admin/preseason/windows', windowBody({ discountPercent: 80, deliveryMonths: ['2027-13'] }), admin);
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.issues?.map((i) => i.path).sort()).toEqual(['deliveryMonths.0', 'discountPercent']);
    expect((await send('POST', '/api/admin/preseason/windows', '{"name":', admin)).status).toBe(400);
    const early = await send('POST', '/api/admin/preseason/windows', windowBody({ deliveryMonths: [isoDay(0).slice(0, 7)] }), admin);
    expect(early.status).toBe(422);
    expect((await json<ErrorBody>(early)).error.messageKey).toBe('preseason.error.month_not_after_close');
    expect((await send('PUT', '/api/admin/preseason/windows/999999', windowBody(), admin)).status).toBe(404);
    expect((await send('PUT', '/api/admin/preseason/windows/abc', windowBody(), admin)).status).toBe(404);
  });

  it('answers the page form with each message key at its field, from the schema and from the service', async () => {
    const post = (fields: Record<string, string | string[]>) => {
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
      const request = new Request('http://us.localhost/en-us/admin/preseason', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
      return createWindowFromForm(w.t.services, 'US01', request, '/en-us/admin/preseason');
    };
    const valid = { name: 'Form season', opensOn: isoDay(-3), closesOn: isoDay(20), discountPercent: '8', datingDays: '90', months, models: slugs.join('\n') };

    const schema = await post({ ...valid, name: '', discountPercent: '80', months: ['2027-13'], models: 'Not_a_slug' });
    expect(schema.kind === 'refused' && schema.refusal.fields).toEqual({
      name: 'preseason.error.name',
      discountPercent: 'preseason.error.discount',
      deliveryMonths: 'preseason.error.month',
      'deliveryMonths.0': 'preseason.error.month',
      modelSlugs: 'preseason.error.model',
      'modelSlugs.0': 'preseason.error.model',
    });

    const service = await post({ ...valid, opensOn: isoDay(10), closesOn: isoDay(2) });
    expect(service.kind === 'refused' && service.refusal.status).toBe(422);
    expect(service.kind === 'refused' && service.refusal.fields['closesOn']).toBe('preseason.error.closes_before_opens');

    expect((await post(valid)).kind).toBe('redirect');
  });
});

describe('dealer booking', () => {
  it('books a grid, sees the early-order discount, changes it and keeps one booking on a double submit', async () => {
    const id = await openWindow();
    const before = await grid(id);
    expect(before.window.state).toBe('open');
    expect(before.models.map((m) => m.slug)).toEqual(slugs);
    const [a, b] = bookable(before);
    const lines = [{ articleCode: a!.articleCode, month: months[0]!, qty: 3 }, { articleCode: b!.articleCode, month: months.at(-1)!, qty: 2 }];
    const [first, twin] = await Promise.all([send('PUT', `/api/preseason/windows/${id}/booking`, { lines }, dealer), send('PUT', `/api/preseason/windows/${id}/booking`, { lines }, dealer)]);
    expect([first.status, twin.status]).toEqual([200, 200]);
    const booked = await grid(id);
    expect(booked.lines.map((l) => l.qty).sort()).toEqual([2, 3]);
    expect(booked.totals.qty).toBe(5);
    expect(booked.totals.listAmount).toBe(a!.dealerPrice! * 3 + b!.dealerPrice! * 2);
    expect(booked.totals.amount).toBeLessThan(booked.totals.listAmount);

    const changed = [{ ...lines[0]!, qty: 1 }, { ...lines[1]!, qty: 0 }];
    expect((await send('PUT', `/api/preseason/windows/${id}/booking`, { lines: changed }, dealer)).status).toBe(200);
    expect((await grid(id)).lines).toEqual([expect.objectContaining({ articleCode: a!.articleCode, month: months[0], qty: 1 })]);
  });

  it('refuses articles outside the window, months it does not offer and malformed quantities, writing nothing', async () => {
    const id = await openWindow();
    const [a] = bookable(await grid(id));
    const path = `/api/preseason/windows/${id}/booking`;
    const outside = await send('PUT', path, { lines: [{ articleCode: a!.articleCode, month: months[0], qty: 1 }, { articleCode: 'NOT-IN-WINDOW', month: months[0], qty: 1 }] }, dealer);
    expect(outside.status).toBe(422);
    expect((await json<ErrorBody>(outside)).error.issues).toEqual([expect.objectContaining({ path: 'lines.1.articleCode', message: 'preseason.error.not_eligible' })]);
    expect((await send('PUT', path, { lines: [{ articleCode: a!.articleCode, month: '2031-01', qty: 1 }] }, dealer)).status).toBe(422);
    for (const qty of [-1, 2.5, 10_000, 'many']) expect((await send('PUT', path, { lines: [{ articleCode: a!.articleCode, month: months[0], qty }] }, dealer)).status).toBe(400);
    expect((await send('PUT', path, { lines: 'x' }, dealer)).status).toBe(400);
    expect((await send('PUT', path, '[', dealer)).status).toBe(400);
    expect((await grid(id)).lines).toEqual([]);
    expect((await w.t.request('/api/preseason/windows/999999/booking', { headers: dealer })).status).toBe(404);
  });

  it("keeps each customer's booking to itself", async () => {
    const id = await openWindow();
    const [a] = bookable(await grid(id, rep));
    expect((await send('PUT', `/api/preseason/windows/${id}/booking`, { lines: [{ articleCode: a!.articleCode, month: months[0], qty: 4 }] }, rep)).status).toBe(200);
    expect((await grid(id, rep)).lines).toHaveLength(1);
    expect((await grid(id, dealer)).lines).toEqual([]);
    expect((await w.t.request(`/api/preseason/windows/${id}/booking?custCode=${repCustomer}`, { headers: dealer })).status).toBe(403);
    expect((await send('PUT', `/api/preseason/windows/${id}/booking`, { custCode: repCustomer, lines: [] }, dealer)).status).toBe(403);
    const repNoCustomer = await w.login('sales.rep');
    expect((await w.t.request(`/api/preseason/windows/${id}/booking`, { headers: repNoCustomer })).status).toBe(409);
  });
});

describe('closing and placing orders', () => {
  it('refuses changes once closed, shows totals per model and places one order per customer and month, once', async () => {
    const id = await openWindow();
    const [a, b] = bookable(await grid(id));
    const mine = [{ articleCode: a!.articleCode, month: months[0]!, qty: 2 }, { articleCode: b!.articleCode, month: months.at(-1)!, qty: 1 }];
    expect((await send('PUT', `/api/preseason/windows/${id}/booking`, { lines: mine }, dealer)).status).toBe(200);
    const [c] = bookable(await grid(id, rep));
    expect((await send('PUT', `/api/preseason/windows/${id}/booking`, { lines: [{ articleCode: c!.articleCode, month: months[0], qty: 5 }] }, rep)).status).toBe(200);
    expect((await send('POST', `/api/admin/preseason/windows/${id}/orders`, {}, admin)).status).toBe(409);

    const totals = await json<{ data: { bookings: number; qty: number; models: { modelSlug: string; qty: number; customers: number }[] } }>(
      await w.t.request(`/api/admin/preseason/windows/${id}/totals`, { headers: admin }));
    expect(totals.data).toMatchObject({ bookings: 2, qty: 8 });

    expect((await send('PUT', `/api/admin/preseason/windows/${id}`, windowBody({ opensOn: isoDay(-30), closesOn: isoDay(-1) }), admin)).status).toBe(200);
    const late = await send('PUT', `/api/preseason/windows/${id}/booking`, { lines: [] }, dealer);
    expect(late.status).toBe(409);
    expect((await json<ErrorBody>(late)).error.messageKey).toBe('preseason.error.window_closed');
    expect((await grid(id)).lines).toHaveLength(2);

    const [run, twin] = await Promise.all([
      send('POST', `/api/admin/preseason/windows/${id}/orders`, {}, admin), send('POST', `/api/admin/preseason/windows/${id}/orders`, {}, admin),
    ]);
    const statuses = [run.status, twin.status].sort();
    expect(statuses[0]).toBe(200);
    const mineAfter = await grid(id);
    expect(mineAfter.window.state).toBe('ordered');
    expect(mineAfter.orders.map((o) => o.month)).toEqual([...months]);
    expect(mineAfter.orders.map((o) => o.invoiceDueDate)).toEqual(months.map((m) => invoiceDueDateOf(m, 90)));
    expect((await send('POST', `/api/admin/preseason/windows/${id}/orders`, {}, admin)).status).toBe(409);
    expect((await send('PUT', `/api/admin/preseason/windows/${id}`, windowBody(), admin)).status).toBe(409);

    const numbers = mineAfter.orders.map((o) => o.orderNumber);
    const rows = await w.upstream.sql.execute({ sql: `SELECT order_number, order_type, request_delivery_date, invoice_due_date FROM ledger_orders WHERE po_number LIKE ?`, args: [`PRE-${id}-%`] });
    expect(rows.rows).toHaveLength(months.length + 1);
    const own = rows.rows.filter((r) => numbers.includes(String(r['order_number'])));
    expect(own.map((r) => [r['order_type'], r['request_delivery_date'], r['invoice_due_date']])).toEqual(months.map((m) => ['PRE', `${m}-01`, invoiceDueDateOf(m, 90)]));

    // The back office's season page lists every order the window placed, with its customer.
    const detail = await windowDetail(w.t.services, 'US01', id);
    expect(detail?.orders.map((o) => o.orderNumber).sort()).toEqual(rows.rows.map((r) => String(r['order_number'])).sort());
    expect(new Set(detail?.orders.map((o) => o.custCode))).toEqual(new Set([US_DEALER, repCustomer]));
    placedNumbers = numbers;
  });

  it('carries its dating terms and due date wherever the order is read or exported', async () => {
    const due = new Map(months.map((m) => [`${m}-01`, invoiceDueDateOf(m, 90)]));
    interface Order { orderNumber: string; orderType: string; requestDeliveryDate: { date: string }; invoiceDueDate: { date: string } | null }
    for (const number of placedNumbers) {
      const detail = await json<{ data: { order: Order; status: { orderType: string; invoiceDueDate: { date: string } | null } } }>(await w.t.request(`/api/orders/${number}`, { headers: dealer }));
      expect([detail.data.order.orderType, detail.data.order.invoiceDueDate?.date]).toEqual(['PRE', due.get(detail.data.order.requestDeliveryDate.date)]);
      expect([detail.data.status.orderType, detail.data.status.invoiceDueDate?.date]).toEqual(['PRE', detail.data.order.invoiceDueDate?.date]);
    }

    // The public API documents and answers both fields.
    const [row] = await w.t.services.db.select({ id: users.id }).from(users).where(eq(users.username, 'dealer.us'));
    const identity = await loadIdentity(w.t.services.db, row!.id);
    const key = await createApiKey(w.t.services.db, { userId: row!.id, scopes: identity?.scopes ?? [], customer: { r3: US_DEALER, isr: null } }, { name: 'season', access: 'read' });
    if (key.kind !== 'created') throw new Error('no key');
    const contract = contractOf(await json(await w.t.request('/api/public/v1/openapi.json')));
    const publicAnswer = await w.t.request('/api/public/v1/orders/open', { headers: { authorization: `Bearer ${key.secret}` } });
    const body = await json<{ data: { orders: { orderNumber: string; orderType: string; paymentTerm: unknown; invoiceDueDate: string | null; requestDeliveryDate: string }[] }[] }>(publicAnswer);
    contract.check('GET', '/orders/open', publicAnswer.status, body);
    const exposed = body.data.flatMap((c) => c.orders).filter((o) => placedNumbers.includes(o.orderNumber));
    expect(exposed.map((o) => [o.orderType, o.paymentTerm, o.invoiceDueDate])).toEqual(exposed.map((o) => ['PRE', null, due.get(o.requestDeliveryDate)]));
    expect(body.data.flatMap((c) => c.orders).some((o) => o.orderType === 'OR' && o.invoiceDueDate === null)).toBe(true);

    // The spreadsheet names the type in words, with the terms and the due date, in the user's language.
    const sheet = await w.t.request('/api/reports/open-orders/download?locale=de', { headers: dealer });
    const files = unzipSync(new Uint8Array(await sheet.arrayBuffer()));
    const text = Object.entries(files).filter(([name]) => name.endsWith('.xml')).map(([, bytes]) => strFromU8(bytes)).join('');
    expect(text).toContain('Vorsaison-Auftrag');
    expect(text).toContain('Rechnungen fällig 90 Tage nach Lieferung');
    expect(text).toContain(invoiceDueDateOf(months[0]!, 90));
    expect(text).not.toMatch(/>PRE</);
  });
});

describe('the /preseason page form', () => {
  const dealerCode = { r3: US_DEALER, isr: null };
  const url = (id: number) => new URL(`http://localhost/en-us/preseason?window=${id}`);
  const post = (id: number, body: string, type = 'application/x-www-form-urlencoded') =>
    new Request(url(id), { method: 'POST', headers: { 'content-type': type }, body });

  it('saves the grid without JavaScript, refuses a form that is not the grid or a bad quantity, and a closed window', async () => {
    const id = await openWindow();
    const [a] = bookable(await grid(id));
    const cell = (qty: string) => new URLSearchParams({ action: 'save', [cellName(a!.articleCode, months[0]!)]: qty }).toString();
    const run = (request: Request) => runPreseasonPage(w.t.services, 'US01', dealerCode, null, request, url(id));

    expect(await run(post(id, cell('4')))).toEqual({ kind: 'redirect', to: `/en-us/preseason?window=${id}&done=saved` });
    expect((await grid(id)).lines).toEqual([expect.objectContaining({ articleCode: a!.articleCode, qty: 4 })]);

    for (const [request, status] of [[post(id, cell('-1')), 400], [post(id, cell('2.5')), 400], [post(id, 'x=1'), 400], [post(id, '{"action":"save"}', 'application/json'), 400]] as const) {
      const page = await run(request);
      expect(page.kind === 'render' && page.status).toBe(status);
    }
    const refused = await run(post(id, cell('x')));
    expect(refused.kind === 'render' && refused.cells.get(`${a!.articleCode}|${months[0]}`)).toBe('x');
    expect((await grid(id)).lines).toEqual([expect.objectContaining({ qty: 4 })]);

    expect((await send('PUT', `/api/admin/preseason/windows/${id}`, windowBody({ opensOn: isoDay(-30), closesOn: isoDay(-1) }), admin)).status).toBe(200);
    const closed = await run(post(id, cell('9')));
    expect(closed.kind === 'render' && [closed.status, closed.error]).toEqual([409, 'preseason.error.window_closed']);
    expect((await grid(id)).lines).toEqual([expect.objectContaining({ qty: 4 })]);
  });
});
