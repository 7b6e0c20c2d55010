// /api/visits: a rep's forms, customers and visits within their areas, create with photos (once per
// key), the photo bytes back, update, delete, and refusals: another rep's customer, a file that is
// not an image, missing fields, unknown answers, a body that is not a form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveVisitForm } from '../../src/server/visits/page-actions';
import type { VisitUser } from '../../src/server/visits/visits.reach';
import { json, openOrdersWorld, type OrdersWorld } from './orders-fixture';

interface Visit { id: string; custCode: string; custName: string; notes: string; createdAt: string; images: Record<string, string | null> }
interface Envelope { error: { code: string; messageKey: string; issues?: { path: string; message: string }[] } }

const JPEG: Uint8Array<ArrayBuffer> = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 1, 2, 3, 4]);
let w: OrdersWorld;
let rep: Record<string, string>;
let admin: Record<string, string>;
let covered: string;
let outside: string;

beforeAll(async () => {
  w = await openOrdersWorld();
  rep = await w.login('sales.rep');
  admin = await w.login('admin');
  const pick = async (sql: string) => String((await w.upstream.sql.execute(sql)).rows[0]?.['r3']);
  covered = await pick("SELECT a.cust_code AS r3 FROM customer_areas a JOIN customers c ON c.r3 = a.cust_code WHERE a.sorg = 'US01' AND a.salesman = 'S10025' AND c.category = 'dealer' ORDER BY a.cust_code LIMIT 1");
  outside = await pick("SELECT f.cust_code AS r3 FROM form_visits f WHERE f.brand = 'polygon' AND f.cust_code NOT IN (SELECT cust_code FROM customer_areas WHERE salesman = 'S10025') ORDER BY f.id LIMIT 1");
}, 120_000);
afterAll(async () => w.close());

function visitForm(fields: Record<string, string | string[]> = {}, photos: Record<string, Uint8Array<ArrayBuffer> | string> = {}): FormData {
  const form = new FormData();
  const all: Record<string, string | string[]> = { custCode: covered, brandDomination: 'yes', qtyPlgGrp: '14', qtyNonPlgGrp: '6', brandDisplay: 'front', otherMidrange: ['giant', 'trek'], seriesList: ['siskiu'], notes: 'Good shop', ...fields };
  for (const [name, value] of Object.entries(all)) for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  for (const [slot, bytes] of Object.entries(photos)) form.append(slot, new Blob([bytes], { type: 'image/jpeg' }), `${slot}.jpg`);
  return form;
}

const post = (form: FormData, headers = rep, brand = 'polygon') => w.t.request(`/api/visits/${brand}`, { method: 'POST', body: form, headers });
const get = (path: string, headers = rep) => w.t.request(`/api/visits${path}`, { headers });
const count = async (sql: string, args: string[] = []) => Number((await w.upstream.sql.execute({ sql, args })).rows[0]?.['n']);

describe('reading visits', () => {
  it('offers the rep both forms and only customers their areas cover', async () => {
    expect(await json<{ data: string[] }>(await get(''))).toEqual({ data: ['polygon', 'wim'] });
    const { data } = await json<{ data: { r3: string; visits: number }[] }>(await get('/polygon/customers'));
    expect(data.length).toBeGreaterThan(5);
    const ids = data.map((c) => c.r3);
    const covers = await count(`SELECT count(DISTINCT cust_code) AS n FROM customer_areas WHERE sorg = 'US01' AND salesman = 'S10025' AND cust_code IN (${ids.map(() => '?').join(',')})`, ids);
    expect(covers).toBe(ids.length);
    expect(data.some((c) => c.visits === 0) && data.some((c) => c.visits > 0)).toBe(true);
  });

  it('lists the brand’s visits of covered customers, filtered by a range of at most 30 days and a customer', async () => {
    const all = await json<{ data: Visit[]; total: number }>(await get('/polygon?limit=20'));
    expect(all.total).toBeGreaterThan(0);
    const { data: customers } = await json<{ data: { r3: string }[] }>(await get('/polygon/customers'));
    expect(all.data.every((v) => customers.some((c) => c.r3 === v.custCode))).toBe(true);
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const recent = await json<{ data: Visit[] }>(await get(`/polygon?from=${from}&to=${to}&limit=20`));
    expect(recent.data.every((v) => v.createdAt.slice(0, 10) >= from)).toBe(true);
    const one = all.data[0]?.custCode ?? '';
    const byCustomer = await json<{ data: Visit[] }>(await get(`/polygon?custCode=${one}`));
    expect(byCustomer.data.every((v) => v.custCode === one)).toBe(true);
    const tooLong = await get(`/polygon?from=2026-01-01&to=2026-02-15`);
    expect(tooLong.status).toBe(400);
    expect((await json<Envelope>(tooLong)).error.issues?.[0]?.message).toBe('validation.range_max_30_days');
  });

  it('does not list another rep’s customer even when asked for it', async () => {
    expect((await json<{ total: number }>(await get(`/polygon?custCode=${outside}`))).total).toBe(0);
  });

  it('refuses a visit of a customer outside the rep’s areas, and an unknown one is not found', async () => {
    const id = String((await w.upstream.sql.execute({ sql: "SELECT id FROM form_visits WHERE cust_code = ? AND brand = 'polygon' LIMIT 1", args: [outside] })).rows[0]?.['id']);
    const refused = await get(`/polygon/${id}`);
    expect(refused.status).toBe(403);
    expect((await json<Envelope>(refused)).error.code).toBe('CUSTOMER_NOT_YOURS');
    expect((await get(`/polygon/${id}/photos/frontShop1`)).status).toBe(403);
    expect((await get(`/polygon/${id}`, admin)).status).toBe(200);
    expect((await get('/polygon/99999999')).status).toBe(404);
    expect((await get('/bmx/1')).status).toBe(400);
  });

  it('needs page.formvisit: a customer-vendor and an auditor are refused', async () => {
    for (const who of ['vendor.id', 'auditor']) {
      const user = await w.login(who);
      expect((await get('/polygon', user)).status, who).toBe(403);
      expect((await post(visitForm(), user)).status, who).toBe(403);
    }
  });

  it('lets a dealer file and read the visits of its own shop only', async () => {
    const dealer = await w.login('dealer.us');
    expect(await json<{ data: string[] }>(await get('', dealer))).toEqual({ data: ['polygon', 'wim'] });
    const { data: shops } = await json<{ data: { r3: string; name: string }[] }>(await get('/polygon/customers', dealer));
    expect(shops).toEqual([expect.objectContaining({ r3: '0001000123', name: 'Pedal Pushers Bike Shop' })]);
    const created = await post(visitForm({ custCode: '0001000123', idempotencyKey: crypto.randomUUID() }), dealer);
    expect(created.status).toBe(201);
    const neighbour = String((await w.upstream.sql.execute("SELECT r3 FROM customers WHERE r3 <> '0001000123' AND category = 'dealer' ORDER BY r3 LIMIT 1")).rows[0]?.['r3']);
    const other = await post(visitForm({ custCode: neighbour, idempotencyKey: crypto.randomUUID() }), dealer);
    expect(other.status).toBe(403);
    const listed = await json<{ data: Visit[]; total: number }>(await get('/polygon?limit=20', dealer));
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.data.every((v) => v.custCode === '0001000123')).toBe(true);
  });
});

describe('filing a visit', () => {
  it('saves the fields and three photos, and gives the photos back', async () => {
    const form = visitForm({ idempotencyKey: crypto.randomUUID(), equipment: ['workshop'], 'seriesBrand.0.brand': 'Giant', 'seriesBrand.0.series': 'Talon', otherSeriesList: 'Marlin, Fuel' }, { frontShop1: JPEG, displayShop2: JPEG, displayHangtagShimano: JPEG });
    const created = await post(form);
    expect(created.status).toBe(201);
    const { data } = await json<{ data: Visit & { seriesBrand: unknown; otherSeriesList: string[] } }>(created);
    expect(data).toMatchObject({ custCode: covered, notes: 'Good shop', seriesBrand: [{ brand: 'Giant', series: 'Talon' }], otherSeriesList: ['Marlin', 'Fuel'] });
    expect(Object.entries(data.images).filter(([, ref]) => ref).map(([slot]) => slot).sort()).toEqual(['displayHangtagShimano', 'displayShop2', 'frontShop1']);
    const photo = await get(`/polygon/${data.id}/photos/displayShop2`);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(JPEG);
    expect((await get(`/polygon/${data.id}/photos/displayPoster`)).status).toBe(404);
  });

  it('saves a visit sent twice with the same key once', async () => {
    const key = crypto.randomUUID();
    const first = await json<{ data: Visit }>(await post(visitForm({ idempotencyKey: key }, { frontShop1: JPEG })));
    const again = await post(visitForm({ idempotencyKey: key }, { frontShop1: JPEG }));
    expect(again.status).toBe(201);
    expect((await json<{ data: Visit }>(again)).data.id).toBe(first.data.id);
    expect(await count('SELECT count(*) AS n FROM form_visits WHERE idempotency_key = ?', [key])).toBe(1);
  });

  it('refuses a photo that is not an image, and stores nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM form_visits');
    const refused = await post(visitForm({ idempotencyKey: crypto.randomUUID() }, { frontShop1: JPEG, displayBanner: 'MZ this is a program' }));
    expect(refused.status).toBe(415);
    expect((await json<Envelope>(refused)).error).toMatchObject({ code: 'PHOTO_TYPE', issues: [{ path: 'displayBanner', message: 'visits.error.photo_not_image', text: 'This file is not a photo.' }] });
    expect(await count('SELECT count(*) AS n FROM form_visits')).toBe(before);
  });

  it('names every missing required field', async () => {
    const form = new FormData();
    form.append('notes', 'only notes');
    const refused = await post(form);
    expect(refused.status).toBe(400);
    const paths = (await json<Envelope>(refused)).error.issues?.map((i) => i.path).sort();
    expect(paths).toEqual(['brandDisplay', 'brandDomination', 'custCode', 'qtyNonPlgGrp', 'qtyPlgGrp']);
  });

  it('refuses answers that are not on the brand’s lists', async () => {
    const refused = await post(visitForm({ brandDisplay: 'rooftop' }));
    expect(refused.status).toBe(400);
    expect((await json<Envelope>(refused)).error.issues).toEqual([{ path: 'brandDisplay', message: 'visits.error.unknown_answer', text: 'Choose one of the answers offered.' }]);
  });

  it('refuses a visit for a customer outside the rep’s areas', async () => {
    const refused = await post(visitForm({ custCode: outside }));
    expect(refused.status).toBe(403);
    expect((await json<Envelope>(refused)).error.code).toBe('CUSTOMER_NOT_YOURS');
  });

  it('answers 400 to a body that is not a form', async () => {
    const res = await w.t.request('/api/visits/polygon', { method: 'POST', body: JSON.stringify({ custCode: covered }), headers: { ...rep, 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});

describe('changing and deleting a visit', () => {
  it('updates the fields, replaces one photo and removes another', async () => {
    const { data } = await json<{ data: Visit }>(await post(visitForm({ idempotencyKey: crypto.randomUUID() }, { frontShop1: JPEG, frontShop2: JPEG })));
    const form = visitForm({ notes: 'Visited again', remove: 'frontShop2' }, { frontShop3: JPEG });
    const updated = await w.t.request(`/api/visits/polygon/${data.id}`, { method: 'PUT', body: form, headers: rep });
    expect(updated.status).toBe(200);
    const after = (await json<{ data: Visit }>(updated)).data;
    expect(after.notes).toBe('Visited again');
    expect(after.images['frontShop1']).toBe(data.images['frontShop1']);
    expect(after.images['frontShop2']).toBeNull();
    expect(after.images['frontShop3']).toBeTruthy();
  });

  it('deletes the rep’s visit with its photos, and refuses to delete another rep’s', async () => {
    const { data } = await json<{ data: Visit }>(await post(visitForm({ idempotencyKey: crypto.randomUUID() }, { frontShop1: JPEG })));
    const photoKey = data.images['frontShop1'] ?? '';
    expect(await w.t.services.blob.get(photoKey)).not.toBeNull();
    expect((await w.t.request(`/api/visits/polygon/${data.id}`, { method: 'DELETE', headers: rep })).status).toBe(200);
    expect((await get(`/polygon/${data.id}`)).status).toBe(404);
    expect(await w.t.services.blob.get(photoKey)).toBeNull();
    const id = String((await w.upstream.sql.execute({ sql: 'SELECT id FROM form_visits WHERE cust_code = ? LIMIT 1', args: [outside] })).rows[0]?.['id']);
    const brand = String((await w.upstream.sql.execute({ sql: 'SELECT brand FROM form_visits WHERE id = ?', args: [id] })).rows[0]?.['brand']);
    expect((await w.t.request(`/api/visits/${brand}/${id}`, { method: 'DELETE', headers: rep })).status).toBe(403);
    expect(await count('SELECT count(*) AS n FROM form_visits WHERE id = ?', [id])).toBe(1);
  });
});

describe('the visit pages’ own form posts (without JavaScript)', () => {
  const repUser = async () => {
    const token = (rep['authorization'] ?? '').replace('Bearer ', '');
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as VisitUser;
  };
  const pagePost = (body: FormData) => new Request('http://localhost/en-us/visit-form/polygon/create', { method: 'POST', body });

  it('saves a visit posted by the page and names the visit to show', async () => {
    const outcome = await saveVisitForm(w.t.services, await repUser(), 'US01', 'polygon', pagePost(visitForm({ notes: 'Posted without script' }, { frontShop1: JPEG })));
    expect(outcome).toMatchObject({ kind: 'done', id: expect.stringMatching(/^\d+$/) });
  });

  it('gives the fields back with their messages when something is missing', async () => {
    const outcome = await saveVisitForm(w.t.services, await repUser(), 'US01', 'polygon', pagePost(visitForm({ qtyPlgGrp: '', notes: 'Keep me' })));
    expect(outcome).toMatchObject({ kind: 'error', issues: [{ path: 'qtyPlgGrp', message: 'validation.numeric' }], echo: { notes: 'Keep me' } });
  });

  it('takes notes as people write them ("_", ";", quotes) and answers markup with the notes field’s own message', async () => {
    const written = 'stand_2 full; "new" poster?';
    const saved = await saveVisitForm(w.t.services, await repUser(), 'US01', 'polygon', pagePost(visitForm({ notes: written })));
    expect(saved).toMatchObject({ kind: 'done' });
    const refused = await saveVisitForm(w.t.services, await repUser(), 'US01', 'polygon', pagePost(visitForm({ notes: 'see <b>this</b>' })));
    expect(refused).toMatchObject({ kind: 'error', issues: [{ path: 'notes', message: 'visits.error.free_text' }], echo: { notes: 'see <b>this</b>' } });
  });

  it('keeps the typed fields when a photo is refused', async () => {
    const outcome = await saveVisitForm(w.t.services, await repUser(), 'US01', 'polygon', pagePost(visitForm({ notes: 'Keep me too' }, { displayPoster: 'plain text' })));
    expect(outcome).toMatchObject({ kind: 'error', messageKey: 'visits.error.photo_not_image', issues: [{ path: 'displayPoster', message: 'visits.error.photo_not_image' }], echo: { notes: 'Keep me too' } });
  });

  it('refuses another rep’s customer with the page’s message', async () => {
    const outcome = await saveVisitForm(w.t.services, await repUser(), 'US01', 'polygon', pagePost(visitForm({ custCode: outside })));
    expect(outcome).toMatchObject({ kind: 'error', messageKey: 'visits.error.customer_not_yours' });
  });
});
