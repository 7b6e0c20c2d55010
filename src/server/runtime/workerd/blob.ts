import { env } from 'cloudflare:workers';
import type { BlobStore } from '../types';
import { createR2BlobStore } from './r2-blob-store';

let shared: BlobStore | undefined;

export function createBlobStore(): BlobStore {
  if (shared) return shared;
  const bucket = env.BLOB;
  if (!bucket) {
    throw new Error('The R2 binding "BLOB" is missing: declare [[env.<country>.r2_buckets]] in wrangler.toml.');
  }
  shared = createR2BlobStore(bucket);
  return shared;
}
