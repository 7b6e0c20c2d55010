// Turns catalogue list arguments into SQL: the shared WHERE for lists, groups, counts and filters.
import type { InValue } from '@libsql/client';
import { matchExpression } from './search';

/** The SDL's `ProductFilter` input, shared by products and productGroups. */
export interface ProductFilter {
  search?: string | null;
  category?: string | null;
  promotions?: string[] | null;
  brands?: string[] | null;
  models?: string[] | null;
  series?: string[] | null;
  frameSizes?: string[] | null;
  wheelSizes?: string[] | null;
  merchandiseCategories?: string[] | null;
  bikeCategories?: string[] | null;
  articleTags?: string[] | null;
  articleTagCategory?: string | null;
  priceFrom?: number | null;
  priceTo?: number | null;
  hasStock?: boolean | null;
}

/** A list query as the repositories read it: the filter with the suggestion term and the sort. */
export interface ProductListArgs extends ProductFilter {
  term?: string | null;
  sortByField?: string | null;
  sortByOrder?: string | null;
}

/** The arguments of the products and productGroups fields beside the customer scope and paging. */
export interface ListFieldArgs {
  filter?: ProductFilter | null;
  term?: string | null;
  sortByField?: string | null;
  sortByOrder?: string | null;
}

/** The one place the filter input becomes list arguments. */
export function listArgsOf({ filter, term, sortByField, sortByOrder }: ListFieldArgs): ProductListArgs {
  return { ...filter, term: term ?? null, sortByField: sortByField ?? null, sortByOrder: sortByOrder ?? null };
}

export interface SqlPart {
  sql: string;
  args: InValue[];
}

/** The list WHERE; `listing` is the same over `prices pr` alone when no condition needs `products`. */
export interface ListWhere extends SqlPart {
  listing: string | null;
}

const CATEGORIES: Record<string, string> = { bike: 'Bike', paa: 'PAA', groupset: 'Groupset' };

export function productType(category: string | null | undefined): string | null {
  return category ? (CATEGORIES[category.trim().toLowerCase()] ?? category) : null;
}

const marks = (values: readonly unknown[]): string => values.map(() => '?').join(', ');
const lower = (values: readonly string[]): string[] => values.map((v) => v.toLowerCase());

/** Words under 3 letters are too short for the trigram index: they match inside the name. */
export const NAME_CONTAINS = "lower(p.name) LIKE ? ESCAPE '\\'";
export const containsPattern = (word: string): string => `%${word.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** `FROM products p JOIN prices pr ...` plus WHERE for one sorg; `terms` are the search words. */
export function productWhere(sorg: string, a: ProductListArgs, terms: readonly string[]): ListWhere {
  const where: string[] = [];
  const args: InValue[] = [sorg];
  let needsProducts = false;
  const add = (sql: string, ...values: InValue[]): void => {
    where.push(sql);
    args.push(...values);
  };
  /** A condition on an article column: the total then needs the products table too. */
  const addProduct = (sql: string, ...values: InValue[]): void => {
    needsProducts = true;
    add(sql, ...values);
  };
  const type = productType(a.category);
  if (type) add('pr.product_type = ?', type);
  if (a.brands?.length) addProduct(`p.brand_id IN (SELECT id FROM brands WHERE lower(code) IN (${marks(a.brands)}) OR lower(name) IN (${marks(a.brands)}))`, ...lower(a.brands), ...lower(a.brands));
  if (a.series?.length) addProduct(`p.series_id IN (SELECT id FROM series WHERE lower(code) IN (${marks(a.series)}) OR lower(name) IN (${marks(a.series)}))`, ...lower(a.series), ...lower(a.series));
  if (a.models?.length) addProduct(`p.model_id IN (SELECT id FROM models WHERE slug IN (${marks(a.models)}) OR code IN (${marks(a.models)}) OR name IN (${marks(a.models)}))`, ...a.models, ...a.models, ...a.models);
  if (a.frameSizes?.length) addProduct(`p.frame_size IN (${marks(a.frameSizes)})`, ...a.frameSizes);
  if (a.wheelSizes?.length) addProduct(`p.wheel_size IN (${marks(a.wheelSizes)})`, ...a.wheelSizes);
  if (a.merchandiseCategories?.length) addProduct(`p.mc_id IN (${marks(a.merchandiseCategories)})`, ...a.merchandiseCategories);
  if (a.bikeCategories?.length) addProduct(`p.bike_category_id IN (SELECT id FROM bike_categories WHERE lower(code) IN (${marks(a.bikeCategories)}) OR lower(wording) IN (${marks(a.bikeCategories)}) OR CAST(id AS TEXT) IN (${marks(a.bikeCategories)}))`, ...lower(a.bikeCategories), ...lower(a.bikeCategories), ...a.bikeCategories);
  if (a.articleTags?.length || a.articleTagCategory) {
    const tagSql = a.articleTags?.length ? ` AND t.tag IN (${marks(a.articleTags)})` : '';
    const catSql = a.articleTagCategory ? ' AND t.category = ?' : '';
    add(`EXISTS (SELECT 1 FROM article_tags t WHERE t.product_id = pr.product_id${tagSql}${catSql})`, ...(a.articleTags ?? []), ...(a.articleTagCategory ? [a.articleTagCategory] : []));
  }
  if (a.promotions?.length) add(`EXISTS (SELECT 1 FROM discount_tiers d WHERE d.product_id = pr.product_id AND d.sorg = ? AND d.sales_deal_no IN (${marks(a.promotions)}))`, sorg, ...a.promotions);
  if (a.priceFrom) add('+pr.dealer_price >= ?', a.priceFrom);
  if (a.priceTo) add('+pr.dealer_price <= ?', a.priceTo);
  if (a.hasStock) add('pr.in_stock = 1');
  const match = matchExpression(terms);
  if (match) add('pr.product_id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)', match);
  for (const short of terms.filter((t) => t.length < 3)) addProduct(NAME_CONTAINS, containsPattern(short));
  return {
    sql: `FROM products p JOIN prices pr ON pr.product_id = p.id AND pr.sorg = ?${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    args,
    listing: needsProducts ? null : `FROM prices pr WHERE pr.sorg = ?${where.map((w) => ` AND ${w}`).join('')}`,
  };
}

const ARTICLE_SORTS = new Set(['name', 'newest', 'released', 'modelyear', 'recommended', 'bestseller']);

/** True when productOrder (and groupOrder) read only the listing row: the price sorts. */
export function sortsByPrice(field: string | null | undefined): boolean {
  return !ARTICLE_SORTS.has((field ?? 'price').toLowerCase());
}

/** ORDER BY for a list; default price ascending (spec core §9), nulls (unpriced) last. */
export function productOrder(field: string | null | undefined, order: string | null | undefined): string {
  const dir = (order ?? '').toLowerCase() === 'desc' ? 'DESC' : 'ASC';
  switch ((field ?? 'price').toLowerCase()) {
    case 'name':
      return `p.name ${dir}, p.id`;
    case 'newest':
    case 'released':
      return `p.released_on ${order ? dir : 'DESC'}, p.id`;
    case 'modelyear':
      return `p.model_year ${dir}, p.id`;
    case 'recommended':
    case 'bestseller':
      return 'p.best_seller_rank IS NULL, p.best_seller_rank, p.name, p.id';
    default:
      return `pr.dealer_price IS NULL, pr.dealer_price ${dir}, pr.product_id`;
  }
}
