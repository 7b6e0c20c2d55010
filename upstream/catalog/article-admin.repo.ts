// Administrators' article maintenance of the distributor's catalogue (docs/requirements.md#article-maintenance):
// tags per category (upsertArticleTags), the tag categories in use, and order limits per article.
import { and, eq, inArray } from 'drizzle-orm';
import { articleTags, products } from '../db/schema/catalog';
import type { LedgerDb } from '../ledger/db';
import { message } from '../resolvers';

export interface TagRow {
  articleCode: string;
  category: string;
  tags: string[];
}

export interface OrderLimitRow {
  articleCode: string;
  orderLimit?: number | null;
}

type UserError = { field: string; message: string };

async function idsOf(db: LedgerDb, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db.select({ id: products.id, code: products.articleCode }).from(products).where(inArray(products.articleCode, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.code, r.id]));
}

function outcome(rows: number, userErrors: UserError[], verb: string) {
  return { message: message(userErrors.length === 0, `${rows - userErrors.length} ${verb}`), userErrors };
}

/** Each row replaces the article's tags in its category; unknown articles are reported, the rest saved. */
export async function upsertTags(db: LedgerDb, rows: readonly TagRow[]) {
  const ids = await idsOf(db, rows.map((r) => r.articleCode));
  const userErrors: UserError[] = [];
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const id = ids.get(row.articleCode);
      if (id === undefined) {
        userErrors.push({ field: row.articleCode, message: 'Product not found' });
        continue;
      }
      await tx.delete(articleTags).where(and(eq(articleTags.productId, id), eq(articleTags.category, row.category)));
      const tags = [...new Set(row.tags)];
      if (tags.length > 0) await tx.insert(articleTags).values(tags.map((tag) => ({ productId: id, category: row.category, tag })));
    }
  });
  return outcome(rows.length, userErrors, 'saved');
}

export async function tagCategoryTypes(db: LedgerDb) {
  const rows = await db.selectDistinct({ category: articleTags.category, tag: articleTags.tag }).from(articleTags).orderBy(articleTags.category, articleTags.tag);
  const byCategory = new Map<string, string[]>();
  for (const r of rows) byCategory.set(r.category, [...(byCategory.get(r.category) ?? []), r.tag]);
  return [...byCategory].map(([category, tags]) => ({ category, tags }));
}

export async function updateOrderLimits(db: LedgerDb, rows: readonly OrderLimitRow[]) {
  const ids = await idsOf(db, rows.map((r) => r.articleCode));
  const userErrors: UserError[] = [];
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const id = ids.get(row.articleCode);
      if (id === undefined) userErrors.push({ field: row.articleCode, message: 'Product not found' });
      else await tx.update(products).set({ orderLimit: row.orderLimit ?? null }).where(eq(products.id, id));
    }
  });
  return outcome(rows.length, userErrors, 'saved');
}
