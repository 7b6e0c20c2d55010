// News and sales documents in several languages (decision 0108): the demo writes each in every
// portal language; a reader sees each item once, in the page's language (else English); an
// administrator links a translation to the item it translates, and an upgrade keeps one copy.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPortal } from '../../db/seed';
import { news, salesDocuments } from '../../db/schema';
import { SEED_NEWS } from '../../db/seed-data/marketing';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';

const DAY = 86_400_000;
let w: AuthWorld;
let admin: Record<string, string>;
let dealer: Record<string, string>;
let global: number;

beforeAll(async () => {
  w = await openAuthWorld({ upstream: false });
  // As `npm start` seeds: with the blob store, so the demo news and documents are written.
  await seedPortal(w.t.services.db, { blob: w.t.services.blob });
  admin = bearer((await apiLogin(w.t, 'admin')).requestToken);
  dealer = bearer((await apiLogin(w.t, 'dealer.us')).requestToken);
  const options = await json<{ markets: { id: number; marketName: string }[] }>(await call('/api/admin/news/options', admin));
  global = options.markets.find((m) => m.marketName === 'Global')?.id ?? 0;
}, 120_000);
afterAll(async () => w.close());

const call = (path: string, headers: Record<string, string>, method = 'GET', body?: unknown) =>
  w.t.request(path, { method, headers: { origin: SITE, 'content-type': 'application/json', ...headers }, body: body === undefined ? null : JSON.stringify(body) });
const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const titles = async (locale: string) => (await json<{ rows: { title: string; language: string }[] }>(await call(`/api/news?limit=20&locale=${locale}`, dealer))).rows;
const window = { validFrom: new Date(Date.now() - DAY).toISOString(), validTo: new Date(Date.now() + 7 * DAY).toISOString() };

describe('demo news and documents in every language', () => {
  it('shows a German reader each demo news item once, in German, and an English reader in English', async () => {
    const german = await titles('de');
    for (const item of SEED_NEWS) {
      expect(german.map((r) => r.title)).toContain(item.texts.de[0]);
      expect(german.map((r) => r.title)).not.toContain(item.texts.en[0]);
    }
    expect(german.filter((r) => SEED_NEWS.some((item) => item.texts.de[0] === r.title)).every((r) => r.language === 'de')).toBe(true);
    const english = await titles('en-us');
    for (const item of SEED_NEWS) expect(english.filter((r) => Object.values(item.texts).some(([title]) => title === r.title)).map((r) => r.title)).toEqual([item.texts.en[0]]);
  });

  it('lists the demo price list in German on the German page', async () => {
    const list = await json<{ data: { name: string; documents: { title: string }[] }[] }>(await call('/api/sales-documents?type=sales&locale=de', dealer));
    expect(list.data.flatMap((g) => g.documents).map((d) => d.title)).toEqual(['Händlerpreisliste 2027']);
  });

  it('keeps one copy per language when seeded again, and gives an earlier English row its key', async () => {
    const { db, blob } = w.t.services;
    const first = SEED_NEWS[0];
    if (!first) throw new Error('no demo news');
    await db.update(news).set({ translationKey: null }).where(eq(news.title, first.texts.en[0]));
    const before = { news: (await db.select().from(news)).length, documents: (await db.select().from(salesDocuments)).length };
    await seedPortal(db, { blob });
    expect({ news: (await db.select().from(news)).length, documents: (await db.select().from(salesDocuments)).length }).toEqual(before);
    const [english] = await db.select().from(news).where(eq(news.title, first.texts.en[0]));
    expect(english?.translationKey).toBe(first.key);
  });
});

describe('an administrator’s translation', () => {
  it('links a German text to an English item: Germans read the German one, the French the English one', async () => {
    const english = await json<{ id: number }>(await call('/api/admin/news', admin, 'POST', { title: 'Winter opening hours', body: '<p>Open 9 to 17.</p>', marketIds: [global], ...window, language: 'en' }));
    const german = await call('/api/admin/news', admin, 'POST', { title: 'Öffnungszeiten im Winter', body: '<p>Geöffnet 9 bis 17 Uhr.</p>', marketIds: [global], ...window, language: 'de', translationOf: english.id });
    expect(german.status, await german.clone().text()).toBe(201);
    expect((await titles('de')).map((r) => r.title)).toContain('Öffnungszeiten im Winter');
    expect((await titles('de')).map((r) => r.title)).not.toContain('Winter opening hours');
    expect((await titles('fr')).map((r) => r.title)).toContain('Winter opening hours');
    expect((await titles('fr')).map((r) => r.title)).not.toContain('Öffnungszeiten im Winter');
  });

  it('refuses a translation of an item that does not exist, at its field', async () => {
    const res = await call('/api/admin/news', admin, 'POST', { title: 'Lost', body: '<p>x</p>', marketIds: [global], ...window, language: 'de', translationOf: 999_999 });
    expect(res.status).toBe(400);
    expect((await json<{ error: { issues?: { path: string; message: string }[] } }>(res)).error.issues?.[0]).toMatchObject({ path: 'translationOf', message: 'content.input.translation_unknown' });
  });
});
