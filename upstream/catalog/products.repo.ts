// Runs catalogue list queries: ids of one page plus the total, with typo-corrected retry.
import type { UpstreamContext } from '../db/client';
import { productOrder, productWhere, type ProductListArgs } from './product-query';
import { correctWords, words } from './search';

export interface IdPage {
  ids: number[];
  total: number;
  suggestion: string | null;
}

type Grouping = 'product' | 'model';

async function runPage(ctx: UpstreamContext, sorg: string, a: ProductListArgs, terms: string[], offset: number, limit: number, by: Grouping): Promise<{ ids: number[]; total: number }> {
  const { sql, args } = productWhere(sorg, a, terms);
  const order = productOrder(a.sortByField, a.sortByOrder);
  const page = by === 'product'
    ? { sql: `SELECT p.id ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`, args: [...args, limit, offset] }
    : { sql: `SELECT model_id AS id FROM (SELECT p.model_id, row_number() OVER (ORDER BY ${order}) AS rn ${sql}) GROUP BY model_id ORDER BY min(rn) LIMIT ? OFFSET ?`, args: [...args, limit, offset] };
  const total = { sql: `SELECT count(${by === 'product' ? '*' : 'DISTINCT p.model_id'}) AS n ${sql}`, args };
  const [rows, count] = await Promise.all([ctx.client.execute(page), ctx.client.execute(total)]);
  return { ids: rows.rows.map((r) => Number(r['id'])), total: Number(count.rows[0]?.['n'] ?? 0) };
}

/** One page of article (or model) ids; an empty search result retries with corrected words. */
export async function listIds(ctx: UpstreamContext, sorg: string, a: ProductListArgs, offset: number, limit: number, by: Grouping = 'product'): Promise<IdPage> {
  const terms = words(a.search ?? a.term ?? '');
  const first = await runPage(ctx, sorg, a, terms, offset, limit, by);
  if (first.total > 0 || terms.length === 0) return { ...first, suggestion: null };
  const corrected = await correctWords(ctx, terms);
  if (!corrected) return { ...first, suggestion: null };
  const retry = await runPage(ctx, sorg, a, corrected, offset, limit, by);
  return { ...retry, suggestion: corrected.join(' ') };
}
