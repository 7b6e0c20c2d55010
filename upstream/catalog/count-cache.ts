// List totals per filter, kept while the catalogue data version stays the same. Counting every
// matching row is the slow half of a list query at 100,000 articles, and the same filters repeat
// for every dealer of a sales organisation. Triggers (migration 0003) bump catalog_version on any
// write to products, prices, stock, tags or deals, so a checkout that empties a stock location
// changes the version and the next `hasStock` total is counted again.
import type { UpstreamContext } from '../db/client';

const MAX_ENTRIES = 2_000;

interface CountStore {
  version: number;
  counts: Map<string, number>;
}

/** The catalogue data version: bumped by triggers on every write to the catalogue's tables. */
export async function dataVersion(ctx: UpstreamContext): Promise<number> {
  const rs = await ctx.client.execute('SELECT n FROM catalog_version WHERE id = 1');
  return Number(rs.rows[0]?.['n'] ?? 0);
}

function storeOf(ctx: UpstreamContext): CountStore {
  const existing = ctx.memo.get('catalog-counts') as CountStore | undefined;
  if (existing) return existing;
  const created: CountStore = { version: -1, counts: new Map() };
  ctx.memo.set('catalog-counts', created);
  return created;
}

/** The count for `key` (the count SQL and its arguments), counted once per data version. */
export async function countOnce(ctx: UpstreamContext, key: string, count: () => Promise<number>): Promise<number> {
  const store = storeOf(ctx);
  const version = await dataVersion(ctx);
  if (version !== store.version) {
    store.counts.clear();
    store.version = version;
  }
  const hit = store.counts.get(key);
  if (hit !== undefined) return hit;
  const value = await count();
  // A write during the count may or may not be in it: keep it only if the version held.
  if ((await dataVersion(ctx)) !== version) return value;
  if (store.counts.size >= MAX_ENTRIES) store.counts.delete(store.counts.keys().next().value ?? '');
  store.counts.set(key, value);
  return value;
}
