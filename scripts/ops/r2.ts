// A country's R2 bucket from Node, through wrangler's platform proxy: the bucket on Cloudflare (a remote
// binding; needs `npx wrangler login`), or the local copy that `wrangler dev --persist-to DIR` serves.
// The seeds write through it as they write to the Node target's blob folder.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { SeedBlobStore } from '../../db/seed';

export type BucketPlace = { kind: 'remote' } | { kind: 'local'; persistTo: string };

export interface OpenBucket {
  /** Reads answer whether a key exists; writes keep the content type. */
  store: SeedBlobStore;
  /** Keys written through `store`, in order. */
  written(): readonly string[];
  close(): Promise<void>;
}

export async function openBucket(bucketName: string, place: BucketPlace, compatibilityDate: string): Promise<OpenBucket> {
  // A config of the one binding: the country's wrangler.toml would start its whole Worker's bindings.
  const dir = mkdtempSync(join(tmpdir(), 'spoke-r2-'));
  const configPath = join(dir, 'wrangler.json');
  const remote = place.kind === 'remote';
  writeFileSync(configPath, JSON.stringify({ name: 'spoke-ops-r2', compatibility_date: compatibilityDate, r2_buckets: [{ binding: 'BLOB', bucket_name: bucketName, ...(remote ? { remote: true } : {}) }] }));
  let proxy;
  try {
    proxy = await getPlatformProxy<{ BLOB: SpokeWorker.R2Bucket }>({
      configPath,
      // wrangler dev --persist-to keeps its data one level down, in v3.
      persist: remote ? false : { path: join(place.persistTo, 'v3') },
      remoteBindings: remote,
      envFiles: [],
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const bucket = proxy.env.BLOB;
  const written: string[] = [];
  return {
    store: {
      get: async (key) => bucket.head(key),
      put: async (key, body, contentType) => {
        await bucket.put(key, body, { httpMetadata: { contentType } });
        written.push(key);
      },
    },
    written: () => written,
    async close() {
      await proxy.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
