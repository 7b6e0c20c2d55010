// products, groupsets, productGroups, product, stocks, bestSellers: the catalogue reads.
import type { InValue } from '@libsql/client';
import type { UpstreamContext } from '../db/client';
import { pageArgs, pageInfo, type RootResolvers } from '../resolvers';
import { loadProducts, type ProductView } from './product.view';
import { listArgsOf, productOrder, productWhere, type ListFieldArgs, type ProductListArgs } from './product-query';
import { listIds } from './products.repo';
import { words } from './search';
import { isSuggestionRequest, suggestionPage } from './suggestions.repo';
import { resolveSorg } from './sorgs.repo';
import { receiveArrivals } from './stock-arrivals';

interface CustomerScope {
  custCode?: string | null;
  sorg?: string | null;
}

interface Paging {
  page?: number | null;
  limit?: number | null;
}

type ListArgs = ListFieldArgs & CustomerScope & Paging;

const CATALOGUE_PAGE = 12;

async function products(args: ListArgs, ctx: UpstreamContext) {
  const sorg = await resolveSorg(ctx, args);
  const { page, limit, offset } = pageArgs(args.page, args.limit, CATALOGUE_PAGE);
  const list = listArgsOf(args);
  const fast = isSuggestionRequest({ ...list, page: args.page ?? null }) ? await suggestionPage(ctx, sorg.code, list, limit) : null;
  const ids = fast ?? (await listIds(ctx, sorg.code, list, offset, limit));
  return { data: await loadProducts(ctx, ids.ids, sorg), info: lazyInfo(page, limit, ids.total), suggestion: ids.suggestion };
}

/** PageInfo resolved only when the query selects it (search suggestions never count). */
function lazyInfo(page: number, limit: number, total: () => Promise<number>) {
  return async () => pageInfo(page, limit, await total());
}

function group(variants: ProductView[]) {
  const first = variants[0];
  if (!first) return null;
  const priced = variants.filter((v) => v.price).sort((a, b) => (a.price?.dealer ?? 0) - (b.price?.dealer ?? 0));
  return {
    slug: first.slug, name: `${first.brand} ${first.model}`, type: first.type, brand: first.brand, series: first.series, modelYear: first.modelYear,
    bikeCategory: first.bikeCategory, image: first.image, priceFrom: priced[0]?.price ?? null, variants,
  };
}

async function productGroups(args: ListArgs, ctx: UpstreamContext) {
  const sorg = await resolveSorg(ctx, args);
  const { page, limit, offset } = pageArgs(args.page, args.limit, CATALOGUE_PAGE);
  const list = listArgsOf(args);
  const models = await listIds(ctx, sorg.code, list, offset, limit, 'model');
  if (models.ids.length === 0) return { data: [], info: lazyInfo(page, limit, models.total), suggestion: models.suggestion };
  // Variants of these models that match the same filters (and the corrected search words).
  const variantArgs = { ...list, search: models.suggestion ?? list.search ?? list.term ?? null, models: null };
  const variantIds = await variantsOf(ctx, sorg.code, variantArgs, models.ids);
  const views = await loadProducts(ctx, variantIds, sorg);
  const data = models.ids.map((id) => group(views.filter((v) => v.modelId === id))).filter((g) => g !== null);
  return { data, info: lazyInfo(page, limit, models.total), suggestion: models.suggestion };
}

async function variantsOf(ctx: UpstreamContext, sorg: string, args: ProductListArgs, modelIds: number[]): Promise<number[]> {
  const { sql, args: sqlArgs } = productWhere(sorg, args, words(args.search ?? ''));
  const marks = modelIds.map(() => '?').join(', ');
  const joiner = sql.includes(' WHERE ') ? ' AND' : ' WHERE';
  const rs = await ctx.client.execute({ sql: `SELECT p.id ${sql}${joiner} p.model_id IN (${marks}) ORDER BY ${productOrder(args.sortByField, args.sortByOrder)}`, args: [...sqlArgs, ...(modelIds as InValue[])] });
  return rs.rows.map((r) => Number(r['id']));
}

async function product(args: { slug: string } & CustomerScope, ctx: UpstreamContext) {
  const sorg = await resolveSorg(ctx, args);
  const model = await ctx.client.execute({
    sql: `SELECT m.id, m.slug, m.name, m.description, m.product_type, m.model_year, m.specifications, m.images, b.name AS brand, se.name AS series,
      mc.name AS mc, bc.wording AS bike_category FROM models m JOIN brands b ON b.id = m.brand_id LEFT JOIN series se ON se.id = m.series_id
      JOIN merchandise_categories mc ON mc.id = m.mc_id LEFT JOIN bike_categories bc ON bc.id = m.bike_category_id
      WHERE m.slug = ? OR m.id = (SELECT model_id FROM products WHERE article_code = ?)`,
    args: [args.slug, args.slug],
  });
  const m = model.rows[0];
  if (!m) return null;
  const ids = await ctx.client.execute({ sql: 'SELECT p.id FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.sorg = ? WHERE p.model_id = ? ORDER BY p.id', args: [sorg.code, m['id'] ?? null] });
  const variantIds = ids.rows.map((r) => Number(r['id']));
  // A product page shows stock as of today: an arrival whose day has come is booked first.
  await receiveArrivals(ctx, variantIds);
  const variants = await loadProducts(ctx, variantIds, sorg);
  if (variants.length === 0) return null;
  const distinct = (pick: (v: ProductView) => string | null): string[] => [...new Set(variants.map(pick).filter((x): x is string => x !== null))];
  return {
    slug: String(m['slug']), name: `${String(m['brand'])} ${String(m['name'])}`, description: m['description'] === null ? null : String(m['description']),
    type: String(m['product_type']), brand: String(m['brand']), series: m['series'] === null ? null : String(m['series']), model: String(m['name']),
    modelYear: m['model_year'] === null ? null : Number(m['model_year']), bikeCategory: m['bike_category'] === null ? null : String(m['bike_category']),
    merchandiseCategory: String(m['mc']), images: JSON.parse(String(m['images'])) as string[], specifications: JSON.parse(String(m['specifications'])) as unknown[],
    frameSizes: distinct((v) => v.frameSize), wheelSizes: distinct((v) => v.wheelSize), colours: distinct((v) => v.colour), variants,
  };
}

async function stocks(args: { articleCodes: string[]; sorg: string }, ctx: UpstreamContext) {
  const sorg = await resolveSorg(ctx, args);
  if (args.articleCodes.length === 0) return [];
  const rs = await ctx.client.execute({ sql: `SELECT id FROM products WHERE article_code IN (${args.articleCodes.map(() => '?').join(', ')})`, args: args.articleCodes });
  const ids = rs.rows.map((r) => Number(r['id']));
  await receiveArrivals(ctx, ids);
  const views = await loadProducts(ctx, ids, sorg);
  return views.map((v) => ({ article_code: v.article_code, sorg: sorg.code, stock: v.stock }));
}

async function bestSellers(args: CustomerScope & { category?: string | null; limit?: number | null }, ctx: UpstreamContext) {
  const sorg = await resolveSorg(ctx, args);
  const ids = await listIds(ctx, sorg.code, { category: args.category ?? null, sortByField: 'bestSeller' }, 0, Math.min(args.limit ?? 8, 50));
  return (await loadProducts(ctx, ids.ids, sorg)).filter((p) => p.price);
}

export const catalogQueries: RootResolvers = {
  products,
  groupsets: (args: CustomerScope & Paging, ctx: UpstreamContext) => products({ ...args, filter: { category: 'Groupset' } }, ctx),
  productGroups,
  product,
  stocks,
  bestSellers,
};
