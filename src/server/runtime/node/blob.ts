import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { serverEnv } from '../../env';
import type { BlobObject, BlobStore } from '../types';

const META_SUFFIX = '.meta.json';

/** Rejects keys that could escape the blob folder or collide with our metadata files. */
export function assertSafeBlobKey(key: string): void {
  const parts = key.split('/');
  const bad =
    key === '' ||
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    /^[a-zA-Z]:/.test(key) ||
    key.endsWith(META_SUFFIX) ||
    parts.some((part) => part === '' || part === '.' || part === '..');
  if (bad) throw new Error(`Unsafe blob key: ${JSON.stringify(key)}`);
}

/** Blob store in a folder on disk; the content type sits beside each file in `<key>.meta.json`. */
export function createDiskBlobStore(root: string): BlobStore {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    assertSafeBlobKey(key);
    return join(base, ...key.split('/'));
  };
  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      await writeFile(path + META_SUFFIX, JSON.stringify({ contentType }));
    },
    async get(key): Promise<BlobObject | null> {
      const path = pathOf(key);
      const body = await readFile(path).catch(notFoundAsNull);
      if (!body) return null;
      const meta = await readFile(path + META_SUFFIX, 'utf8').catch(notFoundAsNull);
      const contentType = meta ? String((JSON.parse(meta) as { contentType?: unknown }).contentType) : 'application/octet-stream';
      return { body: new Uint8Array(body), contentType, size: body.byteLength };
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + META_SUFFIX, { force: true });
    },
  };
}

export function createBlobStore(): BlobStore {
  return createDiskBlobStore(serverEnv().BLOB_DIR);
}

function notFoundAsNull(error: unknown): null {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
  throw error;
}
