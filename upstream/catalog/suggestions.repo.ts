// Search suggestions (the header box: a term, maybe a category, a handful of names). Walking the
// trigram index in its own order and stopping at the limit answers in a millisecond at 100,000
// articles, where sorting every match by price took tens. Priced articles only, one per model
// first (four sizes of one helmet are one suggestion to a reader); when that finds fewer than the
// limit the caller runs the full list search. A term that matches nothing is corrected first and
// the corrected words take the same fast path.
import type { InValue } from '@libsql/client';
import type { UpstreamContext } from '../db/client';
import { containsPattern, NAME_CONTAINS, productType, type ProductListArgs } from './product-query';
import { listTotal, type IdPage } from './products.repo';
import { correctWords, matchExpression, words } from './search';

/** Rows read per suggestion wanted, to find articles of different models among the first matches. */
const SCAN_FACTOR = 8;

const LIST_FILTERS = [
  'search', 'promotions', 'brands', 'models', 'series', 'frameSizes', 'wheelSizes', 'merchandiseCategories', 'bikeCategories',
  'articleTags', 'articleTagCategory', 'priceFrom', 'priceTo', 'hasStock', 'sortByField', 'sortByOrder',
] as const satisfies readonly (keyof ProductListArgs)[];

/** A suggestion request: a term on the first page, with no list filter or sort besides the category. */
export function isSuggestionRequest(a: ProductListArgs & { page?: number | null }): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === false || (Array.isArray(v) && v.length === 0);
  return Boolean(a.term?.trim()) && (a.page ?? 1) <= 1 && LIST_FILTERS.every((k) => empty(a[k]));
}

function pickModels(rows: { id: number; model: number }[], limit: number): number[] {
  const firstOfModel = new Map<number, number>();
  for (const r of rows) if (!firstOfModel.has(r.model)) firstOfModel.set(r.model, r.id);
  const first = [...firstOfModel.values()];
  const rest = rows.map((r) => r.id).filter((id) => !first.includes(id));
  return [...first, ...rest].slice(0, limit);
}

/** Up to `limit` article ids for the words, or null when the fast path finds fewer. */
async function suggestionIds(ctx: UpstreamContext, sorg: string, a: ProductListArgs, terms: readonly string[], limit: number): Promise<number[] | null> {
  const match = matchExpression(terms);
  if (!match) return null;
  const where: string[] = ['product_search MATCH ?', 'pr.dealer_price IS NOT NULL'];
  const args: InValue[] = [sorg, match];
  const type = productType(a.category);
  if (type) {
    where.push('p.product_type = ?');
    args.push(type);
  }
  for (const short of terms.filter((t) => t.length < 3)) {
    where.push(NAME_CONTAINS);
    args.push(containsPattern(short));
  }
  const rs = await ctx.client.execute({
    sql: `SELECT p.id, p.model_id FROM product_search s JOIN products p ON p.id = s.rowid JOIN prices pr ON pr.product_id = p.id AND pr.sorg = ?
      WHERE ${where.join(' AND ')} ORDER BY s.rowid LIMIT ?`,
    args: [...args, limit * SCAN_FACTOR],
  });
  const rows = rs.rows.map((r) => ({ id: Number(r['id']), model: Number(r['model_id']) }));
  return rows.length >= limit ? pickModels(rows, limit) : null;
}

/** The suggestions page, or null when the full list search should answer (few matches). */
export async function suggestionPage(ctx: UpstreamContext, sorg: string, a: ProductListArgs, limit: number): Promise<IdPage | null> {
  const terms = words(a.term ?? '');
  const page = (ids: number[], searched: string[], suggestion: string | null): IdPage => ({ ids, total: () => listTotal(ctx, sorg, a, searched), suggestion });
  const fast = await suggestionIds(ctx, sorg, a, terms, limit);
  if (fast) return page(fast, terms, null);
  if ((await listTotal(ctx, sorg, a, terms)) > 0) return null;
  const corrected = await correctWords(ctx, terms);
  const retry = corrected ? await suggestionIds(ctx, sorg, a, corrected, limit) : null;
  return corrected && retry ? page(retry, corrected, corrected.join(' ')) : null;
}
