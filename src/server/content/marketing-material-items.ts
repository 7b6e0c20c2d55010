// Marketing material images and videos for administrators: list, read, save (a live category of a
// reachable branch, markets, file and placeholder), bulk create from one uploaded file, soft delete, restore.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { contains } from './content-search';
import type { PortalDb } from '../../../db/client';
import { marketingMaterials as items } from '../../../db/schema';
import { indexTree, isReachable } from '../../domain/content/tree.rules';
import type { ItemInput, ListQuery } from '../../domain/content/marketing-material.schema';
import { layoutOfType } from './content-layouts';
import { refused, saved, type Page, type SaveOutcome } from './content-outcome';
import { filesOf, setRoleFile, type AttachedFile } from './files';
import { allCategories, deletedWhere, fileExists, MM_MARKET_TYPE } from './marketing-material-categories';
import { softDeleteMove, type SoftDeleteOutcome } from './soft-delete';
import { marketIdsOf, marketsKnown, setMarkets } from './target-market';

export const ITEM_CONTENT = 'marketing_material';

export type ItemRow = typeof items.$inferSelect;

export interface ItemView extends ItemRow {
  marketIds: number[];
  file: AttachedFile | null;
  placeholder: AttachedFile | null;
  /** The category is deleted or unreachable: an edit must choose a valid category first. */
  needsParent: boolean;
}

export async function listItems(db: PortalDb, query: ListQuery): Promise<Page<ItemRow & { categoryTitle: string | null; needsParent: boolean }>> {
  const where = and(
    deletedWhere(items.deletedAt, query.deleted),
    query.categoryId ? eq(items.categoryId, query.categoryId) : undefined,
    query.search ? contains(items.title, query.search) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(items).where(where);
  const rows = await db.select().from(items).where(where).orderBy(desc(items.createdAt), desc(items.id)).limit(query.limit).offset((query.page - 1) * query.limit);
  const index = indexTree(await allCategories(db));
  return {
    rows: rows.map((row) => ({ ...row, categoryTitle: index.get(row.categoryId)?.title ?? null, needsParent: !isReachable(index, row.categoryId) })),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function getItem(db: PortalDb, id: number): Promise<ItemView | null> {
  const [row] = await db.select().from(items).where(eq(items.id, id)).limit(1);
  if (!row) return null;
  const attached = await filesOf(db, ITEM_CONTENT, [id]);
  const index = indexTree(await allCategories(db));
  return {
    ...row,
    marketIds: (await marketIdsOf(db, ITEM_CONTENT, [id])).get(id) ?? [],
    file: attached.find((f) => f.role === 'file') ?? null,
    placeholder: attached.find((f) => f.role === 'placeholder') ?? null,
    needsParent: !isReachable(index, row.categoryId),
  };
}

/** Whether new items may go into the category for these markets (checked before a bulk file is stored). */
export async function placementProblem(db: PortalDb, categoryId: number, marketIds: readonly number[]): Promise<SaveOutcome | null> {
  if (!isReachable(indexTree(await allCategories(db)), categoryId)) return refused('categoryId', 'marketing_material.error.parent');
  if (!(await marketsKnown(db, 'marketing-material', marketIds))) return refused('marketIds', 'marketing_material.error.market');
  return null;
}

async function checkItem(db: PortalDb, id: number | null, input: ItemInput): Promise<SaveOutcome | null> {
  if (id !== null && !(await db.select({ id: items.id }).from(items).where(eq(items.id, id)).limit(1))[0]) return refused('id', 'api.error.not_found', 404);
  if (!isReachable(indexTree(await allCategories(db)), input.categoryId)) return refused('categoryId', 'marketing_material.error.parent');
  if (input.layoutId !== null && !(await layoutOfType(db, input.layoutId, MM_MARKET_TYPE))) return refused('layoutId', 'marketing_material.error.layout');
  if (!(await fileExists(db, input.fileId))) return refused('fileId', 'marketing_material.error.file');
  if (input.placeholderId !== null && !(await fileExists(db, input.placeholderId))) return refused('placeholderId', 'marketing_material.error.file');
  if (!(await marketsKnown(db, 'marketing-material', input.marketIds))) return refused('marketIds', 'marketing_material.error.market');
  return null;
}

/** Creates (id null) or updates an image or video with its markets, file and placeholder. */
export async function saveItem(db: PortalDb, id: number | null, input: ItemInput, bodyHtml: string): Promise<SaveOutcome> {
  const problem = await checkItem(db, id, input);
  if (problem) return problem;
  const values = { title: input.title, type: input.type, body: bodyHtml, categoryId: input.categoryId, itemPerLine: input.itemPerLine, layoutId: input.layoutId };
  let rowId = id;
  if (rowId === null) {
    const [row] = await db.insert(items).values(values).returning({ id: items.id });
    if (!row) throw new Error('saveItem: insert returned no row');
    rowId = row.id;
  } else {
    await db.update(items).set(values).where(eq(items.id, rowId));
  }
  await setMarkets(db, 'marketing-material', ITEM_CONTENT, rowId, input.marketIds);
  await setRoleFile(db, ITEM_CONTENT, rowId, 'file', input.fileId);
  await setRoleFile(db, ITEM_CONTENT, rowId, 'placeholder', input.placeholderId === input.fileId ? null : input.placeholderId);
  return saved(rowId);
}

export function moveItem(db: PortalDb, id: number, move: 'delete' | 'restore'): Promise<SoftDeleteOutcome> {
  return softDeleteMove(db, items, id, move);
}

/** Items of one category for the admin's category page, live first. */
export async function itemsOfCategory(db: PortalDb, categoryId: number): Promise<ItemRow[]> {
  return db.select().from(items).where(eq(items.categoryId, categoryId)).orderBy(asc(items.deletedAt), asc(items.title)).limit(9999);
}
