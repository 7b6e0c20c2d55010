// The visit drafts on the device (IndexedDB): fields, compressed photos and the visit's key stay
// until the server confirms the save, so a reload or a lost connection loses nothing.
export interface VisitDraft {
  id: string;
  key: string;
  fields: [string, string][];
  photos: Record<string, Blob>;
  savedAt: number;
}

/** The drafts' database; the service worker deletes it when a user signs out or another signs in. */
export const VISIT_DRAFTS_DB = 'spoke-visits';
const DB_NAME = VISIT_DRAFTS_DB;
const STORE = 'drafts';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB'));
    });
  } finally {
    db.close();
  }
}

export const readDraft = (id: string): Promise<VisitDraft | undefined> => run('readonly', (s) => s.get(id) as IDBRequest<VisitDraft | undefined>);
export const writeDraft = (draft: VisitDraft): Promise<IDBValidKey> => run('readwrite', (s) => s.put(draft));
export const deleteDraft = (id: string): Promise<undefined> => run('readwrite', (s) => s.delete(id));
