import type { BlobObject, BlobStore } from '../types';

/** Blob store on an R2 bucket; the content type travels as the object's HTTP metadata. */
export function createR2BlobStore(bucket: SpokeWorker.R2Bucket): BlobStore {
  return {
    async put(key, body, contentType) {
      await bucket.put(checkedKey(key), body, { httpMetadata: { contentType } });
    },
    async get(key): Promise<BlobObject | null> {
      const object = await bucket.get(checkedKey(key));
      if (!object) return null;
      const body = new Uint8Array(await object.arrayBuffer());
      const contentType = object.httpMetadata?.contentType ?? 'application/octet-stream';
      return { body, contentType, size: body.byteLength };
    },
    async delete(key) {
      await bucket.delete(checkedKey(key));
    },
  };
}

/** The disk store's key rules, so that a key accepted locally is accepted on R2 and vice versa. */
function checkedKey(key: string): string {
  const parts = key.split('/');
  const bad =
    key === '' ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    /^[a-zA-Z]:/.test(key) ||
    key.endsWith('.meta.json') ||
    parts.some((part) => part === '' || part === '.' || part === '..');
  if (bad) throw new Error(`Unsafe blob key: ${JSON.stringify(key)}`);
  return key;
}
