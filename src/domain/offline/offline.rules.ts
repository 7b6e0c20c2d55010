// What the service worker keeps for a shop floor without Wi-Fi, for whom, and for how long
// (docs/decisions/0115-offline-shop-floor.md). Pure: the service worker (src/service-worker), the
// page scripts and the unit tests share it.
import { htmlLangOf, isLocale, type Locale } from '../locales';

/** A page is served offline only within this long after it was last fetched. */
export const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** Everything kept on the device together, pages and files; the oldest go first. */
export const KEEP_BYTES = 50 * 1024 * 1024;
/** Files a kept page needs (scripts, stylesheets, product drawings) fetched ahead at most per page. */
export const MAX_REFS_PER_PAGE = 80;

/** Whose pages: the signed-in user and the customer they act for ('' without one). */
export interface Identity {
  user: string;
  cust: string;
}

/**
 * kept: opened pages are kept and open offline (the catalogue, the cart, the home, the visit forms);
 * online-only: pages that write money or documents, which say offline that they need a connection;
 * other: every other page, which offline says it is not kept on the device.
 */
export type PageKind = 'kept' | 'online-only' | 'other';

const KEPT: readonly RegExp[] = [
  /^(home-page)?$/,
  /^catalog(\/(list|bike|paa|groupset|frequent-purchases|previous-purchases))?$/,
  /^catalog\/(bike\/|paa\/)?(?!(fast-order|repeat-order|preview-page|restock-alerts)$)[^/]+$/,
  /^cart$/,
  /^visit-form(\/[a-z]+(\/[^/]+)?)?$/,
];

const ONLINE_ONLY: readonly RegExp[] = [
  /^cart\/checkout$/,
  /^payment(\/|$)/,
  /^claim(\/|$)/,
  /^order\/returns\/new$/,
  /^(preseason|click-collect|retail-sales|pdi|upload-area)$/,
  /^3rd-party\/order$/,
];

/** The locale and the rest of a page path (`/de/catalog/list` → de, `catalog/list`), or null. */
export function splitPagePath(pathname: string): { locale: Locale; rest: string } | null {
  const match = /^\/([^/]+)(?:\/(.*?))?\/?$/.exec(pathname);
  const locale = match?.[1];
  if (!isLocale(locale)) return null;
  return { locale, rest: match?.[2] ?? '' };
}

export function pageKind(pathname: string): PageKind {
  const page = splitPagePath(pathname);
  if (!page) return 'other';
  if (KEPT.some((re) => re.test(page.rest))) return 'kept';
  if (ONLINE_ONLY.some((re) => re.test(page.rest))) return 'online-only';
  return 'other';
}

/** A navigation the worker answers: a page of the site, not an API call, a build file or a download. */
export function isPageRequest(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/_astro/') && !/\.[a-z0-9]+$/i.test(pathname);
}

/** Files that never change under their name: kept from the first answer on. */
export function isImmutableFile(pathname: string): boolean {
  return pathname.startsWith('/_astro/') || pathname.startsWith('/api/images/');
}

/** Files of the frame that may change under their name: asked for first, kept for offline. */
export function isShellFile(pathname: string): boolean {
  return pathname === '/favicon.svg' || /^\/(icons|brand|manifests)\//.test(pathname);
}

const PAGES_PREFIX = 'spoke-pages:';
export const FILES_CACHE = 'spoke-files';

/** One cache per user and customer: a representative switching customers never sees the other's prices. */
export function pagesCacheName(id: Identity): string {
  return `${PAGES_PREFIX}${encodeURIComponent(id.user)}:${encodeURIComponent(id.cust)}`;
}

export function isPagesCacheOf(name: string, user?: string): boolean {
  return name.startsWith(user === undefined ? PAGES_PREFIX : `${PAGES_PREFIX}${encodeURIComponent(user)}:`);
}

/** The user whose pages a cache holds, or null for any other cache. */
export function userOfPagesCache(name: string): string | null {
  if (!name.startsWith(PAGES_PREFIX)) return null;
  const [user = ''] = name.slice(PAGES_PREFIX.length).split(':');
  return decodeURIComponent(user);
}

/** The identity a page answer names (headers X-Spoke-User and X-Spoke-Cust), or null when signed out. */
export function identityOf(headers: { get(name: string): string | null }): Identity | null {
  const user = headers.get('x-spoke-user');
  return user ? { user, cust: headers.get('x-spoke-cust') ?? '' } : null;
}

export const sameIdentity = (a: Identity | null, b: Identity | null): boolean => a?.user === b?.user && a?.cust === b?.cust;

export interface KeptEntry {
  /** `${cache} ${url}` */
  id: string;
  cache: string;
  url: string;
  /** When it was stored (a page: when it was last fetched). */
  at: number;
  bytes: number;
  /** Pages carry their title for the offline list. */
  title?: string;
}

export const entryId = (cache: string, url: string): string => `${cache} ${url}`;

/**
 * What to delete: pages older than KEEP_MS, then the oldest of the rest until all fit in `budget`.
 * Files expire only by the budget: a page kept yesterday may still need a script fetched last month.
 */
export function entriesToDrop(entries: readonly KeptEntry[], now: number, budget = KEEP_BYTES): KeptEntry[] {
  const expired = entries.filter((e) => isPagesCacheOf(e.cache) && now - e.at > KEEP_MS);
  const gone = new Set(expired);
  const live = entries.filter((e) => !gone.has(e)).sort((a, b) => a.at - b.at);
  let total = live.reduce((sum, e) => sum + e.bytes, 0);
  const drop = [...expired];
  for (const entry of live) {
    if (total <= budget) break;
    drop.push(entry);
    total -= entry.bytes;
  }
  return drop;
}

export const isFresh = (storedAt: number, now: number): boolean => now - storedAt <= KEEP_MS;

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

export function titleOf(html: string): string {
  const raw = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  return raw.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e).trim();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The same-origin files a page needs: scripts and stylesheets (also of islands that hydrate later,
 * named in component-url and renderer-url), product drawings, icons and brand files.
 */
export function fileRefs(html: string): string[] {
  const refs = new Set<string>();
  for (const match of html.matchAll(/(?:src|href|component-url|renderer-url|before-hydration-url)="(\/(?:_astro|api\/images|icons|brand)\/[^"?#]+|\/favicon\.svg)"/g)) {
    if (match[1]) refs.add(match[1]);
  }
  return [...refs].slice(0, MAX_REFS_PER_PAGE);
}

/**
 * The build files a script imports or loads later: `"./chunk.js"` beside it (any quotes; the bundler
 * writes dynamic imports with backticks) and the `"_astro/chunk.js"` of its preload lists.
 */
export function importRefs(script: string): string[] {
  const refs = new Set<string>();
  for (const match of script.matchAll(/["'`](?:\.\/|_astro\/)([\w.-]+\.(?:js|css))["'`]/g)) if (match[1]) refs.add(`/_astro/${match[1]}`);
  return [...refs];
}

/** "10:42" today, with the date before today, in the page's language and the device's time zone. */
export function asOfLabel(storedAt: number, now: number, locale: Locale): string {
  const sameDay = new Date(storedAt).toDateString() === new Date(now).toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(htmlLangOf(locale), options).format(storedAt);
}

const BAND_STYLE = [
  'position:sticky', 'top:0', 'z-index:60', 'padding:.5rem 1rem', 'text-align:center', 'font-weight:600',
  'background:#fff3e0', 'color:#1b2430', 'border-bottom:2px solid #ef6c00',
].join(';');

/** The band above a page: a status, styled inline (the CSP allows style attributes, not new rules). */
export function bandHtml(text: string): string {
  return `<div data-offline-band role="status" style="${BAND_STYLE}">${escapeHtml(text)}</div>`;
}

/** A kept page as served offline: marked as a copy (page scripts read it) with the band first in the body. */
export function withOfflineBand(html: string, band: string, storedAt: number): string {
  const marked = html.replace(/<html\b/i, `<html data-offline-copy="${storedAt}"`);
  return marked.replace(/<body\b[^>]*>/i, (tag) => `${tag}${band}`);
}

export interface OfflinePage {
  lang: string;
  heading: string;
  text: string;
  tryAgain: string;
  url: string;
  keptTitle: string;
  kept: readonly { url: string; title: string }[];
  stylesheets: readonly string[];
}

/** The page the worker answers for a page it has not kept (or that needs a connection). */
export function offlinePageHtml(page: OfflinePage): string {
  const links = page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const kept = page.kept.length === 0 ? '' : `<h2>${escapeHtml(page.keptTitle)}</h2><ul>${page.kept.map((k) => `<li><a href="${escapeHtml(k.url)}">${escapeHtml(k.title || k.url)}</a></li>`).join('')}</ul>`;
  return (
    `<!doctype html><html lang="${escapeHtml(page.lang)}" data-offline-page><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.heading)}</title>${links}</head>` +
    `<body><main id="main" style="max-width:40rem;margin:2rem auto;padding:0 1rem;font-family:system-ui,sans-serif">` +
    `<h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(page.text)}</p>` +
    `<p><a class="button" href="${escapeHtml(page.url)}">${escapeHtml(page.tryAgain)}</a></p>${kept}</main></body></html>`
  );
}
