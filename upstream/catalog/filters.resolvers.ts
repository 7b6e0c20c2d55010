// productFilters, promotions, bikeCategories, priceComponents: what the catalogue navigates by.
import type { InValue } from '@libsql/client';
import { memoized, type UpstreamContext } from '../db/client';
import type { RootResolvers } from '../resolvers';
import { productType, productWhere, type ProductFilter } from './product-query';
import { words } from './search';
import { resolveSorg } from './sorgs.repo';

interface FilterArgs {
  custCode?: string | null;
  sorg?: string | null;
  category?: string | null;
  search?: string | null;
  filter?: ProductFilter | null;
}

type FacetKey = keyof typeof FACETS;

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
  // Only the first WHERE is the list's own; conditions hold sub-selects with WHERE of their own.
  const at = where.sql.indexOf(' WHERE ');
  const [from, rest] = at < 0 ? [where.sql, ''] : [where.sql.slice(0, at), where.sql.slice(at + ' WHERE '.length)];
  const sql = `SELECT ${id} AS id, ${name} AS name, count(*) AS n, group_concat(DISTINCT p.product_type) AS types ${from} ${join}
    ${rest ? `WHERE ${rest} AND` : 'WHERE'} ${id} IS NOT NULL GROUP BY ${id} ORDER BY n DESC, name LIMIT 200`;
  const rs = await ctx.client.execute({ sql, args: where.args });
  return rs.rows
    .map((r) => ({ id: String(r['id']), name: String(r['name']), count: Number(r['n']), articleGroups: String(r['types']).split(',') }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}

/** The choices that narrow counts: the filter without its price range (a range is not an option). */
function choicesOf(args: FilterArgs): ProductFilter {
  const { priceFrom: _from, priceTo: _to, ...rest } = args.filter ?? {};
  return { ...rest, category: args.category ?? rest.category ?? null, search: args.search ?? rest.search ?? null };
}

const hasChoice = (f: ProductFilter, key: FacetKey): boolean => (f[key]?.length ?? 0) > 0;

async function loadFilters(ctx: UpstreamContext, sorg: string, choices: ProductFilter) {
  const terms = words(choices.search ?? '');
  const shared = productWhere(sorg, choices, terms);
  // A facet with a choice of its own counts without that choice, so its other options stay open.
  const entries = await Promise.all(
    (Object.entries(FACETS) as [FacetKey, (typeof FACETS)[FacetKey]][]).map(async ([key, spec]) => {
      const where = hasChoice(choices, key) ? productWhere(sorg, { ...choices, [key]: null }, terms) : shared;
      return [key, await facet(ctx, where, spec)] as const;
    }),
  );
  const range = await ctx.client.execute({ sql: `SELECT min(pr.dealer_price) AS lo, max(pr.dealer_price) AS hi ${shared.sql}`, args: shared.args });
  return { ...Object.fromEntries(entries), price: { from: Number(range.rows[0]?.['lo'] ?? 0), to: Number(range.rows[0]?.['hi'] ?? 0) } };
}

type FilterOptions = Awaited<ReturnType<typeof loadFilters>>;
const RECENT_LIMIT = 500;
const RECENT_TTL_MS = 60_000;

/** Narrowed options repeat as dealers click back and forth; stock moves, so they are kept a minute. */
async function recently(ctx: UpstreamContext, key: string, load: () => Promise<FilterOptions>): Promise<FilterOptions> {
  const recent = await memoized(ctx, 'filters:recent', async () => new Map<string, { at: number; value: Promise<FilterOptions> }>());
  const hit = recent.get(key);
  if (hit && Date.now() - hit.at < RECENT_TTL_MS) return hit.value;
  const value = load();
  recent.delete(key);
  recent.set(key, { at: Date.now(), value });
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value ?? '');
  value.catch(() => recent.delete(key));
  return value;
}

async function productFilters(args: FilterArgs, ctx: UpstreamContext) {
  const sorg = await resolveSorg(ctx, args);
  const choices = choicesOf(args);
  const narrowed = Object.entries(choices).some(([key, value]) => key !== 'category' && value !== null && value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0) && value !== '');
  const load = () => loadFilters(ctx, sorg.code, choices);
  // Options of a whole category never change while the upstream runs.
  if (!narrowed) return memoized(ctx, `filters:${sorg.code}:${productType(choices.category) ?? '*'}`, load);
  return recently(ctx, `${sorg.code}:${JSON.stringify(choices, Object.keys(choices).sort())}`, load);
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
