// Runs catalogue list queries: ids of one page plus the total, with typo-corrected retry.
import type { UpstreamContext } from '../db/client';
import { countOnce } from './count-cache';
import { countMatches, facetIndexOf, pageOfIds, searchRows } from './facet-index';
import { groupOrder } from './group-order';
import { productOrder, productWhere, sortsByPrice, type ProductListArgs } from './product-query';
import { correctWords, words } from './search';

export interface IdPage {
  ids: number[];
  /** The number of matching articles (or models); counted only when asked for. */
  total: () => Promise<number>;
  suggestion: string | null;
}

type Grouping = 'product' | 'model';

async function runPage(ctx: UpstreamContext, sorg: string, a: ProductListArgs, terms: string[], offset: number, limit: number, by: Grouping): Promise<Omit<IdPage, 'suggestion'>> {
  // A price-sorted list is walked in the in-memory columns when they hold this data version (decision 0086).
  const ix = sortsByPrice(a.sortByField) ? await facetIndexOf(ctx, sorg, 'exact') : null;
  if (ix) {
    const found = await searchRows(ctx, ix, terms);
    const ids = pageOfIds(ix, a, (a.sortByOrder ?? '').toLowerCase() === 'desc', offset, limit, by, found);
    return { ids, total: () => Promise.resolve(countMatches(ix, a, by, found)) };
  }
  const total = () => listTotal(ctx, sorg, a, terms, by);
  const { sql, args, listing } = productWhere(sorg, a, terms);
  // Price sorts without article filters read the listing index alone, no article row per match.
  // Groups by the listing's model column either way: the listing index is already in model order.
  const from = listing && sortsByPrice(a.sortByField) ? { sql: listing, id: 'pr.product_id', model: 'pr.model_id' } : { sql, id: 'p.id', model: 'pr.model_id' };
  const page = by === 'product'
    ? `SELECT ${from.id} AS id ${from.sql} ORDER BY ${productOrder(a.sortByField, a.sortByOrder)} LIMIT ? OFFSET ?`
    : `SELECT ${from.model} AS id ${from.sql} GROUP BY ${from.model} ORDER BY ${groupOrder(a.sortByField, a.sortByOrder).sql} LIMIT ? OFFSET ?`;
  const rows = await ctx.client.execute({ sql: page, args: [...args, limit, offset] });
  return { ids: rows.rows.map((r) => Number(r['id'])), total };
}

/** How many articles (or models) match; kept per catalogue data version. */
export async function listTotal(ctx: UpstreamContext, sorg: string, a: ProductListArgs, terms: readonly string[], by: Grouping = 'product'): Promise<number> {
  const ix = await facetIndexOf(ctx, sorg, 'exact');
  if (ix) return countMatches(ix, a, by, await searchRows(ctx, ix, terms));
  const { sql, args, listing } = productWhere(sorg, a, terms);
  const counted = by === 'product' ? '*' : `DISTINCT ${listing ? 'pr' : 'p'}.model_id`;
  const countSql = `SELECT count(${counted}) AS n ${listing ?? sql}`;
  return countOnce(ctx, `${countSql}|${JSON.stringify(args)}`, async () => {
    const count = await ctx.client.execute({ sql: countSql, args });
    return Number(count.rows[0]?.['n'] ?? 0);
  });
}

/** One page of article (or model) ids; a search that matches nothing retries with corrected words. */
export async function listIds(ctx: UpstreamContext, sorg: string, a: ProductListArgs, offset: number, limit: number, by: Grouping = 'product'): Promise<IdPage> {
  const terms = words(a.search ?? a.term ?? '');
  const first = await runPage(ctx, sorg, a, terms, offset, limit, by);
  if (terms.length === 0 || first.ids.length > 0 || (offset > 0 && (await first.total()) > 0)) return { ...first, suggestion: null };
  const corrected = await correctWords(ctx, terms);
  if (!corrected) return { ...first, suggestion: null };
  const retry = await runPage(ctx, sorg, a, corrected, offset, limit, by);
  return { ...retry, suggestion: corrected.join(' ') };
}
