// /api/admin/sales-documents and /api/sales-documents: sales-document.cu for admins (with a configured
// market), any signed-in user for reading; soft delete and restore, validity windows, deleted groups,
// target markets, files checked by content and served only to readers who may see the document.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTargetMarketLinks, contentTargetMarkets, users } from '../../db/schema';
import { createTargetMarket } from '../factories';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';

interface Envelope {
  error: { code: string; issues?: { path: string; message: string }[] };
}
interface Doc {
  id: number;
  title: string;
  deletedAt: string | null;
  files: { id: string; fileName: string }[];
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let w: AuthWorld;
let admin: Record<string, string>;
let dealer: Record<string, string>;
let global: number;

beforeAll(async () => {
  w = await openAuthWorld({ upstream: false });
  admin = bearer((await apiLogin(w.t, 'admin')).requestToken);
  dealer = bearer((await apiLogin(w.t, 'dealer.us')).requestToken);
  const [market] = await w.t.services.db.select().from(contentTargetMarkets).where(eq(contentTargetMarkets.type, 'sales_document'));
  if (!market) throw new Error('seed has no sales document market');
  global = market.id;
}, 120_000);
afterAll(async () => w.close());

const call = (path: string, headers: Record<string, string>, method = 'GET', body?: unknown) =>
  w.t.request(path, { method, headers: { origin: SITE, 'content-type': 'application/json', ...headers }, body: body === undefined ? null : JSON.stringify(body) });
const send = (path: string, headers: Record<string, string>, method: string, form: FormData) => w.t.request(path, { method, headers: { origin: SITE, ...headers }, body: form });
const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

function documentForm(fields: Record<string, string | string[]>, files: { name: string; bytes: Uint8Array }[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(key, v);
  for (const file of files) form.append('files', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  return form;
}

const base = (overrides: Record<string, string | string[]> = {}) => ({ type: 'technical', title: 'Service manual 2027', from: day(-1), to: day(30), marketIds: [String(global)], ...overrides });

async function createDoc(overrides: Record<string, string | string[]> = {}, files = [{ name: 'manual.pdf', bytes: PDF }]): Promise<number> {
  const res = await send('/api/admin/sales-documents', admin, 'POST', documentForm(base(overrides), files));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ id: number }>(res)).id;
}

describe('who may call the sales document routes', () => {
  it('refuses dealers on every admin route and anonymous readers', async () => {
    for (const path of ['/api/admin/sales-documents', '/api/admin/sales-documents/groups', '/api/admin/sales-documents/options', '/api/admin/sales-documents/1']) {
      expect((await call(path, dealer)).status, path).toBe(403);
    }
    expect((await send('/api/admin/sales-documents', dealer, 'POST', documentForm(base()))).status).toBe(403);
    expect((await call('/api/admin/sales-documents/groups', dealer, 'POST', { name: 'x', type: 'sales' })).status).toBe(403);
    expect((await call('/api/admin/sales-documents/1', dealer, 'DELETE')).status).toBe(403);
    expect((await call('/api/admin/sales-documents/1/restore', dealer, 'POST')).status).toBe(403);
    expect((await call('/api/sales-documents?type=sales', {})).status).toBe(401);
  });
});

describe('documents and their files', () => {
  it('publishes a technical document in a group that a dealer reads and downloads', async () => {
    const group = await json<{ id: number }>(await call('/api/admin/sales-documents/groups', admin, 'POST', { name: 'Suspension manuals', type: 'technical' }));
    const id = await createDoc({ groupId: String(group.id) });
    const list = await json<{ data: { name: string; documents: Doc[] }[] }>(await call('/api/sales-documents?type=technical', dealer));
    const found = list.data.find((g) => g.name === 'Suspension manuals')?.documents.find((d) => d.id === id);
    expect(found?.files.map((f) => f.fileName)).toEqual(['manual.pdf']);
    const file = await call(`/api/sales-documents/files/${found?.files[0]?.id}`, dealer);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(file.headers.get('cache-control')).toContain('private');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    const sales = await json<{ data: { documents: Doc[] }[] }>(await call('/api/sales-documents?type=sales', dealer));
    expect(sales.data.flatMap((g) => g.documents).map((d) => d.title)).toEqual(['Dealer price list 2027']);
  });

  it('refuses a file whose content is not a PDF or an image, whatever its name', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await send('/api/admin/sales-documents', admin, 'POST', documentForm(base(), [{ name: 'brochure.pdf', bytes: svg }]));
    expect(res.status).toBe(400);
    expect((await json<Envelope>(res)).error.issues).toEqual([{ path: 'files.0', message: 'sales_documents.error.file_type', text: 'Files must be PDF documents or images.' }]);
  });

  it('keeps chosen files and adds new ones on edit, dropping the rest', async () => {
    const id = await createDoc({}, [{ name: 'a.pdf', bytes: PDF }, { name: 'b.pdf', bytes: PDF }]);
    const before = await json<{ data: Doc }>(await call(`/api/admin/sales-documents/${id}`, admin));
    const keep = before.data.files.find((f) => f.fileName === 'a.pdf')?.id ?? '';
    const edited = await send(`/api/admin/sales-documents/${id}`, admin, 'PUT', documentForm(base({ keepFileIds: [keep] }), [{ name: 'c.pdf', bytes: PDF }]));
    expect(edited.status).toBe(200);
    const after = await json<{ data: Doc }>(await call(`/api/admin/sales-documents/${id}`, admin));
    expect(after.data.files.map((f) => f.fileName)).toEqual(['a.pdf', 'c.pdf']);
  });
});

describe('soft delete, validity and markets', () => {
  it('hides a deleted document from dealers (by id and file) and lets admins restore it', async () => {
    const id = await createDoc({ title: 'Price list', type: 'sales' });
    const doc = await json<{ data: Doc }>(await call(`/api/sales-documents/${id}`, dealer));
    const fileId = doc.data.files[0]?.id;
    expect((await call(`/api/admin/sales-documents/${id}`, admin, 'DELETE')).status).toBe(200);
    expect((await call(`/api/admin/sales-documents/${id}`, admin, 'DELETE')).status).toBe(409);
    expect((await call(`/api/sales-documents/${id}`, dealer)).status).toBe(404);
    expect((await call(`/api/sales-documents/files/${fileId}`, dealer)).status).toBe(404);
    const adminView = await json<{ data: Doc }>(await call(`/api/admin/sales-documents/${id}`, admin));
    expect(adminView.data.deletedAt).not.toBeNull();
    const deletedList = await json<{ rows: Doc[] }>(await call('/api/admin/sales-documents?deleted=only', admin));
    expect(deletedList.rows.map((r) => r.id)).toContain(id);
    expect((await call(`/api/admin/sales-documents/${id}/restore`, admin, 'POST')).status).toBe(200);
    expect((await call(`/api/sales-documents/${id}`, dealer)).status).toBe(200);
  });

  it('shows a document only inside its validity window', async () => {
    const past = await createDoc({ from: day(-20), to: day(-2) });
    const future = await createDoc({ from: day(5), to: day(10) });
    expect((await call(`/api/sales-documents/${past}`, dealer)).status).toBe(404);
    expect((await call(`/api/sales-documents/${future}`, dealer)).status).toBe(404);
    expect((await call(`/api/admin/sales-documents/${past}`, admin)).status).toBe(200);
  });

  it('makes documents of a deleted group unreachable, and asks their edit for a valid group', async () => {
    const group = await json<{ id: number }>(await call('/api/admin/sales-documents/groups', admin, 'POST', { name: 'Old catalogues', type: 'sales' }));
    const id = await createDoc({ type: 'sales', groupId: String(group.id) });
    const read = await json<{ data: { liveDocuments: number } }>(await call(`/api/admin/sales-documents/groups/${group.id}`, admin));
    expect(read.data.liveDocuments).toBe(1);
    expect((await call(`/api/admin/sales-documents/groups/${group.id}`, admin, 'DELETE')).status).toBe(200);
    expect((await call(`/api/sales-documents/${id}`, dealer)).status).toBe(404);
    const edit = await send(`/api/admin/sales-documents/${id}`, admin, 'PUT', documentForm(base({ type: 'sales', groupId: String(group.id) })));
    expect(edit.status).toBe(400);
    expect((await json<Envelope>(edit)).error.issues).toEqual([{ path: 'groupId', message: 'sales_documents.error.group_invalid', text: 'Choose an active group of the same type, or no group.' }]);
    expect((await send(`/api/admin/sales-documents/${id}`, admin, 'PUT', documentForm(base({ type: 'sales', keepFileIds: [] })))).status).toBe(200);
    expect((await call(`/api/sales-documents/${id}`, dealer)).status).toBe(200);
  });

  it('shows a dealer only the documents of the markets configured for them', async () => {
    const europe = await createTargetMarket(w.t.services.db, { type: 'sales_document', marketName: 'Europe' });
    const america = await createTargetMarket(w.t.services.db, { type: 'sales_document', marketName: 'North America' });
    const [user] = await w.t.services.db.select({ id: users.id }).from(users).where(eq(users.username, 'dealer.us'));
    await w.t.services.db.insert(contentTargetMarketLinks).values({ contentType: 'user', contentId: user?.id ?? 0, targetMarketId: america.id });
    const forEurope = await createDoc({ marketIds: [String(europe.id)] });
    const forAmerica = await createDoc({ marketIds: [String(america.id), String(europe.id)] });
    expect((await call(`/api/sales-documents/${forEurope}`, dealer)).status).toBe(404);
    expect((await call(`/api/sales-documents/${forAmerica}`, dealer)).status).toBe(200);
    await w.t.services.db.delete(contentTargetMarketLinks).where(eq(contentTargetMarketLinks.contentType, 'user'));
  });
});

describe('malformed input', () => {
  it('answers 400 with field issues, 404 for unknown ids', async () => {
    const swapped = await send('/api/admin/sales-documents', admin, 'POST', documentForm(base({ from: day(10), to: day(1) })));
    expect((await json<Envelope>(swapped)).error.issues).toEqual([{ path: 'to', message: 'content.input.from_after_to', text: 'From can not be bigger than To' }]);
    const noMarket = await send('/api/admin/sales-documents', admin, 'POST', documentForm(base({ marketIds: [] })));
    expect((await json<Envelope>(noMarket)).error.issues?.[0]?.path).toBe('marketIds');
    const unknownMarket = await send('/api/admin/sales-documents', admin, 'POST', documentForm(base({ marketIds: ['99999'] })));
    expect(unknownMarket.status).toBe(400);
    expect((await send('/api/admin/sales-documents', admin, 'POST', documentForm(base({ from: '2026-02-30' })))).status).toBe(400);
    expect((await call('/api/admin/sales-documents', admin, 'POST', base())).status).toBe(400);
    expect((await call('/api/admin/sales-documents/groups', admin, 'POST', { name: '', type: 'sales' })).status).toBe(400);
    expect((await call('/api/admin/sales-documents/groups', admin, 'POST', { name: 'x', type: 'brochure' })).status).toBe(400);
    expect((await call('/api/admin/sales-documents/abc', admin)).status).toBe(400);
    expect((await call('/api/admin/sales-documents/99999', admin)).status).toBe(404);
    expect((await call('/api/sales-documents?type=brochures', dealer)).status).toBe(400);
    expect((await call('/api/sales-documents/files/not-a-uuid', dealer)).status).toBe(400);
  });
});

describe('the content target market rule', () => {
  it('answers 409 NO_DATA on admin routes while no sales document market is configured', async () => {
    await w.t.services.db.delete(contentTargetMarkets).where(eq(contentTargetMarkets.type, 'sales_document'));
    await w.t.services.cache.delete('content:market-counts');
    const res = await call('/api/admin/sales-documents', admin);
    expect(res.status).toBe(409);
    expect((await json<Envelope>(res)).error.code).toBe('NO_DATA');
  });
});
