// Demo pre-season windows (decision 0081): one open window per country site with a handful of the
// upstream's bike models, created once per sales organisation and never updated, like the rest of
// the seed. The models come from the caller (the embedded upstream's catalogue), as db code reads
// no upstream. The window is placed around the day of seeding, and so is the announcement that
// tells of it (seed-data/announcements.ts), so a fresh demo never names a past date.
import { eq } from 'drizzle-orm';
import { hostsOfSorgs } from '../src/content/hosts/index';
import { languageOf, type Language } from '../src/domain/locales';
import type { PortalDb } from './client';
import { preseasonWindows } from './schema';

const DAY = 86_400_000;

function monthsAfter(isoDate: string, count: number): string[] {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1 + i, 1)).toISOString().slice(0, 7));
}

/** The demo season around `today`: opened two weeks ago, closing in six weeks, three delivery months after. */
export function demoSeason(today: string) {
  const now = Date.parse(`${today}T00:00:00Z`);
  const opensOn = new Date(now - 14 * DAY).toISOString().slice(0, 10);
  const closesOn = new Date(now + 42 * DAY).toISOString().slice(0, 10);
  return { season: new Date(now + 120 * DAY).getUTCFullYear(), opensOn, closesOn, deliveryMonths: monthsAfter(closesOn, 3) };
}

// A window's name is what the distributor typed, one text for its site: the demo's is written in the
// language its site opens in, so the German site shows a German name.
const WINDOW_NAME: Readonly<Record<Language, (season: number) => string>> = {
  en: (season) => `Season ${season} pre-season`,
  de: (season) => `Vororder Saison ${season}`,
  fr: (season) => `Précommandes saison ${season}`,
  id: (season) => `Pra-pesan musim ${season}`,
  ms: (season) => `Pra-tempahan musim ${season}`,
};

/** The language a sales organisation's site opens in (English where no site serves it). */
export function sorgLanguage(sorg: string): Language {
  const host = hostsOfSorgs([sorg])[0];
  return host ? languageOf(host.defaultLocale) : 'en';
}

/** The demo window around `today`, named in `language`. */
export function demoWindow(today: string, modelSlugs: readonly string[], language: Language = 'en') {
  const { season, opensOn, closesOn, deliveryMonths } = demoSeason(today);
  return {
    name: WINDOW_NAME[language](season), opensOn, closesOn, discountPercent: 8, datingDays: 90,
    deliveryMonths: JSON.stringify(deliveryMonths), modelSlugs: JSON.stringify([...modelSlugs]),
  };
}

export async function seedPreseasonWindows(db: PortalDb, modelsBySorg: Readonly<Record<string, readonly string[]>>, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  for (const [sorg, slugs] of Object.entries(modelsBySorg)) {
    if (slugs.length === 0) continue;
    const [existing] = await db.select({ id: preseasonWindows.id }).from(preseasonWindows).where(eq(preseasonWindows.sorg, sorg)).limit(1);
    if (!existing) await db.insert(preseasonWindows).values({ sorg, ...demoWindow(today, slugs, sorgLanguage(sorg)) });
  }
}
