// "Add to cart" without a connection: the addition is kept on the device under its Idempotency-Key
// and sent once the connection returns (a page loading online, the `online` event, Background Sync
// where the browser has it). The cart API answers a repeated key with its first answer, so an
// addition sent twice (the worker stopped between sending and forgetting it) is added once.
import { isLocale, DEFAULT_LOCALE } from '../domain/locales';
import { deleteAll, pendingAdds, putAll, type CartConflict, type QueuedAdd } from '../islands/offline/offline-db';
import { identity } from './pages';
import { scope } from './scope';

export const SYNC_TAG = 'spoke-cart';
/** Sent by the page with an addition: the dealer prices it showed, `[[articleCode, sorg, minor units], ...]`. */
export const SHOWN_PRICES_HEADER = 'x-spoke-shown-prices';

interface CartAnswer {
  data?: { lines?: { articleCode: string; sorg: string; unitPrice: number | null; tier: unknown; currency: string }[] };
  lineErrors?: { articleCode: string; sorg?: string | null; message: string }[];
  error?: { message?: string };
}

type Line = QueuedAdd['lines'][number];

function shownPrices(header: string | null): Map<string, number> {
  try {
    const rows = JSON.parse(header ?? '[]') as [string, string, number][];
    return new Map(rows.filter((r) => Number.isInteger(r[2])).map(([code, sorg, price]) => [`${sorg}|${code}`, price]));
  } catch {
    return new Map();
  }
}

function localeOf(referrer: string): string {
  const first = referrer ? new URL(referrer).pathname.split('/')[1] : undefined;
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** PUT /api/cart/lines with an Idempotency-Key: the server's answer, or offline the addition kept (202). */
export async function cartAdd(request: Request): Promise<Response> {
  const copy = request.clone();
  try {
    return await fetch(request);
  } catch (error) {
    const who = await identity();
    const key = copy.headers.get('idempotency-key');
    const body = (await copy.json().catch(() => null)) as { lines?: Line[]; mode?: string } | null;
    if (!who?.cust || !key || body?.mode !== 'add' || !Array.isArray(body.lines)) throw error;
    const prices = shownPrices(copy.headers.get(SHOWN_PRICES_HEADER));
    const lines = body.lines.map(({ articleCode, sorg, qty }) => {
      const price = prices.get(`${sorg}|${articleCode}`);
      return price === undefined ? { articleCode, sorg, qty } : { articleCode, sorg, qty, price };
    });
    await putAll('queue', [{ id: key, ...who, locale: localeOf(copy.referrer), at: Date.now(), lines } satisfies QueuedAdd]);
    await scope.registration.sync?.register(SYNC_TAG).catch(() => undefined);
    return json({ queued: true }, 202);
  }
}

/** One addition to the server; null when it must wait (offline, signed out, another customer now, a server fault). */
async function deliver(entry: QueuedAdd): Promise<Response | null> {
  const attempt = () =>
    fetch(`/api/cart/lines?${new URLSearchParams({ custCode: entry.cust, locale: entry.locale }).toString()}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'idempotency-key': entry.id },
      body: JSON.stringify({ lines: entry.lines.map(({ articleCode, sorg, qty }) => ({ articleCode, sorg, qty })), mode: 'add' }),
    }).catch(() => null);
  let response = await attempt();
  if (response?.status === 401) {
    const renewed = await fetch('/api/refresh-token', { method: 'POST', credentials: 'same-origin' }).then((r) => r.ok, () => false);
    response = renewed ? await attempt() : null;
  }
  if (!response || response.status === 401 || response.status === 403 || response.status >= 500) return null;
  return response;
}

/** What the cart did not take as it was shown: refused lines, and lines now at another dealer price. */
export function conflictsOf(entry: QueuedAdd, ok: boolean, answer: CartAnswer, at: number): CartConflict[] {
  const base = { user: entry.user, cust: entry.cust, at };
  const refused: CartConflict[] = (answer.lineErrors ?? []).map((e) => ({ ...base, id: `${entry.id}|${e.sorg ?? ''}|${e.articleCode}`, articleCode: e.articleCode, sorg: e.sorg ?? '', kind: 'refused', message: e.message }));
  if (!ok && refused.length === 0) {
    return entry.lines.map((l) => ({ ...base, id: `${entry.id}|${l.sorg}|${l.articleCode}`, articleCode: l.articleCode, sorg: l.sorg, kind: 'refused', message: answer.error?.message ?? '' }));
  }
  const changed: CartConflict[] = [];
  for (const line of entry.lines) {
    if (line.price === undefined || refused.some((r) => r.articleCode === line.articleCode)) continue;
    const now = answer.data?.lines?.find((l) => l.articleCode === line.articleCode && l.sorg === line.sorg);
    // A quantity discount is not a changed price: only the plain dealer price is compared.
    if (!now || now.tier !== null || now.unitPrice === null || now.unitPrice === line.price) continue;
    changed.push({ ...base, id: `${entry.id}|${line.sorg}|${line.articleCode}|price`, articleCode: line.articleCode, sorg: line.sorg, kind: 'price', was: line.price, now: now.unitPrice, currency: now.currency });
  }
  return [...refused, ...changed];
}

/** Sends what waits for the current user and customer; true when something is left to send. */
async function sendQueued(): Promise<boolean> {
  const who = await identity();
  if (!who) return false;
  const waiting = await pendingAdds(who);
  let sent = 0;
  for (const entry of waiting) {
    const response = await deliver(entry);
    if (!response) break;
    const answer = (await response.json().catch(() => ({}))) as CartAnswer;
    const conflicts = conflictsOf(entry, response.ok, answer, Date.now());
    if (conflicts.length > 0) await putAll('conflicts', conflicts);
    await deleteAll('queue', [entry.id]);
    sent += 1;
  }
  if (sent > 0) for (const client of await scope.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'spoke:cart-synced', user: who.user, cust: who.cust });
  return sent < waiting.length;
}

/** A connection that has just returned often fails its first requests: tried again after these pauses. */
const RETRY_MS = [1_000, 3_000, 10_000];

async function sendWithRetries(): Promise<void> {
  for (const pause of [0, ...RETRY_MS]) {
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    if (!(await sendQueued())) return;
  }
}

let running: Promise<void> | null = null;

/** Sends what waits, one pass at a time (the page, the online event and Background Sync may all ask). */
export function flush(): Promise<void> {
  running ??= sendWithRetries().finally(() => {
    running = null;
  });
  return running;
}
