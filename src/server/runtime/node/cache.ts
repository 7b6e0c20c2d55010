import type { Cache } from '../types';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/** In-memory TTL cache for one process; the oldest entry goes first once `maxEntries` is reached. */
export function createMemoryCache(maxEntries = 5_000, now: () => number = Date.now): Cache {
  const entries = new Map<string, Entry>();
  return {
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    async set<T>(key: string, value: T, ttlSeconds: number) {
      entries.delete(key);
      if (entries.size >= maxEntries) evictOldest(entries, now(), maxEntries);
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    async delete(key: string) {
      entries.delete(key);
    },
  };
}

function evictOldest(entries: Map<string, Entry>, at: number, maxEntries: number): void {
  for (const [key, entry] of entries) {
    if (entry.expiresAt <= at) entries.delete(key);
  }
  // Maps iterate in insertion order, so the first keys are the least recently written.
  for (const key of entries.keys()) {
    if (entries.size < maxEntries) break;
    entries.delete(key);
  }
}

let shared: Cache | undefined;

export function createCache(): Cache {
  shared ??= createMemoryCache();
  return shared;
}
