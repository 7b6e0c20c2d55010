// Article maintenance: the page's no-JavaScript run (400 rows in six batches), the API that reads a
// sheet and takes one batch of 75 at a time, and the administrators' order limits and article tags,
// refused to dealers and customer-vendors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustCode } from '../../src/server/auth/claims';
import { writeXlsx, type SheetRow } from '../../src/server/spreadsheet/xlsx';
import { handleMaintenancePost } from '../../src/server/third-party/maintenance.page';
import { demoActors } from '../../upstream/demo/actors';
import { json, openOrdersWorld, type OrdersWorld } from './orders-fixture';

let w: OrdersWorld;
let dealer: Record<string, string>;
let vendor: Record<string, string>;
let admin: Record<string, string>;
const VENDOR: CustCode = { r3: demoActors.customerVendor.r3, isr: null };
const DEALER: CustCode = { r3: demoActors.singleCompanyDealer.r3, isr: null };
const VENDOR_SCOPES = ['page.3rdpartyarticlemaintenance'];

beforeAll(async () => {
  w = await openOrdersWorld();
  [dealer, vendor, admin] = await Promise.all([w.login('dealer.us'), w.login('vendor.id'), w.login('admin')]);
}, 120_000);
afterAll(async () => w.close());

const sql = (text: string, args: (string | number)[] = []) => w.upstream.sql.execute({ sql: text, args });
const vendorCodes = async () => (await sql("SELECT article_code FROM tp_products WHERE vendor_id = 'TPV01' ORDER BY article_code")).rows.map((r) => String(r['article_code']));
const xlsx = async (rows: SheetRow[]) => new File([(await writeXlsx('Sheet', [['header'], ...rows])).slice().buffer], 'sheet.xlsx');

function form(fields: Record<string, string | File>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}
const pageRequest = (f: FormData) => new Request('http://id.localhost/en-id/3rd-party/article-maintenance', { method: 'POST', body: f });
const postSheet = async (headers: Record<string, string>, kind: string, rows: SheetRow[]) => w.t.request('/api/article-maintenance/sheet', { method: 'POST', headers, body: form({ kind, file: await xlsx(rows) }) });
const postJson = (path: string, headers: Record<string, string>, body: unknown, method = 'POST') =>
  w.t.request(path, { method, headers: { ...headers, 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('the page without JavaScript', () => {
  it('sends 400 stock rows in six batches and stores the last stock of each article', async () => {
    const codes = await vendorCodes();
    const rows = Array.from({ length: 400 }, (_, i) => [codes[i % codes.length] ?? '', 1000 + i]);
    const { outcome } = await handleMaintenancePost(w.t.services.upstream, { scopes: VENDOR_SCOPES, code: VENDOR, precision: 0 }, pageRequest(form({ kind: 'stock', file: await xlsx(rows) })));
    expect(outcome.kind).toBe('done');
    if (outcome.kind !== 'done') return;
    expect(outcome.results.map((r) => [r.index, r.ok, r.count])).toEqual([[0, true, 75], [1, true, 75], [2, true, 75], [3, true, 75], [4, true, 75], [5, true, 25]]);
    const last = rows.findLast((r) => r[0] === codes[0]);
    expect(Number((await sql("SELECT stock FROM tp_products WHERE vendor_id = 'TPV01' AND article_code = ?", [codes[0] ?? ''])).rows[0]?.['stock'])).toBe(last?.[1]);
  });

  it('refuses a customer that is not a vendor, a sheet with a bad line, and order limits without the scope', async () => {
    const run = (scopes: string[], code: CustCode | null, fields: Record<string, string | File>) =>
      handleMaintenancePost(w.t.services.upstream, { scopes, code, precision: 0 }, pageRequest(form(fields))).then((r) => r.outcome);
    expect(await run(VENDOR_SCOPES, DEALER, { kind: 'stock', file: await xlsx([['01-00001', 5]]) })).toMatchObject({ kind: 'refused', status: 403 });
    expect(await run(VENDOR_SCOPES, VENDOR, { kind: 'stock', file: await xlsx([['01-00001', 5], ['01-00002', -1]]) })).toMatchObject({ kind: 'refused', lines: [3] });
    expect(await run(VENDOR_SCOPES, VENDOR, { kind: 'order_limits', file: await xlsx([['X', 5]]) })).toMatchObject({ kind: 'refused', status: 403 });
    expect(await run(VENDOR_SCOPES, VENDOR, { intent: 'tags', category: 'usage', tags: 'racing', articleCodes: 'X' })).toMatchObject({ kind: 'refused', status: 403 });
  });
});

describe('/api/article-maintenance/sheet', () => {
  it('reads an attribute sheet into rows, dates from spreadsheet serials included', async () => {
    const res = await postSheet(vendor, 'attributes', [['01-00001', 'id01', '1', 46023, '2026-12-31', 'yes']]);
    expect(res.status).toBe(200);
    const { data } = await json<{ data: { rows: unknown[] } }>(res);
    expect(data.rows).toEqual([{ articleCode: '01-00001', sorg: 'ID01', orderFlag: true, newArrivalFrom: '2026-01-01', newArrivalTo: '2026-12-31', newArrivalActive: true }]);
  });

  it('names the lines that do not fit, refuses what is not a workbook, and needs the page scope', async () => {
    const bad = await postSheet(vendor, 'products', [['A-1', 'Bell', '12.5', 'EA', '1', '3'], ['A-2', '', 'x', 'EA', '0', '3']]);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'SHEET_REFUSED', messageKey: 'third_party.sheet_lines' }, lines: [3] });
    const text = await w.t.request('/api/article-maintenance/sheet', { method: 'POST', headers: vendor, body: form({ kind: 'stock', file: new File(['a,b'], 'a.csv') }) });
    expect(text.status).toBe(400);
    expect((await w.t.request('/api/article-maintenance/sheet', { method: 'POST', headers: vendor, body: form({ kind: 'nope', file: await xlsx([['A', 1]]) }) })).status).toBe(400);
    expect((await postSheet(dealer, 'stock', [['A', 1]])).status).toBe(403);
    expect((await w.t.request('/api/article-maintenance/sheet', { method: 'POST', body: form({ kind: 'stock' }) })).status).toBe(401);
    expect((await w.t.request('/api/article-maintenance/template/attributes', { headers: vendor })).headers.get('content-type')).toContain('spreadsheetml');
  });
});

describe('/api/article-maintenance/batches', () => {
  it('sets order flag and new arrival, which the catalogue then shows', async () => {
    const [code] = await vendorCodes();
    const rows = [{ articleCode: code, sorg: 'ID01', orderFlag: true, newArrivalFrom: '2020-01-01', newArrivalTo: null, newArrivalActive: true }];
    const res = await postJson('/api/article-maintenance/batches', vendor, { kind: 'attributes', index: 0, rows });
    expect(await json(res)).toEqual({ data: { index: 0, ok: true, count: 1, unknown: [] } });
    const stored = (await sql("SELECT order_flag, new_arrival_from, new_arrival_active FROM tp_products WHERE vendor_id = 'TPV01' AND article_code = ?", [code ?? ''])).rows[0];
    expect([Number(stored?.['order_flag']), stored?.['new_arrival_from'], Number(stored?.['new_arrival_active'])]).toEqual([1, '2020-01-01', 1]);
    const unknown = await json<{ data: { unknown: string[] } }>(await postJson('/api/article-maintenance/batches', vendor, { kind: 'attributes', index: 1, rows: [{ ...rows[0], articleCode: 'NOPE-1' }] }));
    expect(unknown.data.unknown).toEqual(['NOPE-1']);
  });

  it('adds products and deletes them again, a repeated delete batch included', async () => {
    const product = { articleCode: 'AM-TEST-1', description: 'Maintenance test bell', price: 45_000, salesUnit: 'EA', uomConverter: 1, stock: 3 };
    expect((await postJson('/api/article-maintenance/batches', vendor, { kind: 'products', index: 0, rows: [product] })).status).toBe(200);
    expect((await sql("SELECT count(*) AS n FROM tp_products WHERE article_code = 'AM-TEST-1'")).rows[0]?.['n']).toBe(1);
    const del = { kind: 'delete', index: 0, rows: [{ articleCode: 'AM-TEST-1', sorg: 'ID01' }] };
    for (let i = 0; i < 2; i++) expect((await postJson('/api/article-maintenance/batches', vendor, del)).status).toBe(200);
    expect((await sql("SELECT count(*) AS n FROM tp_products WHERE article_code = 'AM-TEST-1'")).rows[0]?.['n']).toBe(0);
  });

  it('refuses more than 75 rows, malformed input, another customer, a dealer and a customer that is not a vendor', async () => {
    const many = Array.from({ length: 76 }, (_, i) => ({ articleCode: `A${i}`, stock: 1 }));
    expect((await postJson('/api/article-maintenance/batches', vendor, { kind: 'stock', index: 0, rows: many })).status).toBe(400);
    expect((await postJson('/api/article-maintenance/batches', vendor, '{"kind":')).status).toBe(400);
    expect((await postJson('/api/article-maintenance/batches', vendor, { kind: 'stock', index: 0, rows: [{ articleCode: 'A', stock: -1 }] })).status).toBe(400);
    expect((await postJson('/api/article-maintenance/batches', vendor, { kind: 'stock', index: 0, custCode: DEALER.r3, rows: [{ articleCode: 'A', stock: 1 }] })).status).toBe(403);
    expect((await postJson('/api/article-maintenance/batches', dealer, { kind: 'stock', index: 0, rows: [{ articleCode: 'A', stock: 1 }] })).status).toBe(403);
    const notVendor = await postJson('/api/article-maintenance/batches', await w.login('admin', DEALER.r3), { kind: 'stock', index: 0, rows: [{ articleCode: 'A', stock: 1 }] });
    expect(notVendor.status).toBe(422);
    expect(await notVendor.json()).toMatchObject({ error: { code: 'NOT_VENDOR' } });
  });
});

describe('order limits and article tags (administrators only)', () => {
  it('lets an administrator upload order limits and refuses a dealer and a customer-vendor', async () => {
    const code = String((await sql('SELECT article_code FROM products ORDER BY id LIMIT 1')).rows[0]?.['article_code']);
    const batch = { kind: 'order_limits', index: 0, rows: [{ articleCode: code, orderLimit: 7 }, { articleCode: 'NOPE-2', orderLimit: null }] };
    expect((await postJson('/api/article-maintenance/order-limits', dealer, batch)).status).toBe(403);
    expect((await postJson('/api/article-maintenance/order-limits', vendor, batch)).status).toBe(403);
    expect((await postSheet(vendor, 'order_limits', [[code, 7]])).status).toBe(403);
    expect((await sql('SELECT order_limit FROM products WHERE article_code = ?', [code])).rows[0]?.['order_limit']).not.toBe(7);
    const res = await postJson('/api/article-maintenance/order-limits', admin, batch);
    expect(await json(res)).toEqual({ data: { index: 0, ok: true, count: 2, unknown: ['NOPE-2'] } });
    expect((await sql('SELECT order_limit FROM products WHERE article_code = ?', [code])).rows[0]?.['order_limit']).toBe(7);
  });

  it('lets an administrator replace the tags of a category and refuses the others', async () => {
    const code = String((await sql('SELECT article_code FROM products ORDER BY id LIMIT 1')).rows[0]?.['article_code']);
    const body = { category: 'usage', tags: ['touring', 'commuting'], articleCodes: [code] };
    expect((await postJson('/api/article-maintenance/tags', vendor, body, 'PUT')).status).toBe(403);
    expect((await postJson('/api/article-maintenance/tags', admin, { ...body, category: 'Bad Category' }, 'PUT')).status).toBe(400);
    expect(await json(await postJson('/api/article-maintenance/tags', admin, body, 'PUT'))).toEqual({ data: { saved: 1, unknown: [] } });
    const tags = await sql("SELECT tag FROM article_tags t JOIN products p ON p.id = t.product_id WHERE p.article_code = ? AND t.category = 'usage' ORDER BY tag", [code]);
    expect(tags.rows.map((r) => r['tag'])).toEqual(['commuting', 'touring']);
    const categories = await json<{ data: { category: string; tags: string[] }[] }>(await w.t.request('/api/article-maintenance/tags', { headers: admin }));
    expect(categories.data.find((c) => c.category === 'usage')?.tags).toContain('touring');
  });
});
