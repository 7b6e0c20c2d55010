// productFilters, promotions, bikeCategories, priceComponents: what the catalogue navigates by.
import type { InValue } from '@libsql/client';
import { memoized, type UpstreamContext } from '../db/client';
import type { RootResolvers } from '../resolvers';
import { productType, productWhere } from './product-query';
import { words } from './search';
import { resolveSorg } from './sorgs.repo';

interface FilterArgs {
  custCode?: string | null;
  sorg?: string | null;
  category?: string | null;
  search?: string | null;
}

/** Facets: [option, id column, name expression, join]. Options past 200 are dropped (largest first). */
const FACETS = {
  brands: ['b.code', 'b.name', 'JOIN brands b ON b.id = p.brand_id'],
  series: ['se.code', 'se.name', 'JOIN series se ON se.id = p.series_id'],
  models: ['m.slug', "m.name || ' ' || m.model_year", 'JOIN models m ON m.id = p.model_id'],
  frameSizes: ['p.frame_size', 'p.frame_size', ''],
  wheelSizes: ['p.wheel_size', 'p.wheel_size', ''],
  merchandiseCategories: ['mc.id', 'mc.name', 'JOIN merchandise_categories mc ON mc.id = p.mc_id'],
  bikeCategories: ['bc.code', 'bc.wording', 'JOIN bike_categories bc ON bc.id = p.bike_category_id'],
  articleTags: ['t.tag', 't.tag', 'JOIN article_tags t ON t.product_id = p.id'],
  promotions: ['d.sales_deal_no', 'pm.name', 'JOIN (SELECT DISTINCT product_id, sales_deal_no, sorg FROM discount_tiers) d ON d.product_id = p.id AND d.sorg = pr.sorg JOIN promotions pm ON pm.code = d.sales_deal_no'],
} as const;

async function facet(ctx: UpstreamContext, where: { sql: string; args: InValue[] }, [id, name, join]: readonly [string, string, string]) {
  const [from, rest] = where.sql.split(' WHERE ');
  const sql = `SELECT ${id} AS id, ${name} AS name, count(*) AS n, group_concat(DISTINCT p.product_type) AS types ${from} ${join}
    ${rest ? `WHERE ${rest} AND` : 'WHERE'} ${id} IS NOT NULL GROUP BY ${id} ORDER BY n DESC, name LIMIT 200`;
  const rs = await ctx.client.execute({ sql, args: where.args });
  return rs.rows
    .map((r) => ({ id: String(r['id']), name: String(r['name']), count: Number(r['n']), articleGroups: String(r['types']).split(',') }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}

async function productFilters(args: FilterArgs, ctx: UpstreamContext) {
  const sorg = await resolveSorg(ctx, args);
  const key = `filters:${sorg.code}:${productType(args.category) ?? '*'}`;
  const load = async () => {
    const where = productWhere(sorg.code, { category: args.category ?? null }, words(args.search ?? ''));
    const entries = await Promise.all(Object.entries(FACETS).map(async ([k, f]) => [k, await facet(ctx, where, f)] as const));
    const range = await ctx.client.execute({ sql: `SELECT min(pr.dealer_price) AS lo, max(pr.dealer_price) AS hi ${where.sql}`, args: where.args });
    return { ...Object.fromEntries(entries), price: { from: Number(range.rows[0]?.['lo'] ?? 0), to: Number(range.rows[0]?.['hi'] ?? 0) } };
  };
  // Options without a search never change while the upstream runs.
  return args.search?.trim() ? load() : memoized(ctx, key, load);
}

async function promotions(args: { sorg?: string | null; custCode?: string | null }, ctx: UpstreamContext) {
  const sorg = await resolveSorg(ctx, args);
  const today = new Date().toISOString().slice(0, 10);
  const rs = await ctx.client.execute({
    sql: `SELECT pm.*, (SELECT count(DISTINCT product_id) FROM discount_tiers d WHERE d.sales_deal_no = pm.code) AS n
      FROM promotions pm WHERE pm.sorg = ? AND pm.valid_from <= ? AND pm.valid_to >= ? ORDER BY pm.code`,
    args: [sorg.code, today, today],
  });
  return rs.rows.map((r) => ({
    code: String(r['code']), name: String(r['name']), description: r['description'] === null ? null : String(r['description']), sorg: String(r['sorg']),
    validFrom: String(r['valid_from']), validTo: String(r['valid_to']), productCount: Number(r['n']),
  }));
}

async function bikeCategories(args: { sorg?: string | null }, ctx: UpstreamContext) {
  return memoized(ctx, `bike-categories:${args.sorg ?? '*'}`, async () => {
    const listed = args.sorg
      ? 'AND EXISTS (SELECT 1 FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.sorg = ? WHERE p.bike_category_id = bc.id)'
      : '';
    const rs = await ctx.client.execute({
      sql: `SELECT bc.id, bc.code, bc.wording, group_concat(mc.id) AS mc_ids, group_concat(mc.name, '|') AS mc_names FROM bike_categories bc
        JOIN merchandise_categories mc ON mc.bike_category_id = bc.id WHERE 1 = 1 ${listed} GROUP BY bc.id ORDER BY bc.sort`,
      args: args.sorg ? [args.sorg] : [],
    });
    return rs.rows.map((r) => ({
      id: String(r['id']), code: String(r['code']), wording: String(r['wording']), mcIds: String(r['mc_ids']).split(','),
      merchandiseCategories: String(r['mc_names']).split('|'), sorg: args.sorg ?? null, type: 'Bike',
    }));
  });
}

/** Which extra price columns each module shows; Indonesia shows VAT (PPN) in the cart. */
const PRICE_COMPONENTS: Record<string, readonly string[]> = {
  catalog: ['retail', 'dealer', 'discount'],
  cart: ['dealer', 'discount', 'nett'],
  checkout: ['dealer', 'discount', 'nett', 'total'],
  invoice: ['earlyPaymentDiscount', 'freightAllowance'],
};

function priceComponents(args: { module: string; sorg?: string | null }) {
  const displays = PRICE_COMPONENTS[args.module.toLowerCase()];
  if (!displays) return [];
  const extra = args.sorg === 'ID01' && args.module.toLowerCase() !== 'invoice' ? ['ppn'] : [];
  return [{ module: args.module, sorg: args.sorg ?? null, additionalDisplays: [...displays, ...extra] }];
}

export const filterQueries: RootResolvers = { productFilters, promotions, bikeCategories, priceComponents };
