// The page's side of the offline shop floor (docs/decisions/0115-offline-shop-floor.md), loaded after
// the load event: registers the service worker (so it costs a page's first load nothing), asks it to
// send what was added to the cart offline once a page loads online or the connection returns, and
// while offline shows the band, holds back what needs a connection (checkout links, and every submit
// button on pages that write money or documents) and says so beside it.
import { bandHtml, pageKind } from '../../domain/offline/offline.rules';

type LiveTexts = Record<'band_live' | 'band_online_only' | 'back_online' | 'show_current' | 'needs_connection', string>;

const HELD = 'data-offline-held';

function ask(worker: ServiceWorker, locale: string): Promise<LiveTexts | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<LiveTexts>) => resolve(event.data);
    worker.postMessage({ type: 'spoke:texts', locale }, [channel.port2]);
    setTimeout(() => resolve(null), 2000);
  });
}

function note(text: string): HTMLElement {
  const small = document.createElement('small');
  small.toggleAttribute('data-offline-note', true);
  small.textContent = ` ${text}`;
  return small;
}

function holdBack(offline: boolean, texts: LiveTexts, onlineOnly: boolean): void {
  const selector = onlineOnly ? '[data-needs-connection], main button[type=submit], main form button:not([type])' : '[data-needs-connection]';
  for (const el of document.querySelectorAll<HTMLElement>(offline ? selector : `[${HELD}]`)) {
    if (offline && el.hasAttribute('aria-disabled')) continue;
    el.toggleAttribute(HELD, offline);
    if (el instanceof HTMLButtonElement) el.disabled = offline;
    if (offline) el.setAttribute('aria-disabled', 'true');
    else el.removeAttribute('aria-disabled');
    el.style.opacity = offline ? '0.5' : '';
    el.style.cursor = offline ? 'not-allowed' : '';
    if (offline) el.after(note(texts.needs_connection));
    else if (el.nextElementSibling?.hasAttribute('data-offline-note')) el.nextElementSibling.remove();
  }
}

function showBand(offline: boolean, texts: LiveTexts, onlineOnly: boolean): void {
  const copy = document.documentElement.hasAttribute('data-offline-copy');
  const band = document.querySelector<HTMLElement>('[data-offline-band]');
  if (offline && !band) {
    document.body.insertAdjacentHTML('afterbegin', bandHtml(onlineOnly ? texts.band_online_only : texts.band_live));
  } else if (!offline && band && !copy) {
    band.remove();
  } else if (!offline && band && copy) {
    // A copy from the device on a page that is online again: the current page is one click away.
    band.textContent = `${texts.back_online} `;
    const link = document.createElement('a');
    link.href = location.href;
    link.textContent = texts.show_current;
    band.append(link);
  }
}

export function runOffline(): void {
  const container = navigator.serviceWorker;
  void container.register('/sw.js', { scope: '/' }).catch(() => undefined);
  const locale = location.pathname.split('/')[1] ?? '';
  const onlineOnly = pageKind(location.pathname) === 'online-only';
  const flush = () => container.controller?.postMessage({ type: 'spoke:flush' });
  const update = async () => {
    const offline = !navigator.onLine;
    if (!offline) flush();
    const worker = container.controller;
    const texts = worker ? await ask(worker, locale) : null;
    if (!texts) return;
    showBand(offline, texts, onlineOnly);
    holdBack(offline, texts, onlineOnly);
  };
  addEventListener('online', () => void update());
  addEventListener('offline', () => void update());
  document.addEventListener('click', (event) => {
    if (!navigator.onLine && (event.target as Element).closest(`[${HELD}]`)) event.preventDefault();
  });
  if (navigator.onLine) flush();
  else void update();
}
