// /api/returns through the app against the embedded upstream: deliveries still returnable, photos
// uploaded the claims way, quantities against the delivery, one return per submit, another
// customer refused everywhere, the back office's decision and the credit note in the invoices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenInvoiceV5Document } from '../../src/server/upstream/generated';
import { openReturn, pageViewer } from '../../src/server/returns/returns.service';
import { jsonRequest } from '../support/app';
import { createClient } from '@libsql/client';
import { createUpstreamDb } from '../../upstream/db/client';
import { createOrderFromCheckout } from '../../upstream/ledger/orders/create-order';
import { apiLogin, bearer, embeddedUpstreamUrl, openAuthWorld, type AuthWorld } from './auth-fixture';

const US = '0001000123';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(7)]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(64).fill(1)]);

let world: AuthWorld;
let dealer: Record<string, string>;
let foreign: Record<string, string>;
let auditor: Record<string, string>;
let admin: Record<string, string>;

interface Envelope { error: { code: string; messageKey: string; issues?: { path: string; message: string }[] } }
interface Delivery { doNumber: string; deliveryDate: string; reasons: string[]; lines: { articleCode: string; delivered: number; returned: number }[] }
interface ReturnBody { data: { id: number; status: string; creditNoteNo: string | null; creditAmount: number | null; lines: { articleCode: string; qty: number }[]; photos: { id: string }[] } }

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const upload = (bytes: Uint8Array, name: string, headers = dealer) => {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice().buffer]), name);
  return world.t.request('/api/returns/photos', { method: 'POST', body: form, headers });
};
const photo = async (headers = dealer) => (await json<{ data: { id: string } }>(await upload(JPEG, 'box.jpg', headers))).data.id;
const open = (body: unknown, headers = dealer) => world.t.request('/api/returns', jsonRequest('POST', body, headers));
let delivery: Delivery;
const line = () => delivery.lines.find((l) => l.delivered - l.returned >= 2) ?? delivery.lines[0]!;

beforeAll(async () => {
  world = await openAuthWorld();
  dealer = bearer((await apiLogin(world.t, 'dealer.us')).requestToken);
  foreign = bearer((await apiLogin(world.t, 'dealer.de')).requestToken);
  auditor = bearer((await apiLogin(world.t, 'auditor')).requestToken);
  admin = bearer((await apiLogin(world.t, 'admin')).requestToken);
  // Playing the ERP: an order placed six days ago that shipped three days ago (the ledger's clock ships it).
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
  const db = createUpstreamDb(createClient({ url: embeddedUpstreamUrl() }));
  const order = await db.transaction((tx) =>
    createOrderFromCheckout(tx, {
      custCode: US, sorg: 'US01', shipToId: 'ST-1', poNumber: 'PO-RETURNS', notes: null, requestDeliveryDate: day(-3).toISOString().slice(0, 10), orderType: 'OR', now: day(-6),
      lines: [{ articleCode: 'RET-PART-1', qty: 4, unitPrice: 2500, amount: 10000, currency: 'USD' }],
    }),
  );
  const list = await json<{ data: (Delivery & { orderNumber: string })[] }>(await world.t.request('/api/returns/deliveries', { headers: dealer }));
  const found = list.data.find((d) => d.orderNumber === order.orderNumber && d.reasons.includes('damaged_in_transit'));
  if (!found) throw new Error(`the demo has no delivery of ${US} within the damage window`);
  delivery = found;
}, 120_000);
afterAll(() => world.close());

describe('a fresh demo', () => {
  it('has, for every return reason, a delivery of the dealer inside its window', async () => {
    const list = await json<{ data: (Delivery & { orderNumber: string })[] }>(await world.t.request('/api/returns/deliveries', { headers: dealer }));
    const seeded = list.data.filter((d) => d.doNumber !== delivery.doNumber);
    for (const reason of ['damaged_in_transit', 'wrong_item', 'surplus']) {
      expect(seeded.some((d) => d.reasons.includes(reason)), reason).toBe(true);
    }
  });
});

describe('POST /api/returns/photos', () => {
  it('stores a photo proven by its bytes and refuses anything else', async () => {
    const ok = await upload(JPEG, 'damage.jpg');
    expect(ok.status).toBe(201);
    const exe = await upload(EXE, 'damage.jpg');
    expect([exe.status, (await json<Envelope>(exe)).error.code]).toEqual([415, 'PHOTO_TYPE']);
    const notForm = await world.t.request('/api/returns/photos', { method: 'POST', body: '{}', headers: { ...dealer, 'content-type': 'application/json' } });
    expect(notForm.status).toBe(400);
    expect((await upload(JPEG, 'x.jpg', auditor)).status).toBe(403);
  });
});

describe('opening a return', () => {
  it('lists only deliveries of the acting customer', async () => {
    const theirs = await json<{ data: Delivery[] }>(await world.t.request('/api/returns/deliveries', { headers: foreign }));
    expect(theirs.data.map((d) => d.doNumber)).not.toContain(delivery.doNumber);
  });

  it('needs a photo for damage, refuses more than is left and malformed input', async () => {
    const base = { doNumber: delivery.doNumber, reason: 'damaged_in_transit', lines: [{ articleCode: line().articleCode, qty: 1 }] };
    const noPhoto = await open({ ...base, submissionId: crypto.randomUUID() });
    expect([noPhoto.status, (await json<Envelope>(noPhoto)).error.code]).toEqual([400, 'PHOTOS_REQUIRED']);
    const over = await open({ ...base, lines: [{ articleCode: line().articleCode, qty: line().delivered + 1 }], photos: [await photo()], submissionId: crypto.randomUUID() });
    const overBody = await json<Envelope>(over);
    expect([over.status, overBody.error.code, overBody.error.issues?.[0]?.path]).toEqual([400, 'LINES_INVALID', 'lines.0.qty']);
    const notDelivered = await open({ ...base, reason: 'surplus', lines: [{ articleCode: 'NOT-IN-DELIVERY', qty: 1 }], submissionId: crypto.randomUUID() });
    expect((await json<Envelope>(notDelivered)).error.issues?.[0]?.message).toBe('returns.line_not_delivered');
    expect((await open({ ...base, reason: 'changed_mind', submissionId: crypto.randomUUID() })).status).toBe(400);
    const broken = await world.t.request('/api/returns', { method: 'POST', body: '{"doNumber":', headers: { ...dealer, 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect((await open({ ...base, doNumber: 'DO-NOT-MINE', submissionId: crypto.randomUUID() })).status).toBe(404);
  });

  it('refuses another customer the delivery, the photos and the return', async () => {
    const mine = await photo();
    const res = await open({ doNumber: delivery.doNumber, reason: 'surplus', lines: [{ articleCode: line().articleCode, qty: 1 }], photos: [mine], submissionId: crypto.randomUUID() }, foreign);
    expect(res.status).toBe(404);
    const ownDelivery = (await json<{ data: Delivery[] }>(await world.t.request('/api/returns/deliveries', { headers: foreign }))).data[0];
    if (ownDelivery) {
      const stolen = await open({ doNumber: ownDelivery.doNumber, reason: 'wrong_item', lines: [{ articleCode: ownDelivery.lines[0]!.articleCode, qty: 1 }], photos: [mine], submissionId: crypto.randomUUID() }, foreign);
      expect((await json<Envelope>(stolen)).error.code).toBe('PHOTO_UNKNOWN');
    }
    expect((await open({ doNumber: delivery.doNumber, reason: 'surplus', lines: [{ articleCode: line().articleCode, qty: 1 }], submissionId: crypto.randomUUID() }, auditor)).status).toBe(403);
  });

  it('refuses a reason whose window the host closed', async () => {
    const user = { sub: '1', salesActiveCustCode: { r3: US, isr: null } };
    const viewer = pageViewer(user, { damaged_in_transit: 0, wrong_item: 60, surplus: 60 }, new Date(Date.parse(`${delivery.deliveryDate}T12:00:00Z`) + 86_400_000));
    if (!viewer) throw new Error('no viewer');
    await expect(openReturn(world.t.services, viewer, { doNumber: delivery.doNumber, reason: 'damaged_in_transit', note: '', lines: [{ articleCode: line().articleCode, qty: 1 }], photos: [], submissionId: crypto.randomUUID() })).rejects.toMatchObject({ code: 'WINDOW_CLOSED' });
  });
});

describe('one return from submit to credit note', () => {
  let id = 0;
  const submissionId = crypto.randomUUID();

  it('opens one return however often the form is sent', async () => {
    const body = { doNumber: delivery.doNumber, reason: 'damaged_in_transit', note: 'Box crushed', lines: [{ articleCode: line().articleCode, qty: 2 }], photos: [await photo()], submissionId };
    const [a, b] = await Promise.all([open(body), open(body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const first = await json<ReturnBody>(a);
    expect((await json<ReturnBody>(b)).data.id).toBe(first.data.id);
    id = first.data.id;
    expect(first.data).toMatchObject({ status: 'submitted', lines: [{ articleCode: line().articleCode, qty: 2 }] });
    expect(first.data.photos).toHaveLength(1);
    const list = await json<{ data: { id: number }[] }>(await world.t.request('/api/returns', { headers: dealer }));
    expect(list.data.filter((r) => r.id === id)).toHaveLength(1);
    const again = await json<{ data: Delivery[] }>(await world.t.request('/api/returns/deliveries', { headers: dealer }));
    expect(again.data.find((d) => d.doNumber === delivery.doNumber)?.lines.find((l) => l.articleCode === line().articleCode)?.returned).toBeGreaterThanOrEqual(2);
  });

  it('shows the return and its photos to its customer only', async () => {
    const mine = await json<ReturnBody>(await world.t.request(`/api/returns/${id}`, { headers: dealer }));
    const photoUrl = `/api/returns/${id}/photos/${mine.data.photos[0]!.id}`;
    expect((await world.t.request(photoUrl, { headers: dealer })).headers.get('content-type')).toBe('image/jpeg');
    expect((await world.t.request(`/api/returns/${id}`, { headers: foreign })).status).toBe(404);
    expect((await world.t.request(photoUrl, { headers: foreign })).status).toBe(404);
    expect((await world.t.request(`/api/returns/${id}/photos`, jsonRequest('POST', { photos: [await photo(foreign)] }, foreign))).status).toBe(404);
    // The auditor has chosen no customer: nothing is read until it does (409 CUSTOMER_REQUIRED).
    expect((await world.t.request(`/api/returns/${id}`, { headers: auditor })).status).toBe(409);
    expect((await world.t.request('/api/returns/abc', { headers: dealer })).status).toBe(400);
  });

  it('takes more photos while it waits', async () => {
    const res = await world.t.request(`/api/returns/${id}/photos`, jsonRequest('POST', { photos: [await photo()] }, dealer));
    expect((await json<ReturnBody>(res)).data.photos).toHaveLength(2);
  });

  it('is decided by the back office only, once, and the credit note shows in the open invoices', async () => {
    expect((await world.t.request(`/api/admin/returns/${id}/decision`, jsonRequest('POST', { decision: 'accept' }, dealer))).status).toBe(403);
    expect((await world.t.request(`/api/admin/returns/${id}/decision`, jsonRequest('POST', { decision: 'maybe' }, admin))).status).toBe(400);
    const res = await world.t.request(`/api/admin/returns/${id}/decision`, jsonRequest('POST', { decision: 'accept', note: 'Carrier damage confirmed' }, admin));
    const decided = await json<ReturnBody>(res);
    expect(res.status).toBe(200);
    expect(decided.data.status).toBe('accepted');
    expect(decided.data.creditAmount).toBeLessThan(0);
    const twice = await world.t.request(`/api/admin/returns/${id}/decision`, jsonRequest('POST', { decision: 'accept' }, admin));
    expect([twice.status, (await json<Envelope>(twice)).error.code]).toEqual([409, 'ALREADY_DECIDED']);
    const { openInvoiceV5 } = await world.upstream.request(OpenInvoiceV5Document, { payerCode: US });
    const notes = openInvoiceV5.flatMap((c) => c.creditCusts.flatMap((cc) => cc.arInvoices)).filter((i) => i.invoiceNo === decided.data.creditNoteNo);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.accountingAmount).toBe(decided.data.creditAmount);
    // The invoice list names a document by its assignment: the same name the return shows.
    expect(notes[0]?.assignment).toBe(decided.data.creditNoteNo);
    const seen = await json<ReturnBody>(await world.t.request(`/api/returns/${id}`, { headers: dealer }));
    expect(seen.data).toMatchObject({ status: 'accepted', creditNoteNo: decided.data.creditNoteNo });
    expect((await world.t.request(`/api/returns/${id}/photos`, jsonRequest('POST', { photos: [await photo()] }, dealer))).status).toBe(409);
  });

  it('lists returns by status for the back office only, each site its own', async () => {
    const list = await json<{ data: { id: number; sorg: string }[] }>(await world.t.request('/api/admin/returns?status=accepted', { headers: admin }));
    expect(list.data.map((r) => r.id)).toContain(id);
    expect(new Set(list.data.map((r) => r.sorg))).toEqual(new Set(['US01']));
    const german = { ...admin, origin: 'http://de.localhost' };
    const elsewhere = await json<{ data: { id: number; sorg: string }[] }>(await world.t.request('http://de.localhost/api/admin/returns?status=accepted', { headers: german }));
    expect(elsewhere.data.map((r) => r.id)).not.toContain(id);
    expect(elsewhere.data.filter((r) => r.sorg !== 'DE01')).toEqual([]);
    const decidedThere = await world.t.request(`http://de.localhost/api/admin/returns/${id}/decision`, jsonRequest('POST', { decision: 'reject' }, german));
    expect(decidedThere.status).toBe(404);
    expect((await world.t.request('/api/admin/returns', { headers: dealer })).status).toBe(403);
    expect((await world.t.request('/api/admin/returns?status=lost', { headers: admin })).status).toBe(400);
  });
});
