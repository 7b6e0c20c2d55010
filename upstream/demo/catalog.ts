// Generates the catalogue for a target number of articles: ~45 % bikes, ~50 % PAA, ~5 % groupsets.
import { bikeCategoryRows, groupsetFamilies, merchandiseCategoryRows, paaFamilies } from './catalog.data';
import { commerceFor, promotionRows, type CommerceRows } from './catalog-commerce';
import { bikeModels, familyModels, type ModelFactory } from './catalog-models';
import { slugify, type BrandRow, type GeneratedModel, type ModelRow, type ProductRow, type PromotionRow, type SeriesRow } from './catalog.types';
import type { Rng } from './prng';

export interface CatalogData extends CommerceRows {
  brands: BrandRow[];
  series: SeriesRow[];
  models: ModelRow[];
  products: ProductRow[];
  promotions: PromotionRow[];
  /** [product id, searchable text] */
  search: [number, string][];
}

function factory(out: CatalogData): ModelFactory {
  const slugs = new Set<string>();
  let modelId = 0;
  let productId = 0;
  return {
    brandId(name) {
      const found = out.brands.find((b) => b.name === name);
      if (found) return found.id;
      const row = { id: out.brands.length + 1, code: slugify(name).toUpperCase(), name };
      out.brands.push(row);
      return row.id;
    },
    seriesId(brand, name) {
      const brandId = this.brandId(brand);
      const found = out.series.find((s) => s.brandId === brandId && s.name === name);
      if (found) return found.id;
      const row = { id: out.series.length + 1, brandId, code: slugify(`${brand} ${name}`).toUpperCase(), name };
      out.series.push(row);
      return row.id;
    },
    bikeCategoryOf: (mcId) => merchandiseCategoryRows.find((m) => m.id === mcId)?.bikeCategoryId ?? null,
    nextModelId: () => ++modelId,
    nextProduct: (prefix) => {
      productId += 1;
      return { id: productId, articleCode: `${prefix}${String(productId).padStart(8, '0')}` };
    },
    uniqueSlug(base) {
      let slug = base;
      for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
      slugs.add(slug);
      return slug;
    },
  };
}

function take(gen: Generator<GeneratedModel>, target: number, sink: (g: GeneratedModel) => void): void {
  let count = 0;
  while (count < target) {
    const next = gen.next();
    if (next.done) return;
    sink(next.value);
    count += next.value.variants.length;
  }
}

export function generateCatalog(rng: Rng, productCount: number, baseDate: string): CatalogData {
  const baseYear = Number(baseDate.slice(0, 4));
  const out: CatalogData = { brands: [], series: [], models: [], products: [], promotions: promotionRows(baseDate), prices: [], stock: [], tiers: [], tags: [], search: [] };
  const f = factory(out);
  let tierId = 0;
  const brandName = (id: number): string => out.brands.find((b) => b.id === id)?.name ?? '';
  const sink = (g: GeneratedModel): void => {
    out.models.push(g.model);
    out.products.push(...g.variants);
    const mc = merchandiseCategoryRows.find((m) => m.id === g.model.mcId)?.name ?? '';
    const brand = brandName(g.model.brandId);
    for (const v of g.variants) out.search.push([v.id, `${v.name} ${v.articleCode} ${brand} ${g.searchExtra} ${mc}`]);
    commerceFor(rng, g, baseDate, baseYear, out, () => ++tierId);
  };
  take(bikeModels(rng, f, baseYear), Math.round(productCount * 0.45), sink);
  take(familyModels(rng, f, paaFamilies, 'PAA', baseYear), Math.round(productCount * 0.5), sink);
  take(familyModels(rng, f, groupsetFamilies, 'Groupset', baseYear), productCount - out.products.length, sink);
  rankBestSellers(rng, out.products);
  return out;
}

function rankBestSellers(rng: Rng, products: ProductRow[]): void {
  const ranked = rng.sample(products, Math.max(24, Math.round(products.length * 0.03)));
  ranked.forEach((p, i) => {
    p.bestSellerRank = i + 1;
  });
}

export { bikeCategoryRows, merchandiseCategoryRows };
