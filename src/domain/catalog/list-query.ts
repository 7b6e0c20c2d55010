// The /catalog/list URL (docs/requirements.md#catalogue): comma-separated lists, `+` between bike categories,
// sort field and order, hasStock, price range, page. Parsed once here so the page, the API and
// the links a page prints agree on one shape.
import { z } from 'zod';

export const CATALOG_PAGE_SIZE = 12;
export const MAX_PAGE = 500;
export const BEST_SELLERS_LIMIT = 8;

export const LIST_FIELDS = ['promotions', 'brands', 'models', 'series', 'frameSizes', 'wheelSizes', 'merchandiseCategories', 'articleTags'] as const;
export type ListField = (typeof LIST_FIELDS)[number] | 'bikeCategories';

export const SORT_FIELDS = ['price', 'name', 'newest', 'modelYear', 'recommended'] as const;
export const CATEGORIES = ['Bike', 'PAA', 'Groupset'] as const;
export type Category = (typeof CATEGORIES)[number];
export type CatalogView = 'item' | 'group';

export interface ListQuery {
  search: string | null;
  category: Category | null;
  view: CatalogView | null;
  filters: Partial<Record<ListField, string[]>>;
  articleTagCategory: string | null;
  sortByField: (typeof SORT_FIELDS)[number];
  sortByOrder: 'asc' | 'desc';
  hasStock: boolean;
  priceFrom: number | null;
  priceTo: number | null;
  /** How many pages of 12 are shown: "more" raises it, so one link shows everything so far. */
  page: number;
}

const token = z.string().trim().min(1).max(80);
const list = (separator: string | RegExp) =>
  z
    .string()
    .max(2000)
    .transform((raw) => raw.split(separator).map((part) => part.trim()).filter((part) => part !== ''))
    .pipe(z.array(token).max(50));
const minor = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const listQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORIES).optional(),
  view: z.enum(['item', 'group']).optional(),
  promotions: list(',').optional(),
  brands: list(',').optional(),
  models: list(',').optional(),
  series: list(',').optional(),
  frameSizes: list(',').optional(),
  wheelSizes: list(',').optional(),
  merchandiseCategories: list(',').optional(),
  articleTags: list(',').optional(),
  // `+` joins bike categories in page URLs; the API also takes commas (a raw `+` is a space in a query).
  bikeCategories: list(/[+,]/).optional(),
  articleTagCategory: z.string().trim().max(80).optional(),
  sortByField: z.enum(SORT_FIELDS).optional(),
  sortByOrder: z.enum(['asc', 'desc']).optional(),
  hasStock: z.enum(['true', 'false', '1', '0']).optional(),
  priceFrom: minor.optional(),
  priceTo: minor.optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).optional(),
});
export type ListQueryInput = z.input<typeof listQuerySchema>;

/** The raw `bikeCategories` value: its `+` separators survive, unlike URLSearchParams decoding. */
function rawBikeCategories(search: string): string | undefined {
  const match = /(?:^|[?&])bikeCategories=([^&]*)/.exec(search);
  if (!match?.[1]) return undefined;
  try {
    return match[1].split('+').map((part) => decodeURIComponent(part)).join('+');
  } catch {
    return undefined;
  }
}

/** Reads a URL's search string; unknown or invalid values fall back to the defaults instead of failing the page. */
export function parseListQuery(search: string): ListQuery {
  const raw: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) raw[key] = value;
  const bikes = rawBikeCategories(search);
  if (bikes !== undefined) raw['bikeCategories'] = bikes;
  const shape = listQuerySchema.shape;
  const clean: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    if (raw[key] === undefined) continue;
    const parsed = shape[key].safeParse(raw[key]);
    if (parsed.success) clean[key] = parsed.data;
  }
  return fromParsed(clean as z.output<typeof listQuerySchema>);
}

export function fromParsed(p: z.output<typeof listQuerySchema>): ListQuery {
  const filters: Partial<Record<ListField, string[]>> = {};
  for (const field of [...LIST_FIELDS, 'bikeCategories'] as const) {
    const values = p[field];
    if (values && values.length > 0) filters[field] = values;
  }
  return {
    search: p.search ? p.search : null,
    category: p.category ?? null,
    view: p.view ?? null,
    filters,
    articleTagCategory: p.articleTagCategory ? p.articleTagCategory : null,
    sortByField: p.sortByField ?? 'price',
    sortByOrder: p.sortByOrder ?? 'asc',
    hasStock: p.hasStock === 'true' || p.hasStock === '1',
    priceFrom: p.priceFrom ?? null,
    priceTo: p.priceTo ?? null,
    page: p.page ?? 1,
  };
}

/** The canonical query string of a list, defaults left out so links stay short and cacheable. */
export function listQueryString(q: ListQuery, change: Partial<ListQuery> = {}): string {
  const next = { ...q, ...change };
  const out = new URLSearchParams();
  if (next.search) out.set('search', next.search);
  if (next.category) out.set('category', next.category);
  if (next.view) out.set('view', next.view);
  for (const field of LIST_FIELDS) {
    const values = next.filters[field];
    if (values?.length) out.set(field, values.join(','));
  }
  const bikes = next.filters.bikeCategories?.map((c) => encodeURIComponent(c)).join('+');
  if (next.articleTagCategory) out.set('articleTagCategory', next.articleTagCategory);
  if (next.sortByField !== 'price') out.set('sortByField', next.sortByField);
  if (next.sortByOrder !== 'asc') out.set('sortByOrder', next.sortByOrder);
  if (next.hasStock) out.set('hasStock', 'true');
  if (next.priceFrom !== null) out.set('priceFrom', String(next.priceFrom));
  if (next.priceTo !== null) out.set('priceTo', String(next.priceTo));
  if (next.page > 1) out.set('page', String(next.page));
  const parts = [out.toString().replace(/%2C/g, ','), bikes ? `bikeCategories=${bikes}` : ''].filter((p) => p !== '');
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** Item view lists every article; group view lists models. The host default applies when unset. */
export function effectiveView(q: ListQuery, hostDefault: CatalogView): CatalogView {
  return q.view ?? hostDefault;
}

/** Which empty-state panel a result with no rows shows (docs/requirements.md#catalogue: noData, searchNoResult, custom). */
export function emptyStateOf(q: ListQuery): 'searchNoResult' | 'custom' | 'noData' {
  if (q.search) return 'searchNoResult';
  const filtered = Object.keys(q.filters).length > 0 || q.hasStock || q.priceFrom !== null || q.priceTo !== null || q.articleTagCategory !== null;
  return filtered ? 'custom' : 'noData';
}
