// The one in-memory cache policy of the portal: at most `max` entries, the least recently used going
// first, each entry optionally living `ttlMs`. Pure (no timers, clock injectable), so the server, the
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

  /** The live value of `key`, which becomes the most recently used; undefined when absent or expired. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt !== Infinity && entry.expiresAt <= this.#now()) return undefined;
    // Maps iterate in insertion order: re-inserting keeps the first key the least recently used.
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, ttlMs = this.#ttlMs): this {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#max) this.#evictOne();
    this.#entries.set(key, { value, expiresAt: ttlMs === Infinity ? Infinity : this.#now() + ttlMs });
    return this;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  #evictOne(): void {
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }
}
