// What dealers read of marketing material: live categories of a type with their children and items,
// an item with its files, only where every ancestor is live and the user's markets match.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { marketingMaterials as items } from '../../../db/schema';
import { marketsMatch, type UserMarkets } from '../../domain/content/markets.rules';
import type { MarketingMaterialType } from '../../domain/content/marketing-material.schema';
import { indexTree, isReachable } from '../../domain/content/tree.rules';
import { DEFAULT_CARD, layoutOfType, type Layout } from './content-layouts';
import { filesOf, ownersOf, type AttachedFile } from './files';
import { allCategories, breadcrumbOf, CATEGORY_CONTENT, MM_MARKET_TYPE, type CategoryRow } from './marketing-material-categories';
import { ITEM_CONTENT, type ItemRow } from './marketing-material-items';
import { marketIdsOf } from './target-market';

export type Card = typeof DEFAULT_CARD;

export interface ReaderCategory {
  id: number;
  title: string;
  type: string;
  itemPerLine: number;
  cover: AttachedFile | null;
}

export interface ReaderItem {
  id: number;
  title: string;
  type: string;
  body: string | null;
  createdAt: Date;
  file: AttachedFile | null;
  placeholder: AttachedFile | null;
  /** The resolutions the browser drew at upload (images only): cards use thumbnail to medium. */
  thumbnail: AttachedFile | null;
  low: AttachedFile | null;
  medium: AttachedFile | null;
  high: AttachedFile | null;
}

export interface ReaderCategoryPage {
  category: ReaderCategory;
  breadcrumb: { id: number; title: string }[];
  card: Card;
  children: ReaderCategory[];
  items: ReaderItem[];
}

async function visibleIds(db: PortalDb, contentType: string, ids: readonly number[], user: UserMarkets): Promise<Set<number>> {
  if (user === 'all') return new Set(ids);
  const markets = await marketIdsOf(db, contentType, ids);
  return new Set(ids.filter((id) => marketsMatch(markets.get(id) ?? [], user)));
}

async function toReaderCategories(db: PortalDb, rows: readonly CategoryRow[]): Promise<ReaderCategory[]> {
  const covers = await filesOf(db, CATEGORY_CONTENT, rows.map((r) => r.id));
  return rows.map((r) => ({ id: r.id, title: r.title, type: r.type, itemPerLine: r.itemPerLine, cover: covers.find((f) => f.contentId === r.id) ?? null }));
}

async function toReaderItems(db: PortalDb, rows: readonly ItemRow[]): Promise<ReaderItem[]> {
  const attached = await filesOf(db, ITEM_CONTENT, rows.map((r) => r.id));
  const of = (id: number, role: string) => attached.find((f) => f.contentId === id && f.role === role) ?? null;
  return rows.map((r) => ({ id: r.id, title: r.title, type: r.type, body: r.body, createdAt: r.createdAt, file: of(r.id, 'file'), placeholder: of(r.id, 'placeholder'), thumbnail: of(r.id, 'thumbnail'), low: of(r.id, 'low'), medium: of(r.id, 'medium'), high: of(r.id, 'high') }));
}

async function cardOf(db: PortalDb, layoutId: number | null): Promise<Card> {
  const layout: Layout | null = await layoutOfType(db, layoutId, MM_MARKET_TYPE);
  return layout ? { placeholderOnCard: layout.placeholderOnCard, titleOnCard: layout.titleOnCard, subtitleOnCard: layout.subtitleOnCard, releasedOnOnCard: layout.releasedOnOnCard, resolutionOnCard: layout.resolutionOnCard, gotoPdpOnCard: layout.gotoPdpOnCard } : DEFAULT_CARD;
}

/** Root categories of a type the user may see (the spec's root call: 50 per page). */
export async function readerRoots(db: PortalDb, type: MarketingMaterialType, user: UserMarkets): Promise<ReaderCategory[]> {
  const roots = (await allCategories(db)).filter((c) => c.type === type && c.parentId === null && c.deletedAt === null);
  const visible = await visibleIds(db, CATEGORY_CONTENT, roots.map((r) => r.id), user);
  return toReaderCategories(db, roots.filter((r) => visible.has(r.id)).slice(0, 50));
}

/** A category page, or null when it is deleted, under a deleted parent, or outside the user's markets. */
export async function readerCategory(db: PortalDb, id: number, user: UserMarkets): Promise<ReaderCategoryPage | null> {
  const all = await allCategories(db);
  const index = indexTree(all);
  const row = index.get(id);
  if (!row || !isReachable(index, id)) return null;
  const chain = breadcrumbOf(index, id);
  if ((await visibleIds(db, CATEGORY_CONTENT, chain.map((c) => c.id), user)).size !== chain.length) return null;
  const childRows = row.showChilds ? all.filter((c) => c.parentId === id && c.deletedAt === null) : [];
  const visibleChildren = await visibleIds(db, CATEGORY_CONTENT, childRows.map((c) => c.id), user);
  const itemRows = await db.select().from(items).where(and(eq(items.categoryId, id), isNull(items.deletedAt))).orderBy(asc(items.title)).limit(9999);
  const visibleItems = await visibleIds(db, ITEM_CONTENT, itemRows.map((r) => r.id), user);
  const [category] = await toReaderCategories(db, [row]);
  if (!category) return null;
  return {
    category,
    breadcrumb: chain,
    card: await cardOf(db, row.layoutId),
    children: await toReaderCategories(db, childRows.filter((c) => visibleChildren.has(c.id))),
    items: await toReaderItems(db, itemRows.filter((r) => visibleItems.has(r.id))),
  };
}

/** One item the user may see (live, in a reachable category they may see, in their markets), or null. */
export async function readerItem(db: PortalDb, id: number, user: UserMarkets): Promise<(ReaderItem & { categoryId: number; categoryTitle: string }) | null> {
  const [row] = await db.select().from(items).where(and(eq(items.id, id), isNull(items.deletedAt))).limit(1);
  if (!row) return null;
  const page = await readerCategory(db, row.categoryId, user);
  if (!page || !(await visibleIds(db, ITEM_CONTENT, [id], user)).has(id)) return null;
  const [item] = await toReaderItems(db, [row]);
  return item ? { ...item, categoryId: row.categoryId, categoryTitle: page.category.title } : null;
}

/**
 * Whether the user may download the file: it belongs to a live item, or is the cover of a category,
 * whose category path is live and in the user's markets. Asked once per image of a grid, so it reads
 * the tree once and no files.
 */
export async function readerMayFetch(db: PortalDb, fileId: string, user: UserMarkets): Promise<boolean> {
  const [itemIds, categoryIds] = await Promise.all([ownersOf(db, ITEM_CONTENT, fileId), ownersOf(db, CATEGORY_CONTENT, fileId)]);
  if (itemIds.length === 0 && categoryIds.length === 0) return false;
  const index = indexTree(await allCategories(db));
  const pathVisible = async (categoryId: number): Promise<boolean> => {
    if (!isReachable(index, categoryId)) return false;
    const chain = breadcrumbOf(index, categoryId).map((c) => c.id);
    return (await visibleIds(db, CATEGORY_CONTENT, chain, user)).size === chain.length;
  };
  const live = itemIds.length > 0 ? await db.select({ id: items.id, categoryId: items.categoryId }).from(items).where(and(inArray(items.id, itemIds), isNull(items.deletedAt))) : [];
  for (const row of live) if ((await visibleIds(db, ITEM_CONTENT, [row.id], user)).has(row.id) && (await pathVisible(row.categoryId))) return true;
  for (const id of categoryIds) if (await pathVisible(id)) return true;
  return false;
}
