// What is computed from a value that never changes is kept with it: a frozen upstream answer shared by
// every caller (decision 0088), a menu model per token, a promotions list per viewer, a language's
// translator. A WeakMap lets the results go when the value does, so nothing here outlives the cache
// that holds the value.
import { deepFreeze } from './upstream/read-cache';

const derived = new WeakMap<object, Map<string, unknown>>();

/** `derive()` for `source` and `key`, computed once; `source` must never change after this call. */
export function derivedOnce<T>(source: object, key: string, derive: () => T): T {
  let byKey = derived.get(source);
  if (!byKey) derived.set(source, (byKey = new Map()));
  if (byKey.has(key)) return byKey.get(key) as T;
  const value = derive();
  byKey.set(key, value);
  return value;
}

/**
 * What is derived from an upstream answer: once, and frozen like the answer, when the answer is a
 * shared (frozen) one of the read cache; each time when it came from a client without that cache.
 */
export function keptWith<T>(answer: object, key: string, derive: () => T): T {
  return Object.isFrozen(answer) ? derivedOnce(answer, key, () => deepFreeze(derive())) : derive();
}
