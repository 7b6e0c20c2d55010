// Marketing material categories for administrators: list, read with breadcrumb and children, save
// with the tree rules (a live parent, no loops), soft delete warning about stranded children, restore.
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { contains } from './content-search';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PortalDb } from '../../../db/client';
import { files, marketingMaterialCategories as categories, marketingMaterials as items } from '../../../db/schema';
import { activeChildren, ancestry, indexTree, needsValidParent, parentAllowed, type TreeIndex } from '../../domain/content/tree.rules';
import type { CategoryInput, ListQuery } from '../../domain/content/marketing-material.schema';
import { layoutOfType } from './content-layouts';
import { refused, saved, type DeletedFilter, type Page, type SaveOutcome } from './content-outcome';
import { filesOf, setRoleFile } from './files';
import { marketIdsOf, marketsKnown, setMarkets } from './target-market';
import { softDeleteMove, type SoftDeleteOutcome } from './soft-delete';

export const CATEGORY_CONTENT = 'marketing_material_category';
export const MM_MARKET_TYPE = 'marketing_material';

export type CategoryRow = typeof categories.$inferSelect;

export interface CategoryView extends CategoryRow {
  marketIds: number[];
  breadcrumb: { id: number; title: string }[];
  children: CategoryRow[];
  /** The parent is deleted or gone: an edit must choose a valid parent first. */
  needsParent: boolean;
  cover: { id: string; fileName: string; contentType: string } | null;
}

export async function allCategories(db: PortalDb): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sorting), asc(categories.title));
}

export function deletedWhere(column: AnySQLiteColumn, filter: DeletedFilter): SQL | undefined {
  if (filter === 'only') return isNotNull(column);
  if (filter === 'without') return isNull(column);
  return undefined;
}

export async function listCategories(db: PortalDb, query: ListQuery): Promise<Page<CategoryRow & { parentTitle: string | null; needsParent: boolean }>> {
  const where = and(
    deletedWhere(categories.deletedAt, query.deleted),
    query.type ? eq(categories.type, query.type) : undefined,
    query.search ? contains(categories.title, query.search) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(categories).where(where);
  const rows = await db
    .select()
    .from(categories)
    .where(where)
    .orderBy(asc(categories.type), asc(categories.sorting), asc(categories.title))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const index = indexTree(await allCategories(db));
  return {
    rows: rows.map((row) => ({ ...row, parentTitle: row.parentId === null ? null : (index.get(row.parentId)?.title ?? null), needsParent: needsValidParent(index, row) })),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export function breadcrumbOf(index: TreeIndex<CategoryRow>, id: number): { id: number; title: string }[] {
  return ancestry(index, id).map((n) => ({ id: n.id, title: n.title }));
}

export async function getCategory(db: PortalDb, id: number): Promise<CategoryView | null> {
  const all = await allCategories(db);
  const index = indexTree(all);
  const row = index.get(id);
  if (!row) return null;
  const markets = await marketIdsOf(db, CATEGORY_CONTENT, [id]);
  const [cover] = await filesOf(db, CATEGORY_CONTENT, [id]);
  return {
    ...row,
    marketIds: markets.get(id) ?? [],
    breadcrumb: breadcrumbOf(index, id),
    children: all.filter((n) => n.parentId === id),
    needsParent: needsValidParent(index, row),
    cover: cover ? { id: cover.id, fileName: cover.fileName, contentType: cover.contentType } : null,
  };
}

export async function fileExists(db: PortalDb, fileId: string): Promise<boolean> {
  const [row] = await db.select({ id: files.id }).from(files).where(eq(files.id, fileId)).limit(1);
  return row !== undefined;
}

async function checkCategory(db: PortalDb, id: number | null, input: CategoryInput): Promise<SaveOutcome | null> {
  const index = indexTree(await allCategories(db));
  if (id !== null && !index.has(id)) return refused('id', 'api.error.not_found', 404);
  if (!parentAllowed(index, id, input.parentId)) return refused('parentId', 'marketing_material.error.parent');
  const parent = input.parentId === null ? null : index.get(input.parentId);
  if (parent && parent.type !== input.type) return refused('parentId', 'marketing_material.error.parent_type');
  if (input.layoutId !== null && !(await layoutOfType(db, input.layoutId, MM_MARKET_TYPE))) return refused('layoutId', 'marketing_material.error.layout');
  if (input.fileId !== null && !(await fileExists(db, input.fileId))) return refused('fileId', 'marketing_material.error.file');
  if (!(await marketsKnown(db, 'marketing-material', input.marketIds))) return refused('marketIds', 'marketing_material.error.market');
  return null;
}

/** Creates (id null) or updates a category with its markets and cover file. */
export async function saveCategory(db: PortalDb, id: number | null, input: CategoryInput): Promise<SaveOutcome> {
  const problem = await checkCategory(db, id, input);
  if (problem) return problem;
  const values = { title: input.title, type: input.type, parentId: input.parentId, showChilds: input.showChilds, itemPerLine: input.itemPerLine, sorting: input.sorting, layoutId: input.layoutId, fileId: input.fileId };
  let rowId = id;
  if (rowId === null) {
    const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
    if (!row) throw new Error('saveCategory: insert returned no row');
    rowId = row.id;
  } else {
    await db.update(categories).set(values).where(eq(categories.id, rowId));
  }
  await setMarkets(db, 'marketing-material', CATEGORY_CONTENT, rowId, input.marketIds);
  await setRoleFile(db, CATEGORY_CONTENT, rowId, 'cover', input.fileId);
  return saved(rowId);
}

/**
 * What a delete would strand (the admin is warned before deleting): the live sub-categories, and the
 * live images and videos in the category and in every live category below it.
 */
export async function strandedBy(db: PortalDb, id: number): Promise<{ categories: CategoryRow[]; items: number }> {
  const all = await allCategories(db);
  const branch = [id];
  for (let i = 0; i < branch.length; i++) branch.push(...activeChildren(all, branch[i] ?? id).map((c) => c.id));
  const [live] = await db.select({ n: count() }).from(items).where(and(inArray(items.categoryId, branch), isNull(items.deletedAt)));
  return { categories: activeChildren(all, id), items: live?.n ?? 0 };
}

export async function moveCategory(db: PortalDb, id: number, move: 'delete' | 'restore'): Promise<{ outcome: SoftDeleteOutcome; stranded: number; strandedItems: number }> {
  const stranded = move === 'delete' ? await strandedBy(db, id) : { categories: [], items: 0 };
  return { outcome: await softDeleteMove(db, categories, id, move), stranded: stranded.categories.length, strandedItems: stranded.items };
}
