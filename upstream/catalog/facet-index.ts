// Facet counts and list totals from the in-memory columns of facet-index.build.ts, in one pass over
// the category's rows: a row that passes every choice counts for every facet; a row that fails
// exactly one chosen facet counts for that facet alone, so a chosen facet's other options stay open
// (the same counts as the SQL of filters.resolvers.ts, without reading the narrowed articles again
// per facet). Search words narrow through the trigram index first (searchRows).
import type { UpstreamContext } from '../db/client';
import { dataVersion } from './count-cache';
import { buildFacetIndex, NONE, type FacetIndex, type Named } from './facet-index.build';
import { compile, FACET_KEYS, failures, FAILS_ALWAYS, passes, type FacetKey } from './facet-index.conditions';
import { productType, type ProductFilter } from './product-query';
import { matchExpression } from './search';

export { FACET_KEYS, type FacetKey };

export interface FacetOption {
  id: string;
  name: string;
  count: number;
  articleGroups: string[];
}

const OPTION_LIMIT = 200;

/**
 * The rows whose article matches the search words, the way productWhere does: words of 3 letters
 * and more through the trigram index (its ids read as one string), shorter ones inside the name.
 * Null when there are no words (every row).
 */
export async function searchRows(ctx: UpstreamContext, ix: FacetIndex, terms: readonly string[]): Promise<Uint8Array | null> {
  if (terms.length === 0) return null;
  const found = new Uint8Array(ix.size);
  const match = matchExpression(terms);
  if (match) {
    const rs = await ctx.client.execute({ sql: 'SELECT group_concat(rowid) AS ids FROM product_search WHERE product_search MATCH ?', args: [match] });
    const ids = rs.rows[0]?.['ids'];
    if (ids !== null && ids !== undefined) {
      for (const id of String(ids).split(',')) {
        const row = ix.rowOfProduct[Number(id)] ?? NONE;
        if (row !== NONE) found[row] = 1;
      }
    }
  } else found.fill(1);
  const short = terms.filter((t) => t.length < 3);
  if (short.length) for (let row = 0; row < ix.size; row += 1) if (found[row] === 1 && !short.every((t) => ix.name[row]!.includes(t))) found[row] = 0;
  return found;
}

interface Store {
  bySorg: Map<string, FacetIndex>;
  building: Map<string, Promise<FacetIndex>>;
}

function storeOf(ctx: UpstreamContext): Store {
  const existing = ctx.memo.get('facet-index') as Store | undefined;
  if (existing) return existing;
  const created: Store = { bySorg: new Map(), building: new Map() };
  ctx.memo.set('facet-index', created);
  return created;
}

/** An index of an earlier data version is rebuilt once it is this old (decision 0086). */
const REBUILD_AFTER_MS = 60_000;

/**
 * The index of `sorg`. `recent`: an index of an earlier data version under a minute old answers
 * (facet counts may lag stock by a minute, decision 0050); `exact`: only the current version
 * answers, and null means count in SQL. Either way an absent index, or one over a minute behind,
 * is built first.
 */
export async function facetIndexOf(ctx: UpstreamContext, sorg: string, freshness: 'exact' | 'recent'): Promise<FacetIndex | null> {
  const store = storeOf(ctx);
  const version = await dataVersion(ctx);
  const current = store.bySorg.get(sorg);
  if (current?.version === version) return current;
  if (current && Date.now() - current.builtAt < REBUILD_AFTER_MS) return freshness === 'recent' ? current : null;
  let building = store.building.get(sorg);
  if (!building) {
    building = buildFacetIndex(ctx, sorg, version).finally(() => store.building.delete(sorg));
    store.building.set(sorg, building);
  }
  const built = await building;
  store.bySorg.set(sorg, built);
  return built.version === version || freshness === 'recent' ? built : null;
}

/** How many articles (or distinct models) match `f`, price bounds included. */
export function countMatches(ix: FacetIndex, f: ProductFilter, by: 'product' | 'model', found: Uint8Array | null = null): number {
  const c = compile(ix, f, true, found);
  const mask = failures(c);
  const seen = by === 'model' ? new Uint8Array(ix.dict.model.values.length) : null;
  let n = 0;
  for (let i = 0; i < mask.length; i += 1) {
    if (mask[i] !== 0) continue;
    if (!seen) n += 1;
    else {
      const model = ix.model[c.from + i]!;
      if (model !== NONE && seen[model] === 0) {
        seen[model] = 1;
        n += 1;
      }
    }
  }
  return n;
}

interface Tally {
  count: Int32Array;
  types: Int32Array;
}

const tally = (size: number): Tally => ({ count: new Int32Array(size), types: new Int32Array(size) });

/** Every facet's options with counts that follow the other choices, and the price range. */
export function countFacets(ix: FacetIndex, f: ProductFilter, found: Uint8Array | null = null): { options: Record<FacetKey, FacetOption[]>; price: { from: number; to: number } } {
  const c = compile(ix, f, false, found);
  const d = ix.dict;
  // Facets by position: the seven one-value columns, then tags (position 7) and deals (8), as in FACET_KEYS.
  const columns = [ix.brand, ix.series, ix.model, ix.frameSize, ix.wheelSize, ix.mc, ix.bikeCategory];
  const sizes = [d.brand, d.series, d.model, d.frameSize, d.wheelSize, d.mc, d.bikeCategory, d.tagName, d.deal].map((x) => x.values.length);
  const tallies = sizes.map(tally);
  const position = new Map(FACET_KEYS.map((key, i) => [key, i]));
  const mask = failures(c);
  const owners = c.chosen.map((x) => position.get(x.key) ?? 0);
  const tagSeen = new Int32Array(d.tagName.values.length).fill(-1);
  const tags = ix.tags;
  const deals = ix.deals;

  const countInto = (facet: number, row: number, bit: number): void => {
    const into = tallies[facet]!;
    if (facet < 7) {
      const code = columns[facet]![row]!;
      if (code === NONE) return;
      into.count[code]! += 1;
      into.types[code]! |= bit;
    } else if (facet === 7) {
      for (let i = tags.start[row]!, end = tags.start[row + 1]!; i < end; i += 1) {
        const name = ix.tagName[tags.values[i]!]!;
        if (tagSeen[name] === row) continue;
        tagSeen[name] = row;
        into.count[name]! += 1;
        into.types[name]! |= bit;
      }
    } else {
      for (let i = deals.start[row]!, end = deals.start[row + 1]!; i < end; i += 1) {
        const deal = deals.values[i]!;
        into.count[deal]! += 1;
        into.types[deal]! |= bit;
      }
    }
  };

  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < mask.length; i += 1) {
    const m = mask[i]!;
    if (m & FAILS_ALWAYS) continue;
    // More than one chosen facet failed: the row counts nowhere.
    if ((m & (m - 1)) !== 0) continue;
    const row = c.from + i;
    const failed = m === 0 ? -1 : owners[31 - Math.clz32(m) - 1]!;
    const bit = 1 << ix.type[row]!;
    if (failed !== -1) {
      countInto(failed, row, bit);
      continue;
    }
    for (let facet = 0; facet < 9; facet += 1) countInto(facet, row, bit);
    const price = ix.price[row]!;
    if (price === price) {
      if (price < min) min = price;
      if (price > max) max = price;
    }
  }
  const t = Object.fromEntries(FACET_KEYS.map((key, i) => [key, tallies[i]!])) as Record<FacetKey, Tally>;
  const plain = (values: string[]): Named[] => values.map((v) => ({ id: v, name: v, aliases: [] }));
  const names: Record<FacetKey, Named[]> = {
    brands: ix.named.brand, series: ix.named.series, models: ix.named.model, frameSizes: plain(d.frameSize.values), wheelSizes: plain(d.wheelSize.values),
    merchandiseCategories: ix.named.mc, bikeCategories: ix.named.bikeCategory, articleTags: plain(d.tagName.values), promotions: ix.named.deal,
  };
  const options = Object.fromEntries(FACET_KEYS.map((key) => [key, optionsOf(t[key], names[key], ix.types.values)])) as Record<FacetKey, FacetOption[]>;
  return { options, price: Number.isFinite(min) ? { from: min, to: max } : { from: 0, to: 0 } };
}

const byCountThenName = (a: FacetOption, b: FacetOption): number => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
// One collator for every comparison: localeCompare with options builds one per call, which cost
// more than all the counting.
const collator = new Intl.Collator('en', { numeric: true });
/** Options in reading order: by name, numbers by value (frame size 9 before 10). */
export const byName = (a: { name: string }, b: { name: string }): number => collator.compare(a.name, b.name);

function optionsOf(t: Tally, names: readonly Named[], types: readonly string[]): FacetOption[] {
  const out: FacetOption[] = [];
  t.count.forEach((count, code) => {
    if (count === 0) return;
    const named = names[code];
    if (!named) return;
    const mask = t.types[code] ?? 0;
    out.push({ id: named.id, name: named.name, count, articleGroups: types.filter((_, i) => (mask & (1 << i)) !== 0) });
  });
  return out.sort(byCountThenName).slice(0, OPTION_LIMIT).sort(byName);
}

/** Rows in list order for a price sort: priced first by price (ascending or descending), then unpriced; ties by article id. */
function priceOrder(ix: FacetIndex, desc: boolean): Int32Array {
  const key = desc ? 'byPriceDesc' : 'byPriceAsc';
  const cached = ix.orders.get(key);
  if (cached) return cached;
  const rows = Int32Array.from({ length: ix.size }, (_, i) => i);
  const dir = desc ? -1 : 1;
  rows.sort((a, b) => {
    const pa = ix.price[a] ?? Number.NaN;
    const pb = ix.price[b] ?? Number.NaN;
    const na = Number.isNaN(pa);
    const nb = Number.isNaN(pb);
    if (na !== nb) return na ? 1 : -1;
    if (!na && pa !== pb) return (pa - pb) * dir;
    return (ix.productId[a] ?? 0) - (ix.productId[b] ?? 0);
  });
  ix.orders.set(key, rows);
  return rows;
}

/**
 * One page of article ids (or model ids, a model placed where its first matching variant is) for a
 * list sorted by price, the default: the rows are walked in price order and the walk stops once the
 * page is full, so a narrow filter reads a few hundred rows, not every match.
 */
export function pageOfIds(ix: FacetIndex, f: ProductFilter, desc: boolean, offset: number, limit: number, by: 'product' | 'model', found: Uint8Array | null = null): number[] {
  const c = compile(ix, f, true, found);
  const order = priceOrder(ix, desc);
  const type = productType(f.category);
  const typeCode = type ? (ix.types.find(type) ?? NONE - 1) : NONE;
  const seen = by === 'model' ? new Uint8Array(ix.dict.model.values.length) : null;
  const out: number[] = [];
  let skipped = 0;
  for (let i = 0; i < order.length && out.length < limit; i += 1) {
    const row = order[i] ?? 0;
    if (typeCode !== NONE && ix.type[row] !== typeCode) continue;
    if (!passes(c, row)) continue;
    if (seen) {
      const model = ix.model[row] ?? NONE;
      if (model === NONE || seen[model] === 1) continue;
      seen[model] = 1;
    }
    if (skipped < offset) skipped += 1;
    else out.push(seen ? Number(ix.dict.model.values[ix.model[row] ?? 0]) : (ix.productId[row] ?? 0));
  }
  return out;
}
