import { BoundedCache } from '../../../domain/bounded-cache';
import type { Cache } from '../types';

type WorkersCache = SpokeWorker.WorkersCache;

// The Cache API stores Responses by URL; our keys become URLs under a host nobody serves.
const KEY_ORIGIN = 'https://cache.spoke.internal/';
const MEMORY_LIMIT = 500;

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * Cache for the Worker: a tiny per-isolate memory layer in front of the data centre's Cache API.
 * Values must be JSON-serialisable. A failing Cache API degrades to memory-only instead of failing
 * the request, since everything cached here can be read again from its source.
 */
export function createEdgeCache(store: WorkersCache | undefined, now: () => number = Date.now): Cache {
  const memory = new BoundedCache<string, Entry>({ max: MEMORY_LIMIT, now });
  const remember = (key: string, entry: Entry): void => {
    memory.set(key, entry, entry.expiresAt - now());
  };
  return {
    async get<T>(key: string) {
      const entry = memory.get(key);
      if (entry) return entry.value as T;
      const found = await fromStore(store, key, now());
      if (found) remember(key, found);
      return found?.value as T | undefined;
    },
    async set<T>(key: string, value: T, ttlSeconds: number) {
      const entry = { value, expiresAt: now() + ttlSeconds * 1000 };
      remember(key, entry);
      await quietly(store?.put(keyUrl(key), toResponse(entry, ttlSeconds)));
    },
    async delete(key: string) {
      memory.delete(key);
      await quietly(store?.delete(keyUrl(key)));
    },
  };
}

function keyUrl(key: string): string {
  return KEY_ORIGIN + encodeURIComponent(key);
}

function toResponse(entry: Entry, ttlSeconds: number): SpokeWorker.WorkersResponse {
  const headers = {
    'content-type': 'application/json',
    'cache-control': `max-age=${Math.max(0, Math.ceil(ttlSeconds))}`,
  };
  return new Response(JSON.stringify(entry), { headers }) as unknown as SpokeWorker.WorkersResponse;
}

async function fromStore(store: WorkersCache | undefined, key: string, at: number): Promise<Entry | undefined> {
  const response = await quietly(store?.match(keyUrl(key)));
  if (!response) return undefined;
  const entry = (await response.json()) as Entry;
  // The Cache API may keep an object a little past max-age; our own expiry is authoritative.
  return entry.expiresAt > at ? entry : undefined;
}

async function quietly<T>(work: Promise<T> | undefined): Promise<T | undefined> {
  try {
    return await work;
  } catch (error) {
    console.warn('Cache API unavailable, using the isolate memory only:', error);
    return undefined;
  }
}
