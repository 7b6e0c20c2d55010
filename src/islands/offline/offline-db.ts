// What the offline shop floor keeps in IndexedDB, shared by the service worker and the cart island
// (docs/decisions/0115-offline-shop-floor.md): whose pages the worker serves (state), what it keeps
// (entries), the cart additions made offline (queue) and what the cart did not take (conflicts).
import type { Identity } from '../../domain/offline/offline.rules';

export const OFFLINE_DB = 'spoke-offline';
type StoreName = 'state' | 'entries' | 'queue' | 'conflicts';
const STORES: readonly StoreName[] = ['state', 'entries', 'queue', 'conflicts'];

/** One "add to cart" made offline, sent once when the connection returns. `id` is its Idempotency-Key. */
export interface QueuedAdd extends Identity {
  id: string;
  locale: string;
  at: number;
  /** `price`: the dealer price the page showed, in minor units, to tell a changed price on sync. */
  lines: { articleCode: string; sorg: string; qty: number; price?: number }[];
}

/** An offline addition the cart refused or took at another price, shown on the cart until dismissed. */
export interface CartConflict extends Identity {
  id: string;
  at: number;
  articleCode: string;
  sorg: string;
  kind: 'refused' | 'price';
  message?: string;
  was?: number;
  now?: number;
  currency?: string;
}

export interface IdentityRecord {
  id: 'identity';
  identity: Identity | null;
}

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_DB, 1);
    request.onupgradeneeded = () => {
      for (const name of STORES) if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name, { keyPath: 'id' });
    };
    request.onsuccess = () => {
      // Another context deleting or upgrading the database: open again next time.
      request.result.onversionchange = () => {
        request.result.close();
        opened = null;
      };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

async function run<T>(store: StoreName, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T> | void): Promise<T> {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const request = work(tx.objectStore(store));
    tx.oncomplete = () => resolve(request ? request.result : (undefined as T));
    tx.onerror = () => reject(tx.error ?? new Error('indexedDB'));
    tx.onabort = () => reject(tx.error ?? new Error('indexedDB'));
  });
}

export const getAll = <T>(store: StoreName): Promise<T[]> => run(store, 'readonly', (s) => s.getAll() as IDBRequest<T[]>);
export const getOne = <T>(store: StoreName, id: string): Promise<T | undefined> => run(store, 'readonly', (s) => s.get(id) as IDBRequest<T | undefined>);
export const putAll = (store: StoreName, values: readonly object[]): Promise<void> => run(store, 'readwrite', (s) => void values.forEach((v) => s.put(v)));
export const deleteAll = (store: StoreName, ids: readonly string[]): Promise<void> => run(store, 'readwrite', (s) => void ids.forEach((id) => s.delete(id)));

const mine = (id: Identity) => (r: Identity) => r.user === id.user && r.cust === id.cust;

export async function pendingAdds(id: Identity): Promise<QueuedAdd[]> {
  return (await getAll<QueuedAdd>('queue')).filter(mine(id)).sort((a, b) => a.at - b.at);
}

export async function cartConflicts(id: Identity): Promise<CartConflict[]> {
  return (await getAll<CartConflict>('conflicts')).filter(mine(id)).sort((a, b) => a.at - b.at);
}
