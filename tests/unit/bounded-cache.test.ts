import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../src/domain/bounded-cache';

describe('BoundedCache', () => {
  it('keeps at most max entries, dropping the least recently used', () => {
    const cache = new BoundedCache<string, number>({ max: 3 });
    cache.set('a', 1).set('b', 2).set('c', 3);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([1, undefined, 3, 4]);
    expect(cache.size).toBe(3);
  });

  it('passes over an entry read since it was last passed over, once', () => {
    const cache = new BoundedCache<string, number>({ max: 3 });
    cache.set('a', 1).set('b', 2).set('c', 3);
    cache.get('a');
    cache.get('b');
    cache.set('d', 4);
    expect([...['a', 'b', 'c', 'd']].map((k) => cache.get(k) !== undefined)).toEqual([true, true, false, true]);
    // Every entry is marked now: the oldest goes after one round, and the cache never grows.
    cache.set('e', 5);
    expect(cache.size).toBe(3);
    expect(cache.get('e')).toBe(5);
  });

  it('rewriting a key neither grows the cache nor evicts another', () => {
    const cache = new BoundedCache<string, number>({ max: 2 });
    cache.set('a', 1).set('b', 2).set('a', 3);
    expect([cache.get('a'), cache.get('b'), cache.size]).toEqual([3, 2, 2]);
  });

  it('forgets an entry once its time to live has passed, by the given clock', () => {
    let now = 1_000;
    const cache = new BoundedCache<string, string>({ max: 10, ttlMs: 5_000, now: () => now });
    cache.set('k', 'v');
    cache.set('short', 'v', 10);
    now += 9;
    expect(cache.get('short')).toBe('v');
    now += 1;
    expect(cache.get('short')).toBeUndefined();
    now += 4_989;
    expect(cache.get('k')).toBe('v');
    now += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds null as a value, told apart from a miss', () => {
    const cache = new BoundedCache<string, string | null>({ max: 2 });
    cache.set('none', null);
    expect(cache.get('none')).toBeNull();
    expect(cache.get('other')).toBeUndefined();
  });

  it('deletes and clears on request', () => {
    const cache = new BoundedCache<number, number>({ max: 5 });
    cache.set(1, 1).set(2, 2);
    expect(cache.delete(1)).toBe(true);
    expect(cache.get(1)).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
