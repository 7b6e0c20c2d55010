// /api/download-area: a report requested, generated in the background into a real .xlsx and
// downloaded by its owner only; the period rules, the daily quota under double submits, and the
// auditor who requests without choosing a customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_DAILY_QUOTA } from '../../src/domain/download-area';
import { readXlsx } from '../../src/server/spreadsheet/xlsx';
import { json, openOrdersWorld, type OrdersWorld } from './orders-fixture';

interface Request { id: string; status: string; fileName: string | null; module: string }
interface Envelope { error: { code: string; messageKey: string; issues?: { path: string; message: string }[] } }

let w: OrdersWorld;
let dealer: Record<string, string>;
const year = new Date().getUTCFullYear();
const lastYear = year - 1;

beforeAll(async () => {
  w = await openOrdersWorld();
  dealer = await w.login('dealer.us');
}, 120_000);
afterAll(async () => w.close());

const ask = (body: unknown, headers = dealer) =>
  w.t.request('/api/download-area', { method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });

async function ready(id: string, headers = dealer): Promise<Request> {
  for (let i = 0; i < 100; i++) {
    const { data } = await json<{ data: Request[] }>(await w.t.request('/api/download-area', { headers }));
    const found = data.find((r) => r.id === id);
    if (found?.status === 'ready') return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`report ${id} never became ready`);
}

describe('requesting and downloading a report', () => {
  it('generates the dealer’s retail sales of last year as a workbook only its owner can download', async () => {
    const res = await ask({ module: 'retail-sales', from: `${lastYear}-01-01`, to: `${lastYear}-12-31` });
    expect(res.status).toBe(201);
    const { data } = await json<{ data: Request }>(res);
    expect(['pending', 'processing', 'ready']).toContain(data.status);
    const done = await ready(data.id);
    expect(done.fileName).toBe(`retail-sales_${lastYear}-01-01_${lastYear}-12-31_${data.id}.xlsx`);
    const file = await w.t.request(`/api/download-area/${data.id}`, { headers: dealer });
    expect(file.status).toBe(200);
    const sheet = await readXlsx(new Uint8Array(await file.arrayBuffer()));
    if (!sheet.ok) throw new Error('not a workbook');
    expect(sheet.rows[0]?.[1]).toBe('Frame number');
    expect(sheet.rows.slice(1).every((r) => r[0] === '0001000123' && (r[5] ?? '').startsWith(String(lastYear)))).toBe(true);

    const other = await w.login('dealer.de');
    const stolen = await w.t.request(`/api/download-area/${data.id}`, { headers: other });
    expect(stolen.status).toBe(404);
    const theirs = await json<{ data: Request[] }>(await w.t.request('/api/download-area', { headers: other }));
    expect(theirs.data.some((r) => r.id === data.id)).toBe(false);
  });

  it('refuses From after To, a period across two years and an unknown module', async () => {
    const backwards = await ask({ module: 'retail-sales', from: `${year}-05-02`, to: `${year}-05-01` });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as Envelope).error.issues?.[0]?.message).toBe('validation.from_to');
    const across = await ask({ module: 'retail-sales', from: `${lastYear}-12-01`, to: `${year}-01-31` });
    expect(((await across.json()) as Envelope).error.issues?.[0]?.message).toBe('validation.range_same_year');
    expect((await ask({ module: 'invoices', from: `${year}-01-01`, to: `${year}-01-31` })).status).toBe(400);
  });

  it('spends the daily quota exactly, also when the last request is sent twice at once', async () => {
    const user = await w.login('dealer.id');
    const body = { module: 'bonus-purchases', from: `${lastYear}-01-01`, to: `${lastYear}-03-31` };
    for (let i = 0; i < DOWNLOAD_DAILY_QUOTA - 1; i++) expect((await ask(body, user)).status).toBe(201);
    const [a, b] = await Promise.all([ask(body, user), ask(body, user)]);
    expect([a.status, b.status].sort()).toEqual([201, 429]);
    const refused = a.status === 429 ? a : b;
    expect(((await refused.json()) as Envelope).error).toMatchObject({ code: 'DOWNLOAD_QUOTA', messageKey: 'download.quota_exceeded' });
    const { data } = await json<{ data: Request[] }>(await w.t.request('/api/download-area', { headers: user }));
    expect(data).toHaveLength(DOWNLOAD_DAILY_QUOTA);
  });
});

describe('limitation audit', () => {
  it('requests without a customer and gets every audited customer’s lines', async () => {
    const auditor = await w.login('auditor');
    const res = await ask({ module: 'bonus-retail', from: `${lastYear}-01-01`, to: `${lastYear}-12-31` }, auditor);
    expect(res.status).toBe(201);
    const { data } = await json<{ data: Request }>(res);
    await ready(data.id, auditor);
    const sheet = await readXlsx(new Uint8Array(await (await w.t.request(`/api/download-area/${data.id}`, { headers: auditor })).arrayBuffer()));
    if (!sheet.ok) throw new Error('not a workbook');
    expect(new Set(sheet.rows.slice(1).map((r) => r[0])).size).toBeGreaterThan(5);
  });

  it('asks other users without a customer to choose one', async () => {
    expect((await ask({ module: 'retail-sales', from: `${year}-01-01`, to: `${year}-01-31` }, await w.login('sales.rep'))).status).toBe(409);
  });
});
