// Spoke's service worker, served as /sw.js (built by src/integrations/service-worker.ts) and
// registered after the load event (src/components/shell/offline.client.ts). It keeps the catalogue,
// the cart, the home and the visit forms a user opened for offline use, per user and customer, keeps
// "add to cart" made offline until the connection returns, and shows web push notifications.
// Decision: docs/decisions/0115-offline-shop-floor.md.
import { isLocale, DEFAULT_LOCALE } from '../domain/locales';
import { isImmutableFile, isPageRequest, isShellFile } from '../domain/offline/offline.rules';
import { cartAdd, flush, SYNC_TAG } from './cart-queue';
import { immutableFile, shellFile, trim } from './files';
import { navigate, signOut } from './pages';
import { wirePush } from './push';
import { scope } from './scope';
import { text } from './texts';

/** The words the page's own band needs (it asks when the connection drops or returns). */
const LIVE_TEXTS = ['band_live', 'band_online_only', 'back_online', 'show_current', 'needs_connection'] as const;

scope.addEventListener('install', () => void scope.skipWaiting());

scope.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([scope.clients.claim(), scope.registration.navigationPreload?.enable(), trim(true)]).catch(() => undefined));
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  const waitUntil = (promise: Promise<unknown>) => event.waitUntil(promise);
  if (request.method === 'POST' && url.pathname === '/api/logout') {
    event.respondWith(signOut().catch(() => undefined).then(() => fetch(request)));
  } else if (request.method === 'PUT' && url.pathname === '/api/cart/lines' && request.headers.has('idempotency-key')) {
    event.respondWith(cartAdd(request));
  } else if (request.method !== 'GET') {
    return;
  } else if (request.mode === 'navigate') {
    if (isPageRequest(url.pathname)) event.respondWith(navigate(event));
  } else if (isImmutableFile(url.pathname)) {
    event.respondWith(immutableFile(request, waitUntil));
  } else if (isShellFile(url.pathname)) {
    event.respondWith(shellFile(request, waitUntil));
  }
});

scope.addEventListener('message', (event) => {
  const data = (event.data ?? {}) as { type?: string; locale?: string };
  if (data.type === 'spoke:flush') event.waitUntil(flush());
  if (data.type === 'spoke:texts') {
    const locale = isLocale(data.locale) ? data.locale : DEFAULT_LOCALE;
    event.ports[0]?.postMessage(Object.fromEntries(LIVE_TEXTS.map((name) => [name, text(locale, name)])));
  }
});

scope.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(flush());
});

wirePush();
