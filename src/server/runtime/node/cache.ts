import { BoundedCache } from '../../../domain/bounded-cache';
import type { Cache } from '../types';

/** In-memory cache for one process: each entry lives its TTL; past `maxEntries` the least recently used goes. */
export function createMemoryCache(maxEntries = 5_000, now: () => number = Date.now): Cache {
  const entries = new BoundedCache<string, unknown>({ max: maxEntries, now });
  return {
    async get<T>(key: string) {
      return entries.get(key) as T | undefined;
    },
    async set<T>(key: string, value: T, ttlSeconds: number) {
      entries.set(key, value, ttlSeconds * 1000);
    },
    async delete(key: string) {
      entries.delete(key);
    },
  };
}

let shared: Cache | undefined;

export function createCache(): Cache {
  shared ??= createMemoryCache();
  return shared;
}
