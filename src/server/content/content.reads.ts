// Announcements and banners as the page renders them, read through the short cache: every page of
// every user shows them, so the DB sees one query per host/sorg per TTL, not one per request.
import type { PortalDb } from '../../../db/client';
import type { Cache } from '../runtime/types';
import { activeAnnouncements, activeBanners } from './content.repo';
import { sanitizeHtml, textLength } from './sanitize-html';

export const CONTENT_TTL_SECONDS = 30;
/** Content longer than this collapses on medium and smaller screens (core.md section 9). */
export const COLLAPSE_THRESHOLD = 400;

export interface AnnouncementView {
  id: number;
  title: string;
  /** Sanitised HTML, safe to render as is. */
  html: string;
  url: string | null;
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

async function cached<T>(cache: Cache, key: string, load: () => Promise<T>): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(key, value, CONTENT_TTL_SECONDS);
  return value;
}

export function loadAnnouncements(deps: ContentDeps, hostKey: string, sorg: string): Promise<AnnouncementView[]> {
  return cached(deps.cache, `content:announcements:${hostKey}:${sorg}`, async () => {
    const rows = await activeAnnouncements(deps.db, { hostKey, sorg, now: deps.now?.() ?? new Date() });
    return rows.map((row) => {
      const html = sanitizeHtml(row.content);
      const length = row.title.length + textLength(html);
      return { id: row.id, title: row.title, html, url: row.url, collapsible: textLength(html) > COLLAPSE_THRESHOLD, textLength: length };
    });
  });
}

/**
 * The banner is one sticky block: it collapses when one announcement is long, and also when several
 * short ones together pass the threshold (otherwise they cover half a phone screen).
 */
export function bannerCollapses(announcements: readonly AnnouncementView[]): boolean {
  return announcements.some((a) => a.collapsible) || announcements.reduce((sum, a) => sum + a.textLength, 0) > COLLAPSE_THRESHOLD;
}

export function loadBanners(deps: ContentDeps, sorgs: readonly string[]): Promise<BannerView[]> {
  const sorted = [...sorgs].sort();
  return cached(deps.cache, `content:banners:${sorted.join(',')}`, async () => {
    const rows = await activeBanners(deps.db, { sorgs: sorted, now: deps.now?.() ?? new Date() });
    return rows.map((row) => ({ id: row.id, imageUrl: `/api/banners/${encodeURIComponent(row.bannerFile)}`, link: row.link }));
  });
}
