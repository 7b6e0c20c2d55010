// The one in-memory cache policy of the portal: at most `max` entries, each entry optionally living
// `ttlMs`. Eviction gives a second chance (the CLOCK approximation of least recently used): a read only
// marks its entry, so the hottest path (formatted numbers, route matches, verified tokens, several
// reads per page) never rewrites the Map; the oldest entry read since it was last passed over moves to
// the back instead of going. Pure (no timers, clock injectable), so the server, the
// edge and islands share it.

export interface BoundedCacheOptions {
  /** Entries kept at most; past it the least recently read or written goes. */
  max: number;
  /** Default time to live of an entry; none means entries live until evicted. */
  ttlMs?: number | undefined;
  now?: (() => number) | undefined;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  read: boolean;
}

export class BoundedCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #max: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: BoundedCacheOptions) {
    this.#max = Math.max(1, options.max);
    this.#ttlMs = options.ttlMs ?? Infinity;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The live value of `key`, marked as read so that eviction passes it over once; undefined when absent or expired. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt !== Infinity && entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    entry.read = true;
    return entry.value;
  }

  set(key: K, value: V, ttlMs = this.#ttlMs): this {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#max) this.#evictOne();
    this.#entries.set(key, { value, expiresAt: ttlMs === Infinity ? Infinity : this.#now() + ttlMs, read: false });
    return this;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  // Maps iterate in insertion order, so the first entry is the oldest written or passed over. Every
  // entry passed over loses its mark, so the loop ends within one round of the Map.
  #evictOne(): void {
    for (const [key, entry] of this.#entries) {
      this.#entries.delete(key);
      if (!entry.read) return;
      entry.read = false;
      this.#entries.set(key, entry);
    }
  }
}
