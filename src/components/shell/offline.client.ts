// The page's side of the offline shop floor (docs/decisions/0115-offline-shop-floor.md), loaded after
// the load event: registers the service worker (so it costs a page's first load nothing), asks it to
// send what was added to the cart offline once a page loads online or the connection returns, and
// while offline shows the band, holds back what needs a connection (checkout links, and every submit
// button on pages that write money or documents) and says so beside it.
// It imports nothing: the worker answers with the words, the band's markup and whether this page
// needs a connection, so the module stays one small file.

/** What the worker answers (src/service-worker/sw.ts). */
interface LiveTexts {
  onlineOnly: boolean;
  /** The band's markup with the offline text for this page. */
  band: string;
  back_online: string;
  show_current: string;
  needs_connection: string;
}

const HELD = 'data-offline-held';

function ask(worker: ServiceWorker): Promise<LiveTexts | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<LiveTexts>) => resolve(event.data);
    worker.postMessage({ type: 'spoke:texts', path: location.pathname }, [channel.port2]);
    setTimeout(() => resolve(null), 2000);
  });
}

function note(text: string): HTMLElement {
  const small = document.createElement('small');
  small.toggleAttribute('data-offline-note', true);
  small.textContent = ` ${text}`;
  return small;
}

function holdBack(offline: boolean, texts: LiveTexts): void {
  const selector = texts.onlineOnly ? '[data-needs-connection], main button[type=submit], main form button:not([type])' : '[data-needs-connection]';
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

function showBand(offline: boolean, texts: LiveTexts): void {
  const copy = document.documentElement.hasAttribute('data-offline-copy');
  const band = document.querySelector<HTMLElement>('[data-offline-band]');
  if (offline && !band) {
    document.body.insertAdjacentHTML('afterbegin', texts.band);
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

function runOffline(): void {
  const container = navigator.serviceWorker;
  void container.register('/sw.js', { scope: '/' }).catch(() => undefined);
  const flush = () => container.controller?.postMessage({ type: 'spoke:flush' });
  const update = async () => {
    const offline = !navigator.onLine;
    const worker = container.controller;
    worker?.postMessage({ type: offline ? 'spoke:offline' : 'spoke:online' });
    if (!offline) flush();
    const texts = worker ? await ask(worker) : null;
    if (!texts) return;
    showBand(offline, texts);
    holdBack(offline, texts);
  };
  addEventListener('online', () => void update());
  addEventListener('offline', () => void update());
  document.addEventListener('click', (event) => {
    if (!navigator.onLine && (event.target as Element).closest(`[${HELD}]`)) event.preventDefault();
  });
  if (navigator.onLine) flush();
  else void update();
}

runOffline();

export {};
