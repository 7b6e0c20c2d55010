// Row shapes the catalogue generator produces, one per table.
import type {
  articleTags, brands, discountTiers, models, prices, products, promotions, series, stock,
} from '../db/schema/catalog';

export type BrandRow = typeof brands.$inferInsert & { id: number };
export type SeriesRow = typeof series.$inferInsert & { id: number };
export type ModelRow = typeof models.$inferInsert & { id: number };
export type ProductRow = typeof products.$inferInsert & { id: number };
export type TagRow = typeof articleTags.$inferInsert;
export type PriceRow = typeof prices.$inferInsert;
export type PromotionRow = typeof promotions.$inferInsert;
export type TierRow = typeof discountTiers.$inferInsert;
export type StockRow = typeof stock.$inferInsert;

/** A model as generated: its rows plus what pricing needs. */
export interface GeneratedModel {
  model: ModelRow;
  variants: ProductRow[];
  /** Retail price in USD (major units) shared by the variants. */
  usd: number;
  searchExtra: string;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
