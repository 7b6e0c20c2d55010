// /api/admin/news and /api/news: news.cu holders write, soft-delete and restore; dealers read only
// valid, live items of their markets; malformed input and dealers on admin routes are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';

const DAY = 86_400_000;
let w: AuthWorld;
let admin: Record<string, string>;
let dealer: Record<string, string>;
let global: number;

beforeAll(async () => {
  w = await openAuthWorld({ upstream: false });
  admin = bearer((await apiLogin(w.t, 'admin')).requestToken);
  dealer = bearer((await apiLogin(w.t, 'dealer.us')).requestToken);
  const options = await json<{ markets: { id: number; marketName: string }[] }>(await call('/api/admin/news/options', admin));
  global = options.markets.find((m) => m.marketName === 'Global')?.id ?? 0;
}, 120_000);
afterAll(async () => w.close());

const call = (path: string, headers: Record<string, string>, method = 'GET', body?: unknown) =>
  w.t.request(path, { method, headers: { origin: SITE, 'content-type': 'application/json', ...headers }, body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body) });
const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const window = (fromDays: number, toDays: number) => ({ validFrom: new Date(Date.now() + fromDays * DAY).toISOString(), validTo: new Date(Date.now() + toDays * DAY).toISOString() });

async function publish(title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await call('/api/admin/news', admin, 'POST', { title, body: '<p>Spring line-up is in.</p>', marketIds: [global], ...window(-1, 7), ...extra });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ id: number }>(res)).id;
}

describe('news', () => {
  it('refuses dealers on admin routes and anonymous readers', async () => {
    expect((await call('/api/admin/news', dealer)).status).toBe(403);
    expect((await call('/api/admin/news', dealer, 'POST', { title: 'x' })).status).toBe(403);
    expect((await call('/api/admin/news/1/restore', dealer, 'POST')).status).toBe(403);
    expect((await call('/api/news', {})).status).toBe(401);
  });

  it('publishes an item a dealer reads, sanitised, and lists it for both', async () => {
    const id = await publish('Spring 2027 line-up', { body: '<p>New <a href="javascript:alert(1)">bikes</a><img src=x onerror=alert(1)></p>' });
    const read = await json<{ data: { title: string; body: string } }>(await call(`/api/news/${id}`, dealer));
    expect(read.data).toEqual(expect.objectContaining({ title: 'Spring 2027 line-up', body: '<p>New <a>bikes</a></p>' }));
    const list = await json<{ rows: { id: number }[] }>(await call('/api/news', dealer));
    expect(list.rows.map((r) => r.id)).toContain(id);
    const admins = await json<{ rows: { id: number }[]; total: number }>(await call('/api/admin/news?search=spring', admin));
    expect(admins.rows.map((r) => r.id)).toEqual([id]);
  });

  it('shows dealers valid items only: not before from, not after to', async () => {
    const future = await publish('Coming soon', window(2, 9));
    const ended = await publish('Old news', window(-9, -2));
    expect((await call(`/api/news/${future}`, dealer)).status).toBe(404);
    expect((await call(`/api/news/${ended}`, dealer)).status).toBe(404);
    const ids = (await json<{ rows: { id: number }[] }>(await call('/api/news', dealer))).rows.map((r) => r.id);
    expect(ids).not.toContain(future);
    expect(ids).not.toContain(ended);
    expect((await call(`/api/admin/news/${ended}`, admin)).status).toBe(200);
  });

  it('soft-deletes (not found for dealers, listed as deleted for admins) and restores', async () => {
    const id = await publish('Delete me');
    expect((await call(`/api/admin/news/${id}`, admin, 'DELETE')).status).toBe(200);
    expect((await call(`/api/admin/news/${id}`, admin, 'DELETE')).status).toBe(409);
    expect((await call(`/api/news/${id}`, dealer)).status).toBe(404);
    const deleted = await json<{ rows: { id: number }[] }>(await call('/api/admin/news?deleted=only', admin));
    expect(deleted.rows.map((r) => r.id)).toContain(id);
    expect((await call(`/api/admin/news/${id}/restore`, admin, 'POST')).status).toBe(200);
    expect((await call(`/api/news/${id}`, dealer)).status).toBe(200);
    expect((await call('/api/admin/news/99999/restore', admin, 'POST')).status).toBe(404);
  });

  it('edits an item and refuses malformed input', async () => {
    const id = await publish('Typo in titel');
    expect((await call(`/api/admin/news/${id}`, admin, 'PUT', { title: 'Typo in title', body: '<p>Fixed</p>', marketIds: [global], ...window(-1, 3) })).status).toBe(200);
    expect((await json<{ data: { title: string } }>(await call(`/api/admin/news/${id}`, admin))).data.title).toBe('Typo in title');
    const backwards = await call('/api/admin/news', admin, 'POST', { title: 'x', body: 'y', marketIds: [global], ...window(3, 1) });
    expect(backwards.status).toBe(400);
    expect((await json<{ error: { issues: { path: string; message: string }[] } }>(backwards)).error.issues).toEqual([expect.objectContaining({ path: 'validTo', message: 'news.error.to_before_from' })]);
    expect((await call('/api/admin/news', admin, 'POST', { title: 'x', body: 'y', marketIds: [99999], ...window(0, 1) })).status).toBe(400);
    expect((await call('/api/admin/news', admin, 'POST', { title: '', body: '', marketIds: [] })).status).toBe(400);
    expect((await call('/api/admin/news', admin, 'POST', '{"title":')).status).toBe(400);
    expect((await call('/api/admin/news/abc', admin)).status).toBe(400);
    expect((await call(`/api/admin/news/99999`, admin, 'PUT', { title: 'x', body: 'y', marketIds: [global], ...window(0, 1) })).status).toBe(404);
  });
});
