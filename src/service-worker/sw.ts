// Spoke's service worker, served as /sw.js (built by src/integrations/service-worker.ts) and
// registered after the load event (src/components/shell/offline.client.ts). It keeps the catalogue,
// the cart, the home and the visit forms a user opened for offline use, per user and customer, keeps
// "add to cart" made offline until the connection returns, and shows web push notifications.
// Decision: docs/decisions/0115-offline-shop-floor.md.
import { DEFAULT_LOCALE } from '../domain/locales';
import { bandHtml, isImmutableFile, isPageRequest, isShellFile, pageKind, splitPagePath } from '../domain/offline/offline.rules';
import { cartAdd, flush, SYNC_TAG } from './cart-queue';
import { keptFile, trim } from './files';
import { filesFromDevice, navigate, noteConnection, signOutRequest } from './pages';
import { wirePush } from './push';
import { scope } from './scope';
import { text } from './texts';

/** The words the page's own band needs (it asks when the connection drops or returns). */
const LIVE_TEXTS = ['back_online', 'show_current', 'needs_connection'] as const;

/** What the page's offline module shows for `path` (src/components/shell/offline.client.ts). */
function liveTexts(path: string) {
  const locale = splitPagePath(path)?.locale ?? DEFAULT_LOCALE;
  const onlineOnly = pageKind(path) === 'online-only';
  const band = bandHtml(text(locale, onlineOnly ? 'band_online_only' : 'band_live'));
  return { onlineOnly, band, ...Object.fromEntries(LIVE_TEXTS.map((name) => [name, text(locale, name)])) };
}

scope.addEventListener('install', () => void scope.skipWaiting());

scope.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([scope.clients.claim(), scope.registration.navigationPreload?.enable(), trim(true)]).catch(() => undefined));
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (request.method === 'POST' && url.pathname === '/api/logout') {
    event.respondWith(signOutRequest(request));
  } else if (request.method === 'PUT' && url.pathname === '/api/cart/lines' && request.headers.has('idempotency-key')) {
    event.respondWith(cartAdd(request));
  } else if (request.method !== 'GET') {
    return;
  } else if (request.mode === 'navigate') {
    if (isPageRequest(url.pathname)) event.respondWith(navigate(event));
  } else if (isImmutableFile(url.pathname) || isShellFile(url.pathname)) {
    // Online the browser's own cache answers quicker than the worker could; the device's copies
    // (fetched ahead when a page is kept) are for when the network is gone.
    if (filesFromDevice()) event.respondWith(keptFile(request));
  }
});

scope.addEventListener('message', (event) => {
  const data = (event.data ?? {}) as { type?: string; path?: string };
  if (data.type === 'spoke:flush') event.waitUntil(flush());
  if (data.type === 'spoke:online' || data.type === 'spoke:offline') noteConnection(data.type === 'spoke:online');
  if (data.type === 'spoke:texts') event.ports[0]?.postMessage(liveTexts(data.path ?? '/'));
});

scope.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(flush());
});

wirePush();
