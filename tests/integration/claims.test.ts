// /api/claims: the list within the user's reach, filing with files (content-checked, one claim per
// submission), no reach into another dealer's claims, internal comments only for the warranty desk,
// status moves along the capability list with the dealer's e-mail, and malformed input as 400.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { handleClaimForm } from '../../src/server/claims/page-actions';
import { handlePdiForm } from '../../src/server/pdi/page-actions';
import { pdfText } from '../support/pdf-text';
import { json, openOrdersWorld, US_DEALER, type OrdersWorld } from './orders-fixture';

interface Envelope { error: { code: string; messageKey: string; issues?: { path: string; message: string }[] } }
interface Row { id: string; custCode: string; status: { id: number }; referenceNo: string }

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(7)]);
const PDF = new TextEncoder().encode('%PDF-1.4\n% claim receipt\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(64).fill(1)]);

let w: OrdersWorld;
let dealer: Record<string, string>;
let other: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  w = await openOrdersWorld();
  [dealer, other, admin] = await Promise.all([w.login('dealer.us'), w.login('dealer.de'), w.login('admin')]);
}, 120_000);
afterAll(async () => w.close());

const get = (path: string, headers = dealer) => w.t.request(path, { headers });
const post = (path: string, body: unknown, headers = dealer) => w.t.request(path, { method: 'POST', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });
async function upload(kind: string, bytes: Uint8Array, name: string, headers = dealer, locale = 'en-us'): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice().buffer]), name);
  return w.t.request(`/api/claims/files?kind=${kind}&locale=${locale}`, { method: 'POST', body: form, headers });
}
const fileId = async (kind: string, bytes: Uint8Array, name: string, headers = dealer) => (await json<{ data: { id: string } }>(await upload(kind, bytes, name, headers))).data.id;
const sql = async (q: string, args: (string | number)[] = []) => (await w.upstream.sql.execute({ sql: q, args })).rows;
const claimOf = async (custCode: string) => String((await sql('SELECT id FROM claims WHERE cust_code = ? ORDER BY id LIMIT 1', [custCode]))[0]?.['id']);
async function freeFrame(): Promise<string> {
  const rows = await sql('SELECT frame_number FROM frames WHERE cust_code = ? AND frame_number NOT IN (SELECT frame_number FROM stolen_frames) AND frame_number NOT IN (SELECT frame_number FROM claim_recall_frames) ORDER BY frame_number LIMIT 1 OFFSET ?', [US_DEALER, Math.floor(Math.random() * 40)]);
  return String(rows[0]?.['frame_number']);
}
const form = (files: { id: string; kind: string }[], extra: Record<string, unknown> = {}) => ({
  purchaseDate: '2026-02-01', problems: [{ problemId: 'FR-CRACK', notes: 'At the weld' }], description: 'Crack at the head tube (2 cm)', qty: 1, files, submissionId: crypto.randomUUID(), ...extra,
});

describe('GET /api/claims', () => {
  it('lists only the dealer’s own claims, filtered by status, 10 or 20 a page', async () => {
    const all = await json<{ data: Row[]; total: number }>(await get('/api/claims?limit=20'));
    const own = await sql('SELECT count(*) AS n FROM claims WHERE cust_code = ?', [US_DEALER]);
    expect(all.total).toBe(Number(own[0]?.['n']));
    expect(all.data).toHaveLength(20);
    expect(all.data.every((c) => c.custCode === US_DEALER)).toBe(true);
    const rejected = await json<{ data: Row[] }>(await get('/api/claims?status=7'));
    expect(rejected.data.length).toBeGreaterThan(0);
    expect(rejected.data.every((c) => c.status.id === 7)).toBe(true);
    expect((await get('/api/claims?limit=15')).status).toBe(400);
    expect((await get('/api/claims?from=2026-13-45')).status).toBe(400);
  });

  it('finds a claim by its reference, and the warranty desk sees every customer’s', async () => {
    const one = (await json<{ data: Row[] }>(await get('/api/claims'))).data[0];
    const found = await json<{ data: Row[]; total: number }>(await get(`/api/claims?search=${one?.referenceNo}`));
    expect(found.data.map((c) => c.id)).toEqual([one?.id]);
    const desk = await json<{ total: number }>(await get('/api/claims', admin));
    expect(desk.total).toBe(Number((await sql('SELECT count(*) AS n FROM claims'))[0]?.['n']));
  });

  it('shows a sales rep the claims of the customers of its areas only', async () => {
    const rep = await w.login('sales.rep');
    const mine = new Set((await sql("SELECT DISTINCT cust_code FROM customer_areas WHERE salesman = 'S10025'")).map((r) => String(r['cust_code'])));
    const seen = await json<{ data: Row[]; total: number }>(await get('/api/claims?limit=20', rep));
    expect(seen.total).toBeGreaterThan(0);
    expect(seen.data.every((c) => mine.has(c.custCode))).toBe(true);
    const outside = String((await sql(`SELECT id FROM claims WHERE cust_code NOT IN (${[...mine].map(() => '?').join(',')}) LIMIT 1`, [...mine]))[0]?.['id']);
    expect((await get(`/api/claims/${outside}`, rep)).status).toBe(404);
  });

  it('needs page.claim: the customer-vendor is refused', async () => {
    expect((await get('/api/claims', await w.login('vendor.id'))).status).toBe(403);
  });
});

describe('another dealer’s claim', () => {
  it('cannot be read, commented or have its files read, whatever id is sent', async () => {
    const theirs = await claimOf('0002000456');
    expect((await get(`/api/claims/${theirs}`)).status).toBe(404);
    expect((await get(`/api/claims/${theirs}/comments`)).status).toBe(404);
    expect((await post(`/api/claims/${theirs}/comments`, { comment: 'Mine now' })).status).toBe(404);
    expect((await get(`/api/claims/${theirs}/files/1`)).status).toBe(404);
    expect((await get('/api/claims/abc')).status).toBe(400);
  });
});

describe('comments', () => {
  it('never gives a dealer internal comments, and the desk sees them', async () => {
    const row = (await sql('SELECT c.claim_id FROM claim_comments c JOIN claims k ON k.id = c.claim_id WHERE c.internal = 1 AND k.cust_code = ? LIMIT 1', [US_DEALER]))[0];
    const id = String(row?.['claim_id']);
    const seen = await json<{ data: { internal: boolean }[] }>(await get(`/api/claims/${id}/comments?internal=true`));
    expect(seen.data.length).toBeGreaterThan(0);
    expect(seen.data.some((c) => c.internal)).toBe(false);
    const desk = await json<{ data: { internal: boolean }[] }>(await get(`/api/claims/${id}/comments`, admin));
    expect(desk.data.some((c) => c.internal)).toBe(true);
    expect((await post(`/api/claims/${id}/comments`, { comment: 'Secret', internal: true })).status).toBe(403);
    expect((await post(`/api/claims/${id}/comments`, { comment: '   ' })).status).toBe(400);
  });
});

describe('POST /api/claims/files', () => {
  it('stores a photo proven by its bytes and refuses a renamed executable, an empty and an oversized file', async () => {
    const ok = await upload('photo', JPEG, '../../IMG_0001.JPG');
    expect(ok.status).toBe(201);
    expect((await json<{ data: { fileName: string } }>(ok)).data.fileName).toBe('IMG_0001.jpg');
    const exe = await upload('photo', EXE, 'holiday.jpg');
    expect(exe.status).toBe(415);
    expect((await json<Envelope>(exe)).error.code).toBe('FILE_TYPE');
    const german = await json<{ error: { message: string } }>(await upload('photo', EXE, 'urlaub.jpg', dealer, 'de'));
    expect(german.error.message).toBe('Dieser Dateityp wird hier nicht angenommen.');
    expect((await upload('video', JPEG, 'clip.mp4')).status).toBe(415);
    expect((await upload('invoice', new Uint8Array(0), 'empty.pdf')).status).toBe(400);
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(PDF);
    expect((await upload('invoice', big, 'huge.pdf')).status).toBe(413);
    expect((await upload('nonsense', PDF, 'x.pdf')).status).toBe(400);
  });

  it('answers a body that is not a form with 400', async () => {
    const res = await w.t.request('/api/claims/files?kind=photo', { method: 'POST', body: '{}', headers: { ...dealer, 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });
});

describe('filing a bike claim', () => {
  it('creates one claim with its files however often the form is sent', async () => {
    const frame = await freeFrame();
    const files = [{ id: await fileId('photo', JPEG, 'a.jpg'), kind: 'photo' }, { id: await fileId('photo', JPEG, 'b.jpg'), kind: 'photo' }, { id: await fileId('invoice', PDF, 'receipt.pdf'), kind: 'invoice' }];
    const body = { ...form(files), frameNumber: frame };
    const before = Number((await sql('SELECT count(*) AS n FROM claims'))[0]?.['n']);
    const [a, b] = await Promise.all([post('/api/claims/bike', body), post('/api/claims/bike', body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [ida, idb] = [(await json<{ data: { id: string } }>(a)).data.id, (await json<{ data: { id: string } }>(b)).data.id];
    expect(ida).toBe(idb);
    expect(Number((await sql('SELECT count(*) AS n FROM claims'))[0]?.['n'])).toBe(before + 1);
    const claim = await json<{ data: { status: { id: number }; frameNumber: string; frameShippedDelvNo: string; docs: { id: string; docType: string }[]; problems: { part: string }[] } }>(await get(`/api/claims/${ida}`));
    expect(claim.data).toMatchObject({ status: { id: 1 }, frameNumber: frame, problems: [{ part: 'Frame' }] });
    expect(claim.data.frameShippedDelvNo).toMatch(/^80\d{8}$/);
    expect(claim.data.docs.map((d) => d.docType).sort()).toEqual(['invoice', 'photo', 'photo']);
    const file = await get(`/api/claims/${ida}/files/${claim.data.docs.find((d) => d.docType === 'invoice')?.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await get(`/api/claims/${ida}`, other)).status).toBe(404);
  });

  it('refuses files the user did not upload, a claim without photos, a stolen frame and another dealer’s frame', async () => {
    const foreign = await fileId('photo', JPEG, 'x.jpg', other);
    const frame = await freeFrame();
    const notMine = await post('/api/claims/bike', { ...form([{ id: foreign, kind: 'photo' }]), frameNumber: frame });
    expect((await json<Envelope>(notMine)).error.code).toBe('FILE_UNKNOWN');
    const noPhoto = await post('/api/claims/bike', { ...form([]), frameNumber: frame });
    expect(noPhoto.status).toBe(400);
    expect((await json<Envelope>(noPhoto)).error.issues?.map((i) => i.message)).toContain('claims.error.photo_required');
    const photo = [{ id: await fileId('photo', JPEG, 'p.jpg'), kind: 'photo' }];
    const stolen = String((await sql('SELECT s.frame_number FROM stolen_frames s JOIN frames f ON f.frame_number = s.frame_number WHERE f.cust_code = ?', [US_DEALER]))[0]?.['frame_number']);
    const refused = await post('/api/claims/bike', { ...form(photo), frameNumber: stolen });
    expect(refused.status).toBe(422);
    expect((await json<Envelope>(refused)).error.messageKey).toBe('claims.error.frame_stolen');
    const theirs = String((await sql('SELECT frame_number FROM frames WHERE cust_code = ? LIMIT 1', ['0002000456']))[0]?.['frame_number']);
    expect((await json<Envelope>(await post('/api/claims/bike', { ...form(photo), frameNumber: theirs }))).error.code).toBe('FRAME_UNKNOWN');
  });

  it('shows an open recall of the frame on lookup and refuses malformed bodies', async () => {
    // A recall whose work on the frame is done (repaired, or claimed) is no longer shown (decision 0111).
    const recalled = String((await sql('SELECT r.frame_number FROM claim_recall_frames r JOIN frames f ON f.frame_number = r.frame_number WHERE f.cust_code = ? AND r.done_at IS NULL', [US_DEALER]))[0]?.['frame_number']);
    const found = await json<{ data: { recalls: { title: string; instruction: string }[]; problems: unknown[] } }>(await get(`/api/claims/lookup/frame/${recalled}`));
    expect(found.data.recalls[0]?.instruction).toBeTruthy();
    expect(found.data.problems.length).toBeGreaterThan(0);
    const broken = await w.t.request('/api/claims/bike', { method: 'POST', body: '{"frameNumber":', headers: { ...dealer, 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect((await post('/api/claims/bike', { ...form([]), frameNumber: 'X', qty: 0, purchaseDate: 'yesterday', submissionId: 'nope' })).status).toBe(400);
  });
});

describe('filing a PAA claim', () => {
  it('starts from an accessory’s article code where the site allows it, and not on the German site', async () => {
    const article = String((await sql("SELECT article_code FROM products WHERE product_type = 'PAA' LIMIT 1"))[0]?.['article_code']);
    const found = await json<{ data: { article: { productCategory: string }; problems: { id: string }[] } }>(await get(`/api/claims/lookup/article/${article}`));
    expect(found.data.article.productCategory).toBe('paa');
    const photo = [{ id: await fileId('photo', JPEG, 'part.jpg'), kind: 'photo' }];
    const created = await post('/api/claims/paa', { ...form(photo, { problems: [{ problemId: found.data.problems[0]?.id }] }), articleCode: article });
    expect(created.status).toBe(201);
    const bike = String((await sql("SELECT article_code FROM products WHERE product_type = 'Bike' LIMIT 1"))[0]?.['article_code']);
    expect((await get(`/api/claims/lookup/article/${bike}`)).status).toBe(422);
    const german = await w.t.request(`http://de.localhost/api/claims/lookup/article/${article}`, { headers: other });
    expect(german.status).toBe(403);
  });
});

describe('POST /api/claims/:id/status', () => {
  it('lets only the warranty desk move a claim, along the capability list, and e-mails the dealer', async () => {
    const id = String((await sql('SELECT id FROM claims WHERE cust_code = ? AND status_id = 1 ORDER BY id LIMIT 1', [US_DEALER]))[0]?.['id']);
    await w.t.services.db.update(users).set({ sendEmailWarranty: true }).where(eq(users.username, 'dealer.us'));
    expect((await post(`/api/claims/${id}/status`, { statusId: 2 })).status).toBe(403);
    expect((await post(`/api/claims/${id}/status`, { statusId: 6 }, admin)).status).toBe(409);
    const moved = await post(`/api/claims/${id}/status`, { statusId: 2, reason: 'Checking photos' }, admin);
    expect(moved.status).toBe(200);
    expect((await json<{ data: { status: { id: number } } }>(moved)).data.status.id).toBe(2);
    const noReason = await post(`/api/claims/${id}/status`, { statusId: 7 }, admin);
    expect(noReason.status).toBe(400);
    expect((await json<Envelope>(noReason)).error.code).toBe('REASON_REQUIRED');
    expect((await post(`/api/claims/${id}/status`, { statusId: 'x' }, admin)).status).toBe(400);
    const mailDir = join(w.t.dir, 'mail');
    const mails = existsSync(mailDir) ? readdirSync(mailDir).map((f) => readFileSync(join(mailDir, f), 'utf8')) : [];
    expect(mails.some((m) => m.includes('In review'))).toBe(true);
    const claim = await json<{ data: { histories: { status: { id: number }; reason: string | null }[] } }>(await get(`/api/claims/${id}`));
    expect(claim.data.histories.at(-1)).toMatchObject({ status: { id: 2 }, reason: 'Checking photos' });
  });
});

describe('a claim history', () => {
  it('names the dealer who filed a claim by its company, as every demo claim does', async () => {
    const frame = await freeFrame();
    const photo = { id: await fileId('photo', JPEG, 'history.jpg'), kind: 'photo' };
    const created = await json<{ data: { id: string } }>(await post('/api/claims/bike', { ...form([photo]), frameNumber: frame }));
    const claim = await json<{ data: { custName: string; histories: { createdBy: string }[] } }>(await get(`/api/claims/${created.data.id}`));
    expect(claim.data.histories[0]?.createdBy).toBe(claim.data.custName);
    expect(claim.data.custName).not.toBe('');
    const named = await sql("SELECT count(*) AS n FROM claim_histories WHERE created_by = 'dealer'");
    expect(named[0]?.['n']).toBe(0);
  });
});

describe('changing, exporting and printing a claim', () => {
  it('changes a submitted claim, keeping its files, and refuses one past review', async () => {
    const frame = await freeFrame();
    const photo = { id: await fileId('photo', JPEG, 'keep.jpg'), kind: 'photo' };
    const created = await json<{ data: { id: string } }>(await post('/api/claims/bike', { ...form([photo]), frameNumber: frame }));
    const put = (id: string, body: unknown, headers = dealer) => w.t.request(`/api/claims/${id}`, { method: 'PUT', body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });
    const changed = await put(created.data.id, form([photo], { description: 'Crack grew to 4 cm', qty: 2 }));
    expect(changed.status).toBe(200);
    const claim = await json<{ data: { description: string; qty: number; docs: { docType: string }[] } }>(await get(`/api/claims/${created.data.id}`));
    expect(claim.data).toMatchObject({ description: 'Crack grew to 4 cm', qty: 2, docs: [{ docType: 'photo' }] });
    expect((await put(created.data.id, form([photo]), other)).status).toBe(404);
    const closed = String((await sql('SELECT id FROM claims WHERE cust_code = ? AND status_id = 8 LIMIT 1', [US_DEALER]))[0]?.['id']);
    expect((await json<Envelope>(await put(closed, form([photo])))).error.code).toBe('CLAIM_LOCKED');
  });

  it('stores the consumer phone with the site prefix, as the phone rule says, on filing and on change', async () => {
    const frame = await freeFrame();
    const files = [{ id: await fileId('photo', JPEG, 'p.jpg'), kind: 'photo' }, { id: await fileId('idCard', JPEG, 'id.jpg'), kind: 'idCard' }];
    const consumer = { name: 'Ria Rider', phone: '05035550123', city: '', address: '', email: '' };
    const body = form(files, { consumer });
    const created = await json<{ data: { id: string } }>(await post('/api/claims/bike', { ...body, frameNumber: frame }));
    const read = async () => (await json<{ data: { consumer: { phone: string | null } } }>(await get(`/api/claims/${created.data.id}`))).data.consumer.phone;
    expect(await read()).toBe('+15035550123');
    const changed = await w.t.request(`/api/claims/${created.data.id}`, { method: 'PUT', body: JSON.stringify({ ...body, consumer: { ...consumer, phone: '5035550124' } }), headers: { ...dealer, 'content-type': 'application/json' } });
    expect(changed.status).toBe(200);
    expect(await read()).toBe('+15035550124');
  });

  it('exports the dealer’s claims as .xlsx and prints one claim as a PDF without internal comments', async () => {
    const xlsx = await get('/api/claims/export.xlsx?status=7');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(new Uint8Array(await xlsx.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
    const row = (await sql('SELECT c.claim_id FROM claim_comments c JOIN claims k ON k.id = c.claim_id WHERE c.internal = 1 AND k.cust_code = ? LIMIT 1', [US_DEALER]))[0];
    const pdf = await get(`/api/claims/${String(row?.['claim_id'])}/summary.pdf`);
    expect(pdf.status).toBe(200);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Status history');
    for (const internal of ['Supplier batch known', 'Check the dealer claim rate']) expect(text).not.toContain(internal);
    expect((await get(`/api/claims/${await claimOf('0002000456')}/summary.pdf`)).status).toBe(404);
  });
});

describe('additional documents', () => {
  it('adds up to five and deletes them, on the dealer’s own claim only', async () => {
    const id = String((await sql('SELECT id FROM claims WHERE cust_code = ? ORDER BY id DESC LIMIT 1', [US_DEALER]))[0]?.['id']);
    const doc = await fileId('additionalDoc', PDF, 'report.pdf');
    const added = await post(`/api/claims/${id}/additional-documents`, { fileId: doc, title: 'Workshop report' });
    expect(added.status).toBe(201);
    const docId = (await json<{ data: { id: string } }>(added)).data.id;
    const theirs = await claimOf('0002000456');
    expect((await post(`/api/claims/${theirs}/additional-documents`, { fileId: await fileId('additionalDoc', PDF, 'r.pdf'), title: 'x' })).status).toBe(404);
    const removed = await w.t.request(`/api/claims/${id}/additional-documents/${docId}`, { method: 'DELETE', headers: dealer });
    expect(removed.status).toBe(200);
  });
});

describe('/api/pdi', () => {
  const pdiBody = (frameNumber: string, checks: { id: string; checked: boolean }[]) => ({
    frameNumber, articleCode: 'A1', description: 'City bike', brand: 'Velo', merchandise: 'City', mechanic: 'Sam Rivera', checklist: checks,
  });

  it('records, lists, soft deletes and restores an inspection with the merchandise checklist', async () => {
    const list = await json<{ data: { checklist: { id: string }[] }[] }>(await get('/api/pdi?limit=10'));
    expect(list.data.length).toBeGreaterThan(0);
    const items = (await json<{ data: { id: string; sorting: number }[] }>(await get('/api/pdi/checklist?merchandise=City'))).data;
    expect(items.map((i) => i.sorting)).toEqual([...items.map((i) => i.sorting)].sort((a, b) => a - b));
    const frame = await freeFrame();
    const created = await post('/api/pdi', pdiBody(frame, items.map((i, n) => ({ id: i.id, checked: n % 2 === 0 }))));
    expect(created.status).toBe(201);
    const id = (await json<{ data: { id: string } }>(created)).data.id;
    const read = await json<{ data: { checklist: { checked: boolean }[]; isDeleted: boolean } }>(await get(`/api/pdi/${id}`));
    expect(read.data.checklist.filter((c) => c.checked)).toHaveLength(Math.ceil(items.length / 2));
    expect((await w.t.request(`/api/pdi/${id}`, { method: 'DELETE', headers: dealer })).status).toBe(200);
    const visible = await json<{ data: { id: string }[] }>(await get(`/api/pdi?search=${frame}`));
    expect(visible.data.map((p) => p.id)).not.toContain(id);
    const withDeleted = await json<{ data: { id: string; isDeleted: boolean }[] }>(await get(`/api/pdi?search=${frame}&showDeleted=1`));
    expect(withDeleted.data.find((p) => p.id === id)?.isDeleted).toBe(true);
    expect((await post(`/api/pdi/${id}/restore`, {})).status).toBe(200);
    expect((await json<{ data: { id: string }[] }>(await get(`/api/pdi?search=${frame}`))).data.map((p) => p.id)).toContain(id);
  });

  it('keeps another customer’s inspections out of reach and refuses incomplete input', async () => {
    const theirs = String((await sql("SELECT id FROM pdis WHERE cust_code = '0002000456' LIMIT 1"))[0]?.['id']);
    expect((await get(`/api/pdi/${theirs}`)).status).toBe(404);
    expect((await w.t.request(`/api/pdi/${theirs}`, { method: 'DELETE', headers: dealer })).status).toBe(404);
    expect((await post('/api/pdi', { ...pdiBody('X1', [{ id: 'CK01', checked: true }]), mechanic: '' })).status).toBe(400);
    expect((await post('/api/pdi', { ...pdiBody('X1', []) })).status).toBe(400);
    expect((await get('/api/pdi?limit=15')).status).toBe(400);
    const own = String((await sql("SELECT id FROM pdis WHERE cust_code = ? AND is_deleted = 0 LIMIT 1", [US_DEALER]))[0]?.['id']);
    const put = (id: string, body: unknown) => w.t.request(`/api/pdi/${id}`, { method: 'PUT', body: JSON.stringify(body), headers: { ...dealer, 'content-type': 'application/json' } });
    expect((await put(own, { ...pdiBody('KE0001', [{ id: 'CK01', checked: true }]), mechanic: 'Jamie Lee' })).status).toBe(200);
    expect((await json<{ data: { mechanic: string } }>(await get(`/api/pdi/${own}`))).data.mechanic).toBe('Jamie Lee');
    expect((await put(theirs, pdiBody('KE0001', [{ id: 'CK01', checked: true }]))).status).toBe(404);
    expect((await get('/api/pdi', await w.login('vendor.id'))).status).toBe(403);
  });
});

describe('page form posts', () => {
  const dealerUser = { sub: '1', name: 'Jamie Carter', lim: null, scp: ['page.claim'], areas: [], flags: { isSales: false, isCustomer: true, isCustVendor: false, hasCustCode: true }, salesActiveCustCode: { r3: US_DEALER, isr: null } };
  const formPost = (fields: Record<string, string>) => new Request('http://127.0.0.1/en-us/claim/1', { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('comments on the claim page, refuses the desk’s actions, another dealer’s claim and a body that is not a form', async () => {
    const own = await claimOf(US_DEALER);
    expect(await handleClaimForm(w.t.services, dealerUser, own, formPost({ action: 'comment', comment: 'Photos attached' }), 'Spoke')).toEqual({ kind: 'done', done: 'comment' });
    expect(await handleClaimForm(w.t.services, dealerUser, own, formPost({ action: 'status', statusId: '2' }), 'Spoke')).toMatchObject({ kind: 'error', messageKey: 'claims.error.staff_only' });
    expect(await handleClaimForm(w.t.services, dealerUser, await claimOf('0002000456'), formPost({ action: 'comment', comment: 'Hi' }), 'Spoke')).toMatchObject({ kind: 'error', messageKey: 'claims.error.not_found' });
    const json = new Request('http://127.0.0.1/en-us/claim/1', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await handleClaimForm(w.t.services, dealerUser, own, json, 'Spoke')).toMatchObject({ kind: 'error', messageKey: 'account.check_input' });
  });

  it('saves a comment with ordinary punctuation, and gives back a refused one as typed with its field', async () => {
    const own = await claimOf(US_DEALER);
    const asked = 'Is the crack on both sides? If so; we will send the frame.';
    expect(await handleClaimForm(w.t.services, dealerUser, own, formPost({ action: 'comment', comment: asked }), 'Spoke')).toEqual({ kind: 'done', done: 'comment' });
    const typed = 'See <b>here</b>; thanks?';
    expect(await handleClaimForm(w.t.services, dealerUser, own, formPost({ action: 'comment', comment: typed }), 'Spoke')).toEqual({
      kind: 'error', messageKey: 'claims.error.comment_text', refused: { field: 'comment', values: { comment: typed, internal: '' } },
    });
  });

  it('keeps a PDI form’s input and ticks when a required field is missing', async () => {
    const fields = new URLSearchParams({ action: 'save', frameNumber: 'KE1', articleCode: 'A', description: 'Bike', brand: 'B', merchandise: 'City', mechanic: '', item: 'CK01' });
    fields.append('checked', 'CK01');
    const outcome = await handlePdiForm(w.t.services.upstream, { r3: US_DEALER, isr: null }, new Request('http://127.0.0.1/en-us/pdi', { method: 'POST', body: fields, headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    expect(outcome).toMatchObject({ kind: 'error', fields: { mechanic: 'validation.required' }, form: { frameNumber: 'KE1' }, checked: ['CK01'] });
  });
});
