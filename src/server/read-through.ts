// A read kept in the cache for a while: the catalogue's lists and filters, the header's customer and
// credit, the host's announcements. One helper for all, so every such read misses and fills alike.
import type { Cache } from './runtime/types';

/** The value cached under `key`, or what `load` gives, then kept for `ttlSeconds`. */
export async function readThrough<T>(cache: Cache, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(key, value, ttlSeconds);
  return value;
}
