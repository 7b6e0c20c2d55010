// productFilters, promotions, bikeCategories, priceComponents: what the catalogue navigates by.
import { memoized, type UpstreamContext } from '../db/client';
import type { RootResolvers } from '../resolvers';
import { byName, countFacets as countIndexed, facetIndexOf, searchRows } from './facet-index';
import { productType, productWhere, type ProductFilter, type SqlPart } from './product-query';
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

/**
 * Facets: [option, name expression, join], over `base p`: the narrowed articles read once (the
 * columns below). Options past 200 are dropped (largest first).
 */
const FACETS = {
  brands: ['b.code', 'b.name', 'JOIN brands b ON b.id = p.brand_id'],
  series: ['se.code', 'se.name', 'JOIN series se ON se.id = p.series_id'],
  models: ['m.slug', "m.name || ' ' || m.model_year", 'JOIN models m ON m.id = p.model_id'],
  frameSizes: ['p.frame_size', 'p.frame_size', ''],
  wheelSizes: ['p.wheel_size', 'p.wheel_size', ''],
  merchandiseCategories: ['mc.id', 'mc.name', 'JOIN merchandise_categories mc ON mc.id = p.mc_id'],
  bikeCategories: ['bc.code', 'bc.wording', 'JOIN bike_categories bc ON bc.id = p.bike_category_id'],
  articleTags: ['t.tag', 't.tag', 'JOIN article_tags t ON t.product_id = p.id'],
  // Through the index on (product_id, sorg); a product has several tiers per deal, hence count(DISTINCT p.id).
  promotions: ['d.sales_deal_no', 'pm.name', 'JOIN discount_tiers d ON d.product_id = p.id AND d.sorg = p.sorg JOIN promotions pm ON pm.code = d.sales_deal_no'],
} as const;

const BASE_COLUMNS = 'p.id, p.brand_id, p.series_id, p.model_id, p.frame_size, p.wheel_size, p.mc_id, p.bike_category_id, p.product_type, pr.sorg, pr.dealer_price';

interface Option {
  id: string;
  name: string;
  count: number;
  articleGroups: string[];
}


/** One facet's GROUP BY over `base`, tagged with the facet's key so several share one statement. */
function facetSelect(key: FacetKey): string {
  const [id, name, join] = FACETS[key];
  return `SELECT * FROM (SELECT '${key}' AS facet, ${id} AS id, ${name} AS name, count(DISTINCT p.id) AS n, group_concat(DISTINCT p.product_type) AS types
    FROM base p ${join} WHERE ${id} IS NOT NULL GROUP BY ${id} ORDER BY n DESC, name LIMIT 200)`;
}

/**
 * Reads the articles of `where` once (a materialized CTE) and counts every facet of `keys` from that
 * read in one statement, with the price range when asked: one pass over the narrowed articles
 * instead of one per facet (decision 0050's follow-up).
 */
async function countFacets(ctx: UpstreamContext, where: SqlPart, keys: readonly FacetKey[], withRange: boolean) {
  const parts = keys.map(facetSelect);
  if (withRange) parts.push("SELECT 'price' AS facet, min(dealer_price) AS id, max(dealer_price) AS name, count(*) AS n, NULL AS types FROM base");
  const sql = `WITH base AS MATERIALIZED (SELECT ${BASE_COLUMNS} ${where.sql}) ${parts.join(' UNION ALL ')}`;
  const rs = await ctx.client.execute({ sql, args: where.args });
  const options = new Map<string, Option[]>(keys.map((k) => [k, []]));
  let price = { from: 0, to: 0 };
  for (const r of rs.rows) {
    const facet = String(r['facet']);
    if (facet === 'price') {
      price = { from: Number(r['id'] ?? 0), to: Number(r['name'] ?? 0) };
      continue;
    }
    options.get(facet)?.push({ id: String(r['id']), name: String(r['name']), count: Number(r['n']), articleGroups: String(r['types']).split(',') });
  }
  for (const list of options.values()) list.sort(byName);
  return { options, price };
}

/** The choices that narrow counts: the filter without its price range (a range is not an option). */
function choicesOf(args: FilterArgs): ProductFilter {
  const { priceFrom: _from, priceTo: _to, ...rest } = args.filter ?? {};
  return { ...rest, category: args.category ?? rest.category ?? null, search: args.search ?? rest.search ?? null };
}

const hasChoice = (f: ProductFilter, key: FacetKey): boolean => (f[key]?.length ?? 0) > 0;
const keyOf = (sorg: string, f: ProductFilter): string => `${sorg}:${JSON.stringify(f, Object.keys(f).sort())}`;

async function loadFilters(ctx: UpstreamContext, sorg: string, choices: ProductFilter) {
  const ix = await facetIndexOf(ctx, sorg, 'recent');
  if (ix) {
    const { options, price } = countIndexed(ix, choices, await searchRows(ctx, ix, words(choices.search ?? '')));
    return { ...options, price };
  }
  return sqlFilterCounts(ctx, sorg, choices);
}

/** The same counts in SQL: the reference the index is tested against. */
export async function sqlFilterCounts(ctx: UpstreamContext, sorg: string, choices: ProductFilter) {
  const terms = words(choices.search ?? '');
  const keys = Object.keys(FACETS) as FacetKey[];
  const open = keys.filter((k) => !hasChoice(choices, k));
  // Facets without a choice of their own, and the price range, come from one read of the list.
  const shared = countFacets(ctx, productWhere(sorg, choices, terms), open, true);
  // A facet with a choice counts without it, so its other options stay open. That WHERE repeats
  // across combinations (a brand's sizes are the same whichever size is ticked), so it is kept.
  const chosen = keys.filter((k) => hasChoice(choices, k)).map(async (k) => {
    const others = { ...choices, [k]: null };
    const counted = await recently(ctx, `facet:${k}:${keyOf(sorg, others)}`, async () => (await countFacets(ctx, productWhere(sorg, others, terms), [k], false)).options.get(k) ?? []);
    return [k, counted] as const;
  });
  const [{ options, price }, own] = await Promise.all([shared, Promise.all(chosen)]);
  for (const [k, list] of own) options.set(k, list);
  return { ...(Object.fromEntries(keys.map((k) => [k, options.get(k) ?? []])) as Record<FacetKey, Option[]>), price };
}

const RECENT_LIMIT = 500;
const RECENT_TTL_MS = 60_000;

/** Narrowed options repeat as dealers click back and forth; stock moves, so they are kept a minute. */
async function recently<T>(ctx: UpstreamContext, key: string, load: () => Promise<T>): Promise<T> {
  const recent = await memoized(ctx, 'filters:recent', async () => new Map<string, { at: number; value: Promise<unknown> }>());
  const hit = recent.get(key);
  if (hit && Date.now() - hit.at < RECENT_TTL_MS) return hit.value as Promise<T>;
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
  return recently(ctx, `all:${keyOf(sorg.code, choices)}`, load);
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
