// The files kept pages need offline: when a page is kept, every script, stylesheet and product
// drawing it names (also those of islands not yet hydrated, and what their scripts import) is
// fetched ahead (from the browser's cache, mostly) and kept; offline they are answered from here.
import { entriesToDrop, entryId, FILES_CACHE, importRefs, type KeptEntry } from '../domain/offline/offline.rules';
import { deleteAll, getAll, putAll } from '../islands/offline/offline-db';

async function keep(url: string, response: Response): Promise<Response> {
  const blob = await response.blob();
  const copy = new Response(blob, { status: response.status, headers: response.headers });
  await (await caches.open(FILES_CACHE)).put(url, copy.clone());
  await putAll('entries', [{ id: entryId(FILES_CACHE, url), cache: FILES_CACHE, url, at: Date.now(), bytes: blob.size } satisfies KeptEntry]);
  return copy;
}

const keepable = (response: Response) => response.ok && response.type === 'basic';

/** Offline: the device's copy of a build file, drawing or icon, else whatever the network still does. */
export async function keptFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: FILES_CACHE })) ?? fetch(request);
}

const MAX_FILES_PER_PASS = 120;
/** Scripts whose imports were followed while this worker runs: each is read once, not per page. */
const scanned = new Set<string>();

/** Fetches ahead the files a kept page names, and the scripts those import, that are not kept yet. */
export async function keepFiles(paths: readonly string[]): Promise<void> {
  const seen = new Set<string>();
  const todo = [...paths];
  while (todo.length > 0 && seen.size < MAX_FILES_PER_PASS) {
    const path = todo.shift() ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const url = new URL(path, location.origin).href;
    let response = await caches.match(url, { cacheName: FILES_CACHE });
    if (!response) {
      const fetched = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
      if (!fetched || !keepable(fetched)) continue;
      response = await keep(url, fetched);
    }
    if (path.endsWith('.js') && !scanned.has(path)) {
      scanned.add(path);
      todo.push(...importRefs(await response.text()));
    }
  }
}

let lastTrim = 0;

/** Pages older than 7 days go, then the oldest of everything until it fits the budget (at most once a minute). */
export async function trim(force = false): Promise<void> {
  const now = Date.now();
  if (!force && now - lastTrim < 60_000) return;
  lastTrim = now;
  const drop = entriesToDrop(await getAll<KeptEntry>('entries'), now);
  if (drop.length === 0) return;
  for (const entry of drop) await caches.open(entry.cache).then((c) => c.delete(entry.url));
  await deleteAll('entries', drop.map((e) => e.id));
}
