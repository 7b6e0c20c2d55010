// /api/retail-sales: registering frames shipped to the dealer, the spec's refusals, delete,
// reupload of failed entries, the warranty certificate, and no reach into another dealer's frames.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { json, openOrdersWorld, US_DEALER, type OrdersWorld } from './orders-fixture';

interface Frame { id: string; frameNumber: string; type: string; status: string; brand: string; articleDescription: string; customerName: string; soldDate: string }
interface Envelope { error: { code: string; messageKey: string; issues?: { path: string; message: string }[] } }

const DE_DEALER = '0002000456';
let w: OrdersWorld;
let dealer: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  w = await openOrdersWorld();
  dealer = await w.login('dealer.us');
  other = await w.login('dealer.de');
}, 120_000);
afterAll(async () => w.close());

async function unregistered(custCode: string): Promise<{ frame: string; shippedAt: string }> {
  const rs = await w.upstream.sql.execute({
    sql: 'SELECT frame_number, shipped_at FROM frames WHERE cust_code = ? AND frame_number NOT IN (SELECT frame_number FROM frame_registrations) ORDER BY frame_number LIMIT 1 OFFSET ?',
    args: [custCode, Math.floor(Math.random() * 5)],
  });
  const row = rs.rows[0];
  if (!row) throw new Error(`no unregistered frame for ${custCode}`);
  return { frame: String(row['frame_number']), shippedAt: String(row['shipped_at']) };
}

const today = () => new Date().toISOString().slice(0, 10);
const register = (body: unknown, headers = dealer) =>
  w.t.request('/api/retail-sales/frames', { method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });
const list = async (query = '', headers = dealer) => json<{ data: Frame[]; total: number }>(await w.t.request(`/api/retail-sales/frames${query}`, { headers }));
const warranty = (fields: Record<string, string>, headers = dealer) =>
  w.t.request('/api/retail-sales/warranty?locale=de', { method: 'POST', body: new URLSearchParams(fields), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } });

describe('GET /api/retail-sales/frames', () => {
  it('lists the dealer’s own registrations with every retail-sales status among them', async () => {
    const { data, total } = await list('?limit=20');
    expect(total).toBeGreaterThan(4);
    const statuses = new Set((await list('?limit=20')).data.map((f) => f.status));
    for (const status of ['pending', 'processing', 'failed', 'complete']) expect(statuses.has(status) || (await list(`?status=${status}`)).total > 0).toBe(true);
    const own = await w.upstream.sql.execute({ sql: 'SELECT count(*) AS n FROM frame_registrations WHERE cust_code = ?', args: [US_DEALER] });
    expect(total).toBe(Number(own.rows[0]?.['n']));
    expect(data.length).toBeLessThanOrEqual(20);
  });

  it('filters by status and type and refuses an unknown status', async () => {
    const failed = await list('?status=failed');
    expect(failed.data.every((f) => f.status === 'failed')).toBe(true);
    expect((await w.t.request('/api/retail-sales/frames?status=lost', { headers: dealer })).status).toBe(400);
  });

  it('needs the page scope: the customer-vendor is refused', async () => {
    const vendor = await w.login('vendor.id');
    expect((await w.t.request('/api/retail-sales/frames', { headers: vendor })).status).toBe(403);
  });
});

describe('POST /api/retail-sales/frames', () => {
  it('registers a frame shipped to the dealer with the rider’s data, once, even when submitted twice', async () => {
    const { frame, shippedAt } = await unregistered(US_DEALER);
    const body = { frameNumber: frame.toLowerCase(), soldDate: shippedAt > today() ? shippedAt : today(), useAccountData: false, customer: { name: 'Ria Rider', email: 'ria@example.com' } };
    const [first, second] = await Promise.all([register(body), register(body)]);
    expect([first.status, second.status].sort()).toEqual([201, 422]);
    const found = await list(`?search=${frame}`);
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ frameNumber: frame, customerName: 'Ria Rider', status: 'pending', type: 'retail' });
  });

  it('refuses unknown frames, another dealer’s frames, reported ones, long ones and future dates with their own messages', async () => {
    const reported = (await list()).data[0]?.frameNumber ?? '';
    const others = await unregistered(DE_DEALER);
    const cases: [unknown, string][] = [
      [{ frameNumber: 'ZZ990000001', soldDate: today(), useAccountData: true }, 'retail_sales.error.frame_not_polygon'],
      [{ frameNumber: others.frame, soldDate: today(), useAccountData: true }, 'retail_sales.error.frame_not_shipped'],
      [{ frameNumber: reported, soldDate: today(), useAccountData: true }, 'retail_sales.error.frame_already_reported'],
    ];
    for (const [body, key] of cases) {
      const res = await register(body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as Envelope).error.messageKey).toBe(key);
    }
    const long = await register({ frameNumber: 'A'.repeat(21), soldDate: today(), useAccountData: true });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain('retail_sales.error.frame_too_long');
    const { frame } = await unregistered(US_DEALER);
    const future = await register({ frameNumber: frame, soldDate: '2999-01-01', useAccountData: true });
    expect(((await future.json()) as Envelope).error.messageKey).toBe('retail_sales.error.date_future');
  });

  it('refuses markup typed as the rider’s name (text rule)', async () => {
    const { frame } = await unregistered(US_DEALER);
    const res = await register({ frameNumber: frame, soldDate: today(), useAccountData: false, customer: { name: '<script>alert(1)</script>' } });
    expect(res.status).toBe(400);
  });
});

describe('reupload and delete', () => {
  it('sends a failed entry again once; a second reupload fails with the spec’s message', async () => {
    const failed = (await list('?status=failed')).data[0];
    if (!failed) throw new Error('demo data has a failed entry');
    expect((await w.t.request(`/api/retail-sales/entries/${failed.id}/reupload`, { method: 'POST', headers: dealer })).status).toBe(200);
    const again = await w.t.request(`/api/retail-sales/entries/${failed.id}/reupload`, { method: 'POST', headers: dealer });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Envelope).error.messageKey).toBe('retail_sales.error.reupload_failed');
  });

  it('never reuploads or deletes another dealer’s entry', async () => {
    const mine = (await list()).data[0];
    if (!mine) throw new Error('demo data has registrations');
    expect((await w.t.request(`/api/retail-sales/entries/${mine.id}/reupload`, { method: 'POST', headers: other })).status).toBe(409);
    expect((await w.t.request(`/api/retail-sales/frames/${mine.frameNumber}?type=${mine.type}`, { method: 'DELETE', headers: other })).status).toBe(404);
    expect((await list(`?search=${mine.frameNumber}`)).total).toBe(1);
  });

  it('deletes the dealer’s own registration', async () => {
    const mine = (await list('?status=complete')).data[0];
    if (!mine) throw new Error('demo data has a complete entry');
    expect((await w.t.request(`/api/retail-sales/frames/${mine.frameNumber}?type=${mine.type}`, { method: 'DELETE', headers: dealer })).status).toBe(200);
    expect((await list(`?search=${mine.frameNumber}`)).total).toBe(0);
  });
});

describe('POST /api/retail-sales/warranty', () => {
  it('returns a PDF in the user’s language with brand, model, frame, rider and dealer', async () => {
    const frame = (await list()).data[0];
    if (!frame) throw new Error('demo data has registrations');
    const res = await warranty({ frame: frame.frameNumber, type: frame.type, brand: frame.brand });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Garantiezertifikat');
    for (const part of [frame.frameNumber, frame.brand, frame.customerName, 'Pedal Pushers Bike Shop']) expect(text).toContain(part);
    // The sold date reads as on the German pages: "07.11.2026".
    const [year, month, day] = frame.soldDate.split('-');
    expect(text).toContain(`${day}.${month}.${year}`);
  });

  it('refuses another dealer’s frame', async () => {
    const frame = (await list()).data[0];
    if (!frame) throw new Error('demo data has registrations');
    expect((await warranty({ frame: frame.frameNumber, type: frame.type }, other)).status).toBe(404);
  });
});
