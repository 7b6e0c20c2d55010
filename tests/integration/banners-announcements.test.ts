// /api/admin/banners and /api/admin/announcements: page.banner / page.announcement only; what admins
// save reaches the shell on the next page (its cache version is bumped), per sales organisation;
// images are checked by content, announcement HTML is stored sanitised.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAnnouncements, loadBanners } from '../../src/server/content/content.reads';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';

interface Envelope {
  error: { code: string; issues?: { path: string; message: string }[] };
}
interface Announcement {
  id: number;
  title: string;
  content: string;
}
interface Banner {
  id: number;
  bannerFile: string;
  link: string | null;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let w: AuthWorld;
let admin: Record<string, string>;

beforeAll(async () => {
  w = await openAuthWorld({ upstream: false });
  admin = bearer((await apiLogin(w.t, 'admin')).requestToken);
}, 120_000);
afterAll(async () => w.close());

const call = (path: string, headers: Record<string, string>, method = 'GET', body?: unknown) =>
  w.t.request(path, { method, headers: { origin: SITE, 'content-type': 'application/json', ...headers }, body: body === undefined ? null : JSON.stringify(body) });
const send = (path: string, headers: Record<string, string>, method: string, form: FormData) => w.t.request(path, { method, headers: { origin: SITE, ...headers }, body: form });
const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const deps = () => ({ db: w.t.services.db, cache: w.t.services.cache });

function bannerForm(fields: Record<string, string>, image: Uint8Array | null = PNG, name = 'promo.png'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (image) form.append('file', new File([image as Uint8Array<ArrayBuffer>], name));
  return form;
}

const announcement = (overrides: Record<string, unknown> = {}) => ({ type: 'home_page', title: 'Spring service days', content: '<p>Book your workshop slot.</p>', url: '/catalog', sorg: 'US01', language: 'en', from: day(-1), to: day(7), ...overrides });

describe('who may administer banners and announcements', () => {
  it('refuses every demo role without the page scope, and anonymous callers', async () => {
    for (const username of ['dealer.us', 'sales.rep', 'vendor.id', 'auditor']) {
      const token = bearer((await apiLogin(w.t, username)).requestToken);
      expect((await call('/api/admin/announcements', token)).status, username).toBe(403);
      expect((await call('/api/admin/announcements', token, 'POST', announcement())).status, username).toBe(403);
      expect((await call('/api/admin/banners', token)).status, username).toBe(403);
      expect((await send('/api/admin/banners', token, 'POST', bannerForm({ sorg: 'US01', from: day(0), to: day(1) }))).status, username).toBe(403);
      expect((await call('/api/admin/banners/1', token, 'DELETE')).status, username).toBe(403);
    }
    expect((await call('/api/admin/banners', {})).status).toBe(401);
  });
});

describe('announcements', () => {
  it('reaches the shell of its sales organisation on the next page, sanitised, and leaves after delete', async () => {
    expect((await loadAnnouncements(deps(), 'us', 'US01')).some((a) => a.title === 'Spring service days')).toBe(false);
    const created = await call('/api/admin/announcements', admin, 'POST', announcement({ content: '<p onclick="steal()">Book <a href="javascript:alert(1)">now</a></p><script>alert(1)</script>' }));
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const stored = await json<{ data: Announcement }>(await call(`/api/admin/announcements/${id}`, admin));
    expect(stored.data.content).toBe('<p>Book <a>now</a></p>');
    expect((await loadAnnouncements(deps(), 'us', 'US01')).map((a) => a.title)).toContain('Spring service days');
    expect((await loadAnnouncements(deps(), 'de', 'DE01')).map((a) => a.title)).not.toContain('Spring service days');

    expect((await call(`/api/admin/announcements/${id}`, admin, 'PUT', announcement({ title: 'Spring service week' }))).status).toBe(200);
    expect((await loadAnnouncements(deps(), 'us', 'US01')).map((a) => a.title)).toContain('Spring service week');
    const listed = await json<{ rows: Announcement[]; total: number }>(await call('/api/admin/announcements?search=service%20week', admin));
    expect(listed.rows.map((r) => r.id)).toEqual([id]);

    expect((await call(`/api/admin/announcements/${id}`, admin, 'DELETE')).status).toBe(200);
    expect((await loadAnnouncements(deps(), 'us', 'US01')).map((a) => a.title)).not.toContain('Spring service week');
    expect((await call(`/api/admin/announcements/${id}`, admin, 'DELETE')).status).toBe(404);
  });

  it('keeps an internal announcement and one outside its window out of the shell', async () => {
    await call('/api/admin/announcements', admin, 'POST', announcement({ title: 'Internal note', type: 'internal' }));
    await call('/api/admin/announcements', admin, 'POST', announcement({ title: 'Next month', from: day(30), to: day(40) }));
    const titles = (await loadAnnouncements(deps(), 'us', 'US01')).map((a) => a.title);
    expect(titles).not.toContain('Internal note');
    expect(titles).not.toContain('Next month');
  });

  it('refuses malformed announcements with field issues', async () => {
    const issuesOf = async (body: unknown) => (await json<Envelope>(await call('/api/admin/announcements', admin, 'POST', body))).error.issues?.map((i) => i.path);
    expect(await issuesOf(announcement({ from: day(5), to: day(1) }))).toEqual(['to']);
    expect(await issuesOf(announcement({ url: 'javascript:alert(1)' }))).toEqual(['url']);
    expect(await issuesOf(announcement({ type: 'popup' }))).toEqual(['type']);
    expect(await issuesOf(announcement({ title: '   ' }))).toEqual(['title']);
    expect(await issuesOf(announcement({ sorg: 'XX99' }))).toEqual(['sorg']);
    expect((await call('/api/admin/announcements', admin, 'POST', '{"title":')).status).toBe(400);
    expect((await call('/api/admin/announcements/abc', admin)).status).toBe(400);
    expect((await call('/api/admin/announcements/99999', admin)).status).toBe(404);
    expect((await call('/api/admin/announcements/99999', admin, 'PUT', announcement())).status).toBe(404);
  });
});

describe('banners', () => {
  it('stores the image, reaches the pop-up of its sales organisation only, and is removed with its image', async () => {
    const before = await loadBanners(deps(), ['NL01']);
    const created = await send('/api/admin/banners', admin, 'POST', bannerForm({ sorg: 'NL01', link: '/catalog/bike', from: day(-1), to: day(7) }));
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    const { data } = await json<{ data: Banner }>(await call(`/api/admin/banners/${id}`, admin));
    const image = await w.t.request(`/api/banners/${data.bannerFile}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await loadBanners(deps(), ['NL01'])).length).toBe(before.length + 1);
    expect((await loadBanners(deps(), ['ID01'])).map((b) => b.id)).not.toContain(id);

    const kept = await send(`/api/admin/banners/${id}`, admin, 'PUT', bannerForm({ sorg: 'NL01', link: '', from: day(-1), to: day(3) }, null));
    expect(kept.status).toBe(200);
    const after = await json<{ data: Banner }>(await call(`/api/admin/banners/${id}`, admin));
    expect(after.data).toMatchObject({ bannerFile: data.bannerFile, link: null });

    expect((await call(`/api/admin/banners/${id}`, admin, 'DELETE')).status).toBe(200);
    expect((await w.t.request(`/api/banners/${data.bannerFile}`)).status).toBe(404);
    expect((await loadBanners(deps(), ['NL01'])).length).toBe(before.length);
  });

  it('refuses an image that is not one by content, an SVG, a missing file and malformed fields', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const issues = async (form: FormData) => (await json<Envelope>(await send('/api/admin/banners', admin, 'POST', form))).error.issues;
    expect(await issues(bannerForm({ sorg: 'US01', from: day(0), to: day(1) }, svg, 'promo.png'))).toEqual([{ path: 'file', message: 'banners.error.file_type', text: 'The banner must be a PNG, JPEG, WebP or GIF image.' }]);
    expect(await issues(bannerForm({ sorg: 'US01', from: day(0), to: day(1) }, null))).toEqual([{ path: 'file', message: 'banners.error.file_required', text: 'Choose the banner image.' }]);
    expect(await issues(bannerForm({ sorg: 'US01', from: day(3), to: day(1) }))).toEqual([{ path: 'to', message: 'content.input.from_after_to', text: 'From can not be bigger than To' }]);
    expect((await issues(bannerForm({ sorg: 'US01', link: '//evil.example', from: day(0), to: day(1) })))?.[0]?.path).toBe('link');
    expect((await issues(bannerForm({ sorg: 'ZZ01', from: day(0), to: day(1) })))?.[0]?.path).toBe('sorg');
    expect((await call('/api/admin/banners', admin, 'POST', { sorg: 'US01' })).status).toBe(400);
    expect((await call('/api/admin/banners/abc', admin)).status).toBe(400);
    expect((await call('/api/admin/banners/99999', admin, 'DELETE')).status).toBe(404);
  });
});
