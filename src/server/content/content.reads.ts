// Announcements and banners as the page renders them, read through the short cache: every page of
// every user shows them, so the DB sees one query per host/sorg per TTL, not one per request.
import type { PortalDb } from '../../../db/client';
import { readThrough } from '../read-through';
import type { Cache } from '../runtime/types';
import { SOURCE_LANGUAGE, type Language } from '../../domain/locales';
import { activeAnnouncements, activeBanners, type AnnouncementRow } from './content.repo';
import { sanitizeHtml, textLength } from './sanitize-html';

export const CONTENT_TTL_SECONDS = 30;
/** Content longer than this collapses on medium and smaller screens (docs/requirements.md#announcements-and-banners). */
export const COLLAPSE_THRESHOLD = 400;

export interface AnnouncementView {
  id: number;
  title: string;
  /** Sanitised HTML, safe to render as is. */
  html: string;
  url: string | null;
  /** Language the announcement is written in; the banner marks it when it is not the page's. */
  language: string;
  collapsible: boolean;
  /** Characters of text (title and content) the banner shows for it. */
  textLength: number;
}

export interface BannerView {
  id: number;
  imageUrl: string;
  link: string | null;
}

export interface ContentDeps {
  db: PortalDb;
  cache: Cache;
  now?: () => Date;
}

const VERSION_KEY = 'content:version';
/** Long enough to outlive every entry keyed by it; a lost version only costs one TTL of old content. */
const VERSION_TTL_SECONDS = 7 * 86_400;

/**
 * Saving a banner or announcement bumps the version, so the next page reads fresh rows (decision
 * 0045). On Workers the cache is per location: other locations catch up within the TTL.
 */
export async function bumpContentVersion(cache: Cache): Promise<void> {
  const current = (await cache.get<number>(VERSION_KEY)) ?? 0;
  await cache.set(VERSION_KEY, current + 1, VERSION_TTL_SECONDS);
}

/** Kept under the current content version, so a saved banner or announcement shows at once. */
async function versioned<T>(cache: Cache, name: string, load: () => Promise<T>): Promise<T> {
  return readThrough(cache, `${name}:v${(await cache.get<number>(VERSION_KEY)) ?? 0}`, CONTENT_TTL_SECONDS, load);
}

/**
 * One row per announcement in the reader's language: of the rows sharing a translation key, the one
 * in `language`, else the source language (English), else the first. A row without a key stands
 * alone and is shown as written (the banner marks its language). Order: the first row of each.
 */
export function inLanguage<Row extends Pick<AnnouncementRow, 'language' | 'translationKey' | 'id'>>(rows: readonly Row[], language: Language): Row[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const key = row.translationKey ?? `#${row.id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].flatMap((group) => {
    const chosen = group.find((r) => r.language === language) ?? group.find((r) => r.language === SOURCE_LANGUAGE) ?? group[0];
    return chosen ? [chosen] : [];
  });
}

export function loadAnnouncements(deps: ContentDeps, hostKey: string, sorg: string, language: Language = SOURCE_LANGUAGE): Promise<AnnouncementView[]> {
  return versioned(deps.cache, `content:announcements:${hostKey}:${sorg}:${language}`, async () => {
    const rows = await activeAnnouncements(deps.db, { hostKey, sorg, now: deps.now?.() ?? new Date() });
    return inLanguage(rows, language).map((row) => {
      const html = sanitizeHtml(row.content);
      const length = row.title.length + textLength(html);
      return { id: row.id, title: row.title, html, url: row.url, language: row.language, collapsible: textLength(html) > COLLAPSE_THRESHOLD, textLength: length };
    });
  });
}

/**
 * The banner is one block: it collapses when one announcement is long, and also when several
 * short ones together pass the threshold (otherwise they cover half a phone screen).
 */
export function bannerCollapses(announcements: readonly AnnouncementView[]): boolean {
  return announcements.some((a) => a.collapsible) || announcements.reduce((sum, a) => sum + a.textLength, 0) > COLLAPSE_THRESHOLD;
}

/** Where a banner's image is served (GET /api/banners/:file). */
export function bannerImageUrl(file: string): string {
  return `/api/banners/${encodeURIComponent(file)}`;
}

export function loadBanners(deps: ContentDeps, sorgs: readonly string[]): Promise<BannerView[]> {
  const sorted = [...sorgs].sort();
  return versioned(deps.cache, `content:banners:${sorted.join(',')}`, async () => {
    const rows = await activeBanners(deps.db, { sorgs: sorted, now: deps.now?.() ?? new Date() });
    return rows.map((row) => ({ id: row.id, imageUrl: bannerImageUrl(row.bannerFile), link: row.link }));
  });
}
