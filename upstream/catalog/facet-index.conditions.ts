// The filter of a catalogue list as conditions on the facet index's columns (facet-index.build.ts):
// which dictionary codes each choice allows, and per condition a row test and a range marker.
import { NONE, type Dictionary, type FacetIndex, type MultiColumn, type Named } from './facet-index.build';
import { productType, type ProductFilter } from './product-query';

export const FACET_KEYS = ['brands', 'series', 'models', 'frameSizes', 'wheelSizes', 'merchandiseCategories', 'bikeCategories', 'articleTags', 'promotions'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/**
 * One condition, two ways: `test` asks about one row (a sorted list walk that stops early), `mark`
 * sets `bit` in `mask[row - from]` for every failing row of a range in one tight loop (counting
 * every row, where a call per row and condition would cost several times more).
 */
interface Condition {
  test: (row: number) => boolean;
  mark: (mask: Uint16Array, bit: number, from: number, to: number) => void;
}

function allowed(named: readonly Named[], values: readonly string[] | null | undefined, caseless: boolean): Uint8Array | null {
  if (!values?.length) return null;
  const wanted = new Set(values.map((v) => (caseless ? v.toLowerCase() : v)));
  return Uint8Array.from(named, (n) => (n.aliases.some((a) => wanted.has(a)) ? 1 : 0));
}

function allowedValues(d: Dictionary, values: readonly string[] | null | undefined): Uint8Array | null {
  if (!values?.length) return null;
  const out = new Uint8Array(d.values.length);
  for (const v of values) {
    const code = d.find(v);
    if (code !== undefined) out[code] = 1;
  }
  return out;
}

function single(column: Int32Array, ok: Uint8Array): Condition {
  return {
    test: (row) => {
      const code = column[row]!;
      return code !== NONE && ok[code] === 1;
    },
    mark: (mask, bit, from, to) => {
      for (let row = from; row < to; row += 1) {
        const code = column[row]!;
        if (code === NONE || ok[code] !== 1) mask[row - from]! |= bit;
      }
    },
  };
}

function any(multi: MultiColumn, ok: Uint8Array): Condition {
  const test = (row: number): boolean => {
    for (let i = multi.start[row]!, end = multi.start[row + 1]!; i < end; i += 1) if (ok[multi.values[i]!] === 1) return true;
    return false;
  };
  return {
    test,
    mark: (mask, bit, from, to) => {
      for (let row = from; row < to; row += 1) if (!test(row)) mask[row - from]! |= bit;
    },
  };
}

function where(values: Uint8Array | Float64Array, keep: (value: number) => boolean): Condition {
  return {
    test: (row) => keep(values[row]!),
    mark: (mask, bit, from, to) => {
      for (let row = from; row < to; row += 1) if (!keep(values[row]!)) mask[row - from]! |= bit;
    },
  };
}

function tagPairs(ix: FacetIndex, tags: readonly string[] | null | undefined, category: string | null | undefined): Uint8Array | null {
  if (!tags?.length && !category) return null;
  const names = tags?.length ? new Set(tags) : null;
  return Uint8Array.from(ix.tagCategory, (cat, pair) => ((!names || names.has(ix.dict.tagName.values[ix.tagName[pair] ?? 0] ?? '')) && (!category || cat === category) ? 1 : 0));
}

export interface Compiled {
  from: number;
  to: number;
  /** Conditions every counted row must pass. */
  always: Condition[];
  /** Conditions of chosen facets, by facet. */
  chosen: { key: FacetKey; condition: Condition }[];
}

/** The filter as row tests. Price bounds count only for totals: facet counts ignore the range. */
export function compile(ix: FacetIndex, f: ProductFilter, withPrice: boolean, found: Uint8Array | null): Compiled {
  const type = productType(f.category);
  let from = 0;
  let to = ix.size;
  if (type) {
    const code = ix.types.find(type);
    from = code === undefined ? 0 : (ix.typeStart[code] ?? 0);
    to = code === undefined ? 0 : (ix.typeStart[code + 1] ?? 0);
  }
  const always: Condition[] = [];
  if (found) always.push(where(found, (v) => v === 1));
  if (f.hasStock) always.push(where(ix.inStock, (v) => v === 1));
  if (withPrice && f.priceFrom) {
    const min = f.priceFrom;
    always.push(where(ix.price, (v) => v >= min));
  }
  if (withPrice && f.priceTo) {
    const max = f.priceTo;
    always.push(where(ix.price, (v) => v <= max));
  }
  // Without tags chosen, a tag category still narrows; with tags chosen it stays when the tag facet counts.
  const categoryOnly = f.articleTagCategory ? tagPairs(ix, null, f.articleTagCategory) : null;
  if (categoryOnly) always.push(any(ix.tags, categoryOnly));
  const chosen: Compiled['chosen'] = [];
  const add = (key: FacetKey, ok: Uint8Array | null, condition: (ok: Uint8Array) => Condition) => {
    if (ok) chosen.push({ key, condition: condition(ok) });
  };
  add('brands', allowed(ix.named.brand, f.brands, true), (ok) => single(ix.brand, ok));
  add('series', allowed(ix.named.series, f.series, true), (ok) => single(ix.series, ok));
  add('models', allowed(ix.named.model, f.models, false), (ok) => single(ix.model, ok));
  add('frameSizes', allowedValues(ix.dict.frameSize, f.frameSizes), (ok) => single(ix.frameSize, ok));
  add('wheelSizes', allowedValues(ix.dict.wheelSize, f.wheelSizes), (ok) => single(ix.wheelSize, ok));
  add('merchandiseCategories', allowed(ix.named.mc, f.merchandiseCategories, false), (ok) => single(ix.mc, ok));
  add('bikeCategories', allowed(ix.named.bikeCategory, f.bikeCategories, true), (ok) => single(ix.bikeCategory, ok));
  add('articleTags', f.articleTags?.length ? tagPairs(ix, f.articleTags, f.articleTagCategory) : null, (ok) => any(ix.tags, ok));
  add('promotions', allowed(ix.named.deal, f.promotions, false), (ok) => any(ix.deals, ok));
  return { from, to, always, chosen };
}

export function passes(c: Compiled, row: number): boolean {
  for (const { test } of c.always) if (!test(row)) return false;
  for (const { condition } of c.chosen) if (!condition.test(row)) return false;
  return true;
}

/** Bit 0 of a row's mask: it fails a condition every count needs; bit j + 1: it fails chosen facet j. */
export const FAILS_ALWAYS = 1;

export function failures(c: Compiled): Uint16Array {
  const mask = new Uint16Array(Math.max(0, c.to - c.from));
  for (const condition of c.always) condition.mark(mask, FAILS_ALWAYS, c.from, c.to);
  c.chosen.forEach(({ condition }, j) => condition.mark(mask, 2 << j, c.from, c.to));
  return mask;
}
