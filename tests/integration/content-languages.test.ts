// Announcements in the reader's language: the seeded ones exist in every portal language, one row per
// announcement reaches the banner, and a row without translations is shown as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPortal } from '../../db/seed';
import { demoSeason } from '../../db/seed-preseason';
import { LANGUAGES } from '../../src/domain/locales';
import { loadAnnouncements } from '../../src/server/content/content.reads';
import { createMemoryCache } from '../../src/server/runtime/node/cache';
import { createAnnouncement } from '../factories';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
const read = (sorg: string, language: (typeof LANGUAGES)[number]) => loadAnnouncements({ db: t.services.db, cache: createMemoryCache() }, sorg.slice(0, 2).toLowerCase(), sorg, language);

beforeAll(async () => {
  t = await createTestApp();
  await seedPortal(t.services.db);
}, 60_000);

afterAll(() => t.cleanup());

describe('announcements per language', () => {
  it('gives a German reader of the US site the German text, an English reader the English one, once each', async () => {
    const { season } = demoSeason(new Date().toISOString().slice(0, 10));
    const de = await read('US01', 'de');
    expect(de.map((a) => a.title)).toEqual([`Vororder für Modelljahr ${season} ist geöffnet`, 'Geplante Wartung in der Nacht zum Montag']);
    expect(de.every((a) => a.language === 'de')).toBe(true);
    const en = await read('US01', 'en');
    expect(en.map((a) => a.title)).toEqual([`Model year ${season} pre-season orders are open`, 'Scheduled maintenance on Sunday night']);
  });

  it('seeds every announcement in every language', async () => {
    for (const language of LANGUAGES) {
      for (const sorg of ['US01', 'DE01', 'ID01', 'NL01']) {
        const list = await read(sorg, language);
        expect(list, `${sorg} ${language}`).toHaveLength(2);
        expect(list.every((a) => a.language === language), `${sorg} ${language}`).toBe(true);
      }
    }
  });

  it('falls back to English, then to the one language a row was written in, and says which', async () => {
    await createAnnouncement(t.services.db, { sorg: 'NL01', title: 'Only in English', language: 'en', translationKey: 'only-en' });
    await createAnnouncement(t.services.db, { sorg: 'NL01', title: 'Alleen in het Nederlands', language: 'nl', translationKey: null });
    const fr = await read('NL01', 'fr');
    expect(fr.find((a) => a.title === 'Only in English')?.language).toBe('en');
    expect(fr.find((a) => a.title === 'Alleen in het Nederlands')?.language).toBe('nl');
    expect(fr).toHaveLength(4);
  });
});
