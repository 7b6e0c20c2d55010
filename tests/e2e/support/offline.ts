// Steps of the offline shop-floor stories (decision 0115): waiting for the service worker to control
// the page, and for a page to be kept on the device (its copy and the files it names).
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Once the worker controls the page, what the page fetches passes through it. */
export async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
}

/** The kept pages of the device (any user's), kept since `since` (ms): what the worker wrote after keeping a page and the files it names. */
export async function keptUrls(page: Page, since = 0): Promise<string[]> {
  return page.evaluate(
    (after) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('spoke-offline', 1);
        // The same stores as src/islands/offline/offline-db.ts, should the page be first to open it.
        open.onupgradeneeded = () => {
          for (const name of ['state', 'entries', 'queue', 'conflicts']) open.result.createObjectStore(name, { keyPath: 'id' });
        };
        open.onerror = () => reject(open.error ?? new Error('indexedDB'));
        open.onsuccess = () => {
          const all = open.result.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { cache: string; url: string; at: number }[]).filter((e) => e.cache.startsWith('spoke-pages:') && e.at >= after).map((e) => e.url));
          };
        };
      }),
    since,
  );
}

/** Opens `path` online through the worker and waits until the device keeps it. */
export async function keepPage(page: Page, path: string): Promise<void> {
  await workerInControl(page);
  const since = Date.now();
  await page.goto(path);
  const url = page.url();
  await expect.poll(() => keptUrls(page, since), { timeout: 15_000 }).toContain(url);
}

/** The names of the page caches on the device (one per user and customer). */
export async function pageCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('spoke-pages:')));
}

/** How many records a store of the device's offline database holds (`queue`: cart additions waiting). */
export async function offlineRecords(page: Page, store: 'queue' | 'conflicts' | 'entries'): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('spoke-offline', 1);
        open.onupgradeneeded = () => {
          for (const each of ['state', 'entries', 'queue', 'conflicts']) open.result.createObjectStore(each, { keyPath: 'id' });
        };
        open.onerror = () => reject(open.error ?? new Error('indexedDB'));
        open.onsuccess = () => {
          const count = open.result.transaction(name).objectStore(name).count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
    store,
  );
}
