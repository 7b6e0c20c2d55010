// Pages: asked for first (navigation preload), kept per user and customer when they are kept pages,
// served offline from that user's and customer's copy with the band, or answered with a page that
// says the page is not kept or needs a connection. Whose pages are served is the identity the last
// page answer named (X-Spoke-User and X-Spoke-Cust); another user, or signing out, makes the copies go.
import { DEFAULT_LOCALE, htmlLangOf } from '../domain/locales';
import {
  asOfLabel,
  bandHtml,
  entryId,
  fileRefs,
  identityOf,
  isFresh,
  isPagesCacheOf,
  offlinePageHtml,
  pageKind,
  pagesCacheName,
  sameIdentity,
  splitPagePath,
  titleOf,
  userOfPagesCache,
  withOfflineBand,
  type Identity,
  type KeptEntry,
} from '../domain/offline/offline.rules';
import { deleteAll, getAll, getOne, putAll, type CartConflict, type IdentityRecord, type QueuedAdd } from '../islands/offline/offline-db';
import { VISIT_DRAFTS_DB } from '../islands/visits/draft-store';
import { keepFiles, trim } from './files';
import { scope, type FetchEvent } from './scope';
import { text } from './texts';

let current: Promise<Identity | null> | null = null;

export function identity(): Promise<Identity | null> {
  current ??= getOne<IdentityRecord>('state', 'identity').then((r) => r?.identity ?? null, () => null);
  return current;
}

async function setIdentity(next: Identity | null): Promise<void> {
  current = Promise.resolve(next);
  await putAll('state', [{ id: 'identity', identity: next } satisfies IdentityRecord]);
}

/**
 * Forgets what the device keeps for everyone but `keepUser`: their pages, and with `changes` also
 * their queued cart additions and conflicts.
 */
export async function forget(keepUser: string | null, changes: boolean): Promise<void> {
  const names = (await caches.keys()).filter((name) => isPagesCacheOf(name) && userOfPagesCache(name) !== keepUser);
  await Promise.all(names.map((name) => caches.delete(name)));
  const gone = new Set(names);
  await deleteAll('entries', (await getAll<KeptEntry>('entries')).filter((e) => gone.has(e.cache)).map((e) => e.id));
  if (!changes) return;
  for (const store of ['queue', 'conflicts'] as const) {
    const records = await getAll<QueuedAdd | CartConflict>(store);
    await deleteAll(store, records.filter((r) => r.user !== keepUser).map((r) => r.id));
  }
  await deleteVisitDrafts();
}

/** Visit drafts belong to whoever was signed in; they go with the user (a tab still holding the database only delays it). */
function deleteVisitDrafts(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(VISIT_DRAFTS_DB);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** Signing out: nothing of anyone stays, and no page is served from the device until a sign-in. */
async function signOut(): Promise<void> {
  await setIdentity(null);
  await forget(null, true);
}

let signOutOwed: Promise<boolean> | null = null;

/** A sign-out the server has not heard of yet (made offline): the session cookie still opens pages. */
function owed(): Promise<boolean> {
  signOutOwed ??= getOne<{ id: string }>('state', 'sign-out-owed').then((r) => r !== undefined, () => false);
  return signOutOwed;
}

/** The sign-out request: the device forgets first; offline, the server is told with the next page. */
export async function signOutRequest(request: Request): Promise<Response> {
  await signOut().catch(() => undefined);
  try {
    return await fetch(request);
  } catch (error) {
    signOutOwed = Promise.resolve(true);
    await putAll('state', [{ id: 'sign-out-owed' }]);
    throw error;
  }
}

async function settleSignOut(): Promise<void> {
  if (!(await owed())) return;
  const told = await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' }).then((r) => r.ok, () => false);
  if (!told) return;
  signOutOwed = Promise.resolve(false);
  await deleteAll('state', ['sign-out-owed']);
}

async function noteIdentity(next: Identity | null): Promise<void> {
  const before = await identity();
  if (sameIdentity(before, next)) return;
  await setIdentity(next);
  // Signed out (a page answered without a user): no copies of pages; queued additions wait for their user.
  if (next === null) await forget(null, false);
  else if (before?.user !== next.user) await forget(next.user, true);
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html');

/** Keeping a page waits until the page has loaded: done at once, it cost the page about 20 ms on two cores. */
const STORE_DELAY_MS = 1_000;

async function store(url: string, response: Response, who: Identity): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, STORE_DELAY_MS));
  const html = await response.text();
  // Signed out or switched while the page was read: not kept for anyone.
  if (!sameIdentity(await identity(), who)) return;
  const at = Date.now();
  const headers = new Headers(response.headers);
  for (const name of ['content-encoding', 'content-length']) headers.delete(name);
  headers.set('x-spoke-stored', String(at));
  const cache = pagesCacheName(who);
  await (await caches.open(cache)).put(url, new Response(html, { status: 200, headers }));
  const refs = fileRefs(html);
  await putAll('state', [{ id: 'stylesheets', hrefs: refs.filter((r) => r.endsWith('.css')) }]);
  await keepFiles(refs);
  // Entered last: a page listed as kept has its files on the device too.
  await putAll('entries', [{ id: entryId(cache, url), cache, url, at, bytes: html.length, title: titleOf(html) } satisfies KeptEntry]);
  await trim();
}

let networkDown = false;

/**
 * Whether the files of a page are to come from the device: the last page could not be fetched, or
 * a page said the connection dropped. The browser's `onLine` alone misses a network that is up but
 * leads nowhere.
 */
export const filesFromDevice = (): boolean => networkDown || !scope.navigator.onLine;

export function noteConnection(online: boolean): void {
  networkDown = !online;
}

export async function navigate(event: FetchEvent): Promise<Response> {
  const url = new URL(event.request.url);
  let response: Response;
  try {
    if (await owed()) {
      // The page was asked for still signed in: once the server has ended the session, ask again.
      await settleSignOut();
      if (!(await owed())) return await fetch(event.request);
    }
    response = (await event.preloadResponse) ?? (await fetch(event.request));
    networkDown = false;
  } catch {
    networkDown = true;
    return offlineAnswer(url);
  }
  if (response.type === 'opaqueredirect' || !isHtml(response)) return response;
  const who = identityOf(response.headers);
  const copy = who && response.status === 200 && pageKind(url.pathname) === 'kept' ? response.clone() : null;
  if (who || response.ok) {
    event.waitUntil(
      noteIdentity(who)
        .then(() => (copy && who ? store(url.href, copy, who) : undefined))
        .catch(() => undefined),
    );
  }
  return response;
}

const OFFLINE_PAGE_CSP = "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Offline: this user's and customer's copy with the band, else the page that says why not. */
export async function offlineAnswer(url: URL): Promise<Response> {
  const who = await identity();
  const kind = pageKind(url.pathname);
  const locale = splitPagePath(url.pathname)?.locale ?? DEFAULT_LOCALE;
  const now = Date.now();
  if (who && kind === 'kept') {
    const kept = await caches.match(url.href, { cacheName: pagesCacheName(who) });
    const at = Number(kept?.headers.get('x-spoke-stored') ?? 0);
    if (kept && isFresh(at, now)) {
      const band = bandHtml(text(locale, 'band', { time: asOfLabel(at, now, locale) }));
      return new Response(withOfflineBand(await kept.text(), band, at), { status: 200, headers: kept.headers });
    }
  }
  const cache = who ? pagesCacheName(who) : null;
  const entries = cache ? (await getAll<KeptEntry>('entries')).filter((e) => e.cache === cache && isFresh(e.at, now) && e.url !== url.href) : [];
  const styles = await getOne<{ hrefs: string[] }>('state', 'stylesheets');
  const online = kind === 'online-only';
  const signedOut = !who && (await owed());
  const html = offlinePageHtml({
    lang: htmlLangOf(locale),
    heading: text(locale, signedOut ? 'signed_out_title' : online ? 'online_only_title' : 'not_kept_title'),
    text: text(locale, signedOut ? 'signed_out' : online ? 'online_only' : 'not_kept'),
    tryAgain: text(locale, 'try_again'),
    url: url.href,
    keptTitle: text(locale, 'kept_pages'),
    kept: entries.sort((a, b) => b.at - a.at).slice(0, 20).map((e) => ({ url: e.url, title: e.title ?? e.url })),
    stylesheets: styles?.hrefs ?? [],
  });
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': OFFLINE_PAGE_CSP } });
}
