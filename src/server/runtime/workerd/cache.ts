import type { Cache } from '../types';
import { createEdgeCache } from './edge-cache';

let shared: Cache | undefined;

/** One cache per isolate, backed by the data centre's default Cache API store. */
export function createCache(): Cache {
  shared ??= createEdgeCache(defaultStore());
  return shared;
}

function defaultStore(): SpokeWorker.WorkersCache | undefined {
  const storage = (globalThis as { caches?: { default?: SpokeWorker.WorkersCache } }).caches;
  return storage?.default;
}
