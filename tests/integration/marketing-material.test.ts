// /api/admin/marketing-material/* and /api/marketing-material/*: administrators keep the category tree
// and its images (bulk upload included); dealers read only live items of reachable categories in
// their markets; dealers calling admin routes, wrong file types and malformed input are refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTargetMarketLinks, contentTargetMarkets, users } from '../../db/schema';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';
import { strandedBy } from '../../src/server/content/marketing-material-categories';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3, 4]);
const MP4 = new Uint8Array([0, 0, 0, 24, ...[...'ftypisom'].map((c) => c.charCodeAt(0)), 0, 0, 2, 0]);
/** A PNG header that says width × height (what the server reads to check a variant's bound). */
const sizedPng = (w: number, h: number) => new Uint8Array([...PNG.slice(0, 16), w >>> 24, (w >>> 16) & 255, (w >>> 8) & 255, w & 255, h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255, h & 255, 8, 2, 0, 0, 0]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let w: AuthWorld;
let admin: Record<string, string>;
let dealer: Record<string, string>;
let dealerDe: Record<string, string>;
let markets: { id: number; marketName: string }[];

beforeAll(async () => {
  w = await openAuthWorld({ upstream: false });
  admin = bearer((await apiLogin(w.t, 'admin')).requestToken);
  dealer = bearer((await apiLogin(w.t, 'dealer.us')).requestToken);
  dealerDe = bearer((await apiLogin(w.t, 'dealer.de')).requestToken);
  markets = (await json<{ markets: { id: number; marketName: string }[] }>(await call('/api/admin/marketing-material/options', admin))).markets;
  // dealer.de reads only Europe.
  const [de] = await w.t.services.db.select({ id: users.id }).from(users).where(eq(users.username, 'dealer.de'));
  await w.t.services.db.insert(contentTargetMarketLinks).values({ contentType: 'user', contentId: de?.id ?? 0, targetMarketId: market('Europe') });
}, 120_000);
afterAll(async () => w.close());

const call = (path: string, headers: Record<string, string>, method = 'GET', body?: unknown) =>
  w.t.request(path, { method, headers: { origin: SITE, 'content-type': 'application/json', ...headers }, body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body) });
const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const market = (name: string) => markets.find((m) => m.marketName === name)?.id ?? 0;
const form = (bytes: Uint8Array, name: string, fields: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  data.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return data;
};
const upload = (path: string, headers: Record<string, string>, data: FormData) => w.t.request(path, { method: 'POST', headers: { origin: SITE, ...headers }, body: data });

async function category(title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await call('/api/admin/marketing-material/categories', admin, 'POST', { title, type: 'brand-assets', marketIds: [market('Global')], ...extra });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ id: number }>(res)).id;
}

async function bulk(categoryId: number, name: string, marketIds = [market('Global')]): Promise<{ id: number; file: { id: string } }> {
  const res = await upload('/api/admin/marketing-material/items/bulk', admin, form(PNG, name, { categoryId: String(categoryId), marketIds: marketIds.join(',') }));
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

describe('who may use the marketing material routes', () => {
  it('refuses dealers on every admin route and anonymous visitors everywhere', async () => {
    for (const [method, path] of [['GET', '/api/admin/marketing-material/categories'], ['POST', '/api/admin/marketing-material/categories'], ['DELETE', '/api/admin/marketing-material/items/1'], ['POST', '/api/admin/marketing-material/files']]) {
      expect((await call(path ?? '', dealer, method)).status, `${method} ${path}`).toBe(403);
    }
    expect((await call('/api/marketing-material/brand-assets', {})).status).toBe(401);
  });

  it('answers 409 No Data to admins while no marketing target market is configured', async () => {
    const rows = await w.t.services.db.select().from(contentTargetMarkets).where(eq(contentTargetMarkets.type, 'marketing_material'));
    await w.t.services.db.update(contentTargetMarkets).set({ type: 'parked' }).where(eq(contentTargetMarkets.type, 'marketing_material'));
    await w.t.services.cache.delete('content:market-counts');
    const res = await call('/api/admin/marketing-material/categories', admin);
    expect(res.status).toBe(409);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('NO_DATA');
    await w.t.services.db.update(contentTargetMarkets).set({ type: 'marketing_material' }).where(eq(contentTargetMarkets.type, 'parked'));
    await w.t.services.cache.delete('content:market-counts');
    expect(rows.length).toBeGreaterThan(0);
    expect((await call('/api/admin/marketing-material/categories', admin)).status).toBe(200);
  });
});

describe('categories', () => {
  it('builds a tree with breadcrumb and children, searches and pages', async () => {
    const root = await category('Logos 2027', { sorting: 2, itemPerLine: 3 });
    const child = await category('Print logos', { parentId: root });
    const read = await json<{ data: { breadcrumb: { title: string }[]; children: { id: number }[]; itemPerLine: number; marketIds: number[] } }>(await call(`/api/admin/marketing-material/categories/${child}`, admin));
    expect(read.data.breadcrumb.map((b) => b.title)).toEqual(['Logos 2027', 'Print logos']);
    const parent = await json<{ data: { children: { id: number }[]; itemPerLine: number } }>(await call(`/api/admin/marketing-material/categories/${root}`, admin));
    expect(parent.data.children.map((c) => c.id)).toEqual([child]);
    expect(parent.data.itemPerLine).toBe(3);
    const found = await json<{ rows: { title: string }[]; total: number }>(await call('/api/admin/marketing-material/categories?search=print&limit=10', admin));
    expect(found.rows.map((r) => r.title)).toEqual(['Print logos']);
  });

  it('refuses a loop, a deleted parent, an unknown market and malformed bodies', async () => {
    const root = await category('Loop root');
    const child = await category('Loop child', { parentId: root });
    const loop = await call(`/api/admin/marketing-material/categories/${root}`, admin, 'PUT', { title: 'Loop root', type: 'brand-assets', parentId: child, marketIds: [market('Global')] });
    expect(loop.status).toBe(400);
    expect((await json<{ error: { issues: { path: string }[] } }>(loop)).error.issues[0]?.path).toBe('parentId');
    expect((await call('/api/admin/marketing-material/categories', admin, 'POST', { title: 'x', type: 'brand-assets', marketIds: [99999] })).status).toBe(400);
    expect((await call('/api/admin/marketing-material/categories', admin, 'POST', { title: 'x', type: 'brand-assets', marketIds: [] })).status).toBe(400);
    expect((await call('/api/admin/marketing-material/categories', admin, 'POST', { title: '', type: 'posters', marketIds: [1] })).status).toBe(400);
    expect((await call('/api/admin/marketing-material/categories', admin, 'POST', '{"title":')).status).toBe(400);
    expect((await call('/api/admin/marketing-material/categories/abc', admin)).status).toBe(400);
    expect((await call('/api/admin/marketing-material/categories/99999', admin)).status).toBe(404);
  });

  it('warns how many live children a delete strands, hides the branch from dealers and restores it', async () => {
    const root = await category('Stranding root');
    const child = await category('Stranded child', { parentId: root });
    await bulk(child, 'stranded.png');
    const deleted = await json<{ stranded: number; strandedItems: number }>(await call(`/api/admin/marketing-material/categories/${root}`, admin, 'DELETE'));
    expect(deleted).toEqual({ stranded: 1, strandedItems: 1 });
    expect((await call(`/api/admin/marketing-material/categories/${root}`, admin, 'DELETE')).status).toBe(409);
    expect((await call(`/api/marketing-material/categories/${child}`, dealer)).status).toBe(404);
    const edit = await json<{ data: { needsParent: boolean } }>(await call(`/api/admin/marketing-material/categories/${child}`, admin));
    expect(edit.data.needsParent).toBe(true);
    expect((await call(`/api/admin/marketing-material/categories/${root}/restore`, admin, 'POST')).status).toBe(200);
    expect((await call(`/api/marketing-material/categories/${child}`, dealer)).status).toBe(200);
  });

  it('counts the live images and videos a delete strands, in the category and below it, deleted ones not', async () => {
    const root = await category('Images root');
    const child = await category('Images child', { parentId: root });
    await bulk(root, 'front.png');
    await bulk(root, 'side.png');
    const gone = await bulk(child, 'old.png');
    await bulk(child, 'new.png');
    expect((await call(`/api/admin/marketing-material/items/${gone.id}`, admin, 'DELETE')).status).toBe(200);
    expect(await strandedBy(w.t.services.db, child)).toMatchObject({ categories: [], items: 1 });
    const deleted = await json<{ stranded: number; strandedItems: number }>(await call(`/api/admin/marketing-material/categories/${root}`, admin, 'DELETE'));
    expect(deleted).toEqual({ stranded: 1, strandedItems: 3 });
  });
});

describe('images and videos', () => {
  it('bulk-creates items titled after their files, and a dealer reads and downloads one', async () => {
    const cat = await category('Bulk target');
    const created = [await bulk(cat, 'red_bike-2027.png'), await bulk(cat, 'blue.png'), await bulk(cat, 'green.png')];
    const page = await json<{ data: { items: { id: number; title: string }[]; breadcrumb: unknown[] } }>(await call(`/api/marketing-material/categories/${cat}`, dealer));
    expect(page.data.items.map((i) => i.title).sort()).toEqual(['blue', 'green', 'red bike 2027']);
    const roots = await json<{ data: { id: number }[] }>(await call('/api/marketing-material/brand-assets', dealer));
    expect(roots.data.map((r) => r.id)).toContain(cat);
    const file = await call(`/api/marketing-material/files/${created[0]?.file.id}?download=1`, dealer);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toContain('max-age=31536000');
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('keeps the four resolutions the browser drew, served only to readers of the item with long caching', async () => {
    const cat = await category('Variants target');
    const withVariants = form(PNG, 'big.png', { categoryId: String(cat), marketIds: String(market('Global')) });
    for (const [variant, w, h] of [['thumbnail', 320, 240], ['low', 640, 480], ['medium', 1280, 960], ['high', 2048, 1536]] as const) withVariants.set(variant, new File([sizedPng(w, h) as Uint8Array<ArrayBuffer>], `${variant}.png`));
    const res = await upload('/api/admin/marketing-material/items/bulk', admin, withVariants);
    expect(res.status, await res.clone().text()).toBe(201);
    const made = await json<{ id: number }>(res);
    type F = { id: string; fileName: string } | null;
    const item = await json<{ data: { thumbnail: F; low: F; medium: F; high: F } }>(await call(`/api/marketing-material/items/${made.id}`, dealer));
    expect([item.data.thumbnail?.fileName, item.data.low?.fileName, item.data.medium?.fileName, item.data.high?.fileName]).toEqual(['big-thumbnail.png', 'big-low.png', 'big-medium.png', 'big-high.png']);
    const medium = await call(`/api/marketing-material/files/${item.data.medium?.id}`, dealer);
    expect(medium.status).toBe(200);
    expect(medium.headers.get('content-type')).toBe('image/png');
    expect(medium.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    // dealer.de reads only Europe: the Global item's variants are not theirs.
    expect((await call(`/api/marketing-material/files/${item.data.medium?.id}`, dealerDe)).status).toBe(404);
  });

  it('refuses the whole upload when a drawn resolution is not an image or exceeds its bound, storing nothing', async () => {
    const cat = await category('Bad variants target');
    const before = (await json<{ data: { items: unknown[] } }>(await call(`/api/marketing-material/categories/${cat}`, dealer))).data.items.length;
    const svgThumb = form(PNG, 'other.png', { categoryId: String(cat), marketIds: String(market('Global')) });
    svgThumb.set('thumbnail', new File([SVG as Uint8Array<ArrayBuffer>], 'thumbnail.svg'));
    const refusedType = await upload('/api/admin/marketing-material/items/bulk', admin, svgThumb);
    expect(refusedType.status).toBe(422);
    expect((await json<{ error: { messageKey: string } }>(refusedType)).error.messageKey).toBe('marketing_material.error.variant');
    const bigThumb = form(PNG, 'other.png', { categoryId: String(cat), marketIds: String(market('Global')) });
    bigThumb.set('thumbnail', new File([sizedPng(1024, 768) as Uint8Array<ArrayBuffer>], 'thumbnail.png'));
    expect((await upload('/api/admin/marketing-material/items/bulk', admin, bigThumb)).status).toBe(422);
    expect((await json<{ data: { items: unknown[] } }>(await call(`/api/marketing-material/categories/${cat}`, dealer))).data.items.length).toBe(before);
  });

  it('stores a video as uploaded and refuses a file of the wrong type (SVG with script, text)', async () => {
    const video = await upload('/api/admin/marketing-material/files', admin, form(MP4, 'clip.mp4'));
    expect(video.status).toBe(201);
    expect((await json<{ kind: string; file: { contentType: string } }>(video)).file.contentType).toBe('video/mp4');
    expect((await upload('/api/admin/marketing-material/files', admin, form(SVG, 'logo.png'))).status).toBe(415);
    expect((await upload('/api/admin/marketing-material/files', admin, form(new TextEncoder().encode('hello'), 'a.jpg'))).status).toBe(415);
    expect((await upload('/api/admin/marketing-material/files', admin, form(new Uint8Array(0), 'a.jpg'))).status).toBe(400);
    expect((await call('/api/admin/marketing-material/files', admin, 'POST', { file: 'x' })).status).toBe(400);
    const cat = await category('Wrong type target');
    const bulkSvg = await upload('/api/admin/marketing-material/items/bulk', admin, form(SVG, 'x.png', { categoryId: String(cat), marketIds: String(market('Global')) }));
    expect(bulkSvg.status).toBe(415);
    expect((await upload('/api/admin/marketing-material/items/bulk', admin, form(PNG, 'x.png', { categoryId: 'abc', marketIds: '' }))).status).toBe(400);
  });

  it('edits an item, soft-deletes it (not found for dealers, restorable by admins)', async () => {
    const cat = await category('Soft delete target');
    const { id, file } = await bulk(cat, 'delete-me.png');
    const edit = await call(`/api/admin/marketing-material/items/${id}`, admin, 'PUT', { title: 'Renamed', type: 'image', body: '<p onclick="x()">Hi<script>bad()</script></p>', categoryId: cat, marketIds: [market('Global')], fileId: file.id });
    expect(edit.status).toBe(200);
    const read = await json<{ data: { title: string; body: string } }>(await call(`/api/admin/marketing-material/items/${id}`, admin));
    expect(read.data).toMatchObject({ title: 'Renamed', body: '<p>Hi</p>' });
    expect((await call(`/api/admin/marketing-material/items/${id}`, admin, 'DELETE')).status).toBe(200);
    expect((await call(`/api/marketing-material/items/${id}`, dealer)).status).toBe(404);
    expect((await call(`/api/marketing-material/files/${file.id}`, dealer)).status).toBe(404);
    const deletedList = await json<{ rows: { id: number }[] }>(await call(`/api/admin/marketing-material/items?deleted=only&categoryId=${cat}`, admin));
    expect(deletedList.rows.map((r) => r.id)).toEqual([id]);
    expect((await call(`/api/admin/marketing-material/items/${id}/restore`, admin, 'POST')).status).toBe(200);
    expect((await call(`/api/marketing-material/items/${id}`, dealer)).status).toBe(200);
  });

  it('keeps an item outside the user\'s markets from them', async () => {
    const cat = await category('Markets target', { marketIds: [market('Global'), market('Europe'), market('North America')] });
    const us = await bulk(cat, 'us-only.png', [market('North America')]);
    expect((await call(`/api/marketing-material/items/${us.id}`, dealer)).status).toBe(200);
    expect((await call(`/api/marketing-material/items/${us.id}`, dealerDe)).status).toBe(404);
    expect((await call(`/api/marketing-material/files/${us.file.id}`, dealerDe)).status).toBe(404);
    const page = await json<{ data: { items: unknown[] } }>(await call(`/api/marketing-material/categories/${cat}`, dealerDe));
    expect(page.data.items).toEqual([]);
  });
});
