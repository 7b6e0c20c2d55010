// productAnalysis: the catalogue analysis of administrators (issue 15). Every asked code comes back in
// order, with its article as a dealer of the sorg would get it, listed or not.
import type { UpstreamContext } from '../db/client';
import type { RootResolvers } from '../resolvers';
import { inputError } from '../resolvers';
import { loadProducts } from './product.view';
import { sorgInfo } from './sorgs.repo';

const MAX_CODES = 200;

async function productAnalysis(args: { sorg: string; articleCodes: string[] }, ctx: UpstreamContext) {
  if (args.articleCodes.length > MAX_CODES) throw inputError(`At most ${MAX_CODES} article codes`, 'articleCodes');
  const sorg = await sorgInfo(ctx, args.sorg);
  const codes = [...new Set(args.articleCodes.map((c) => c.trim()).filter((c) => c !== ''))];
  if (codes.length === 0) return args.articleCodes.map((articleCode) => ({ articleCode, product: null }));
  const rs = await ctx.client.execute({ sql: `SELECT id FROM products WHERE article_code IN (${codes.map(() => '?').join(', ')})`, args: codes });
  const views = await loadProducts(ctx, rs.rows.map((r) => Number(r['id'])), sorg);
  const byCode = new Map(views.map((v) => [v.article_code, v]));
  return args.articleCodes.map((articleCode) => ({ articleCode, product: byCode.get(articleCode.trim()) ?? null }));
}

export const analysisQueries: RootResolvers = { productAnalysis };
