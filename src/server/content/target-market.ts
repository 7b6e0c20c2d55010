// Content target market resolution shared by every content area: the markets of an area's type, the
// ones a user reads (rule in src/domain/content/markets.rules.ts), an item's markets, and the counts
// the edge and the admin API check (an area without a market sends admins to /error/admin).
import { and, eq, inArray } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { contentTargetMarketLinks, contentTargetMarkets } from '../../../db/schema';
import type { UserMarkets } from '../../domain/content/markets.rules';
import type { ContentArea } from '../../domain/route.types';
import type { Cache } from '../runtime/types';

export type MarketType = 'marketing_material' | 'sales_document' | 'news';

export const MARKET_TYPE_OF: Readonly<Record<ContentArea, MarketType>> = {
  'marketing-material': 'marketing_material',
  'sales-document': 'sales_document',
  news: 'news',
};

const AREAS = Object.keys(MARKET_TYPE_OF) as ContentArea[];

export interface Market {
  id: number;
  marketName: string;
}

/** Seconds a market count is trusted (admins rarely add markets). */
const COUNT_TTL_SECONDS = 30;

export async function listTargetMarkets(db: PortalDb, area: ContentArea): Promise<Market[]> {
  return db
    .select({ id: contentTargetMarkets.id, marketName: contentTargetMarkets.marketName })
    .from(contentTargetMarkets)
    .where(eq(contentTargetMarkets.type, MARKET_TYPE_OF[area]))
    .orderBy(contentTargetMarkets.marketName);
}

/** Whether every id is a market of the area's type. */
export async function marketsKnown(db: PortalDb, area: ContentArea, ids: readonly number[]): Promise<boolean> {
  const known = new Set((await listTargetMarkets(db, area)).map((m) => m.id));
  return ids.every((id) => known.has(id));
}

/** The user's markets of the area's type (links of content type `user`), or 'all' when none are configured. */
export async function userMarkets(db: PortalDb, userId: number, area: ContentArea): Promise<UserMarkets> {
  const rows = await db
    .select({ id: contentTargetMarkets.id })
    .from(contentTargetMarketLinks)
    .innerJoin(contentTargetMarkets, eq(contentTargetMarkets.id, contentTargetMarketLinks.targetMarketId))
    .where(and(eq(contentTargetMarketLinks.contentType, 'user'), eq(contentTargetMarketLinks.contentId, userId), eq(contentTargetMarkets.type, MARKET_TYPE_OF[area])));
  return rows.length > 0 ? rows.map((row) => row.id) : 'all';
}

async function countAll(db: PortalDb): Promise<Record<ContentArea, number>> {
  const rows = await db.select({ type: contentTargetMarkets.type }).from(contentTargetMarkets);
  return Object.fromEntries(AREAS.map((area) => [area, rows.filter((row) => row.type === MARKET_TYPE_OF[area]).length])) as Record<ContentArea, number>;
}

/** Markets configured per area, through the short cache (the admin API's NO_DATA check). */
export async function marketCounts(db: PortalDb, cache: Cache): Promise<Record<ContentArea, number>> {
  const key = 'content:market-counts';
  const hit = await cache.get<Record<ContentArea, number>>(key);
  if (hit !== undefined) return hit;
  const counts = await countAll(db);
  await cache.set(key, counts, COUNT_TTL_SECONDS);
  return counts;
}

let memo: { at: number; counts: Promise<Record<ContentArea, number>> } | null = null;

/** The same counts memoised in the isolate for the edge guard (no cache round trip per page). */
export function marketCountsMemo(db: PortalDb, now = Date.now()): Promise<Record<ContentArea, number>> {
  if (memo && now - memo.at < COUNT_TTL_SECONDS * 1000) return memo.counts;
  const counts = countAll(db);
  memo = { at: now, counts };
  counts.catch(() => (memo = null));
  return counts;
}

/** Forgets the memo (after target markets change, and in tests). */
export function forgetMarketCounts(): void {
  memo = null;
}

/** Market ids per content id of one content type. */
export async function marketIdsOf(db: PortalDb, contentType: string, ids: readonly number[]): Promise<Map<number, number[]>> {
  const byItem = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byItem;
  const rows = await db
    .select({ contentId: contentTargetMarketLinks.contentId, marketId: contentTargetMarketLinks.targetMarketId })
    .from(contentTargetMarketLinks)
    .where(and(eq(contentTargetMarketLinks.contentType, contentType), inArray(contentTargetMarketLinks.contentId, [...ids])));
  for (const row of rows) byItem.get(row.contentId)?.push(row.marketId);
  return byItem;
}

/** Replaces an item's markets; false (nothing written) when one is not a market of the area. */
export async function setMarkets(db: PortalDb, area: ContentArea, contentType: string, contentId: number, marketIds: readonly number[]): Promise<boolean> {
  const unique = [...new Set(marketIds)];
  if (!(await marketsKnown(db, area, unique))) return false;
  await db.delete(contentTargetMarketLinks).where(and(eq(contentTargetMarketLinks.contentType, contentType), eq(contentTargetMarketLinks.contentId, contentId)));
  if (unique.length > 0) await db.insert(contentTargetMarketLinks).values(unique.map((targetMarketId) => ({ contentType, contentId, targetMarketId })));
  return true;
}
