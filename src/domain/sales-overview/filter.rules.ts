// The sales overview's filter as it travels in the URL (docs/requirements.md#sales-overview: sorg, year, custCodes,
// category, months, brands, merchandiseCategories, models, series): lists comma-separated, defaults
// left out, so a view can be bookmarked and shared. The page, the API and the links agree on it.
import { z } from 'zod';
import { CATEGORIES, type Category } from './sales-overview.types';

/** A sales user compares at most this many customers at once. */
export const MAX_COMPARED_CUSTOMERS = 10;
export const LIST_KEYS = ['brands', 'merchandiseCategories', 'models', 'series'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

const code = z.string().regex(/^[A-Za-z0-9._&-]{1,80}$/, 'sales_overview.invalid_code');
const parts = z
  .string()
  .max(4000)
  .transform((raw) => raw.split(',').map((part) => part.trim()).filter((part) => part !== ''));
const list = (item: z.ZodString, max: number) => parts.pipe(z.array(item).max(max));
const month = z.coerce.number<string>().int().min(1, 'sales_overview.invalid_month').max(12, 'sales_overview.invalid_month');

export const salesOverviewQuery = z.object({
  sorg: z.string().regex(/^[A-Z0-9]{2,8}$/, 'sales_overview.invalid_sorg').optional(),
  year: z.coerce.number().int().min(2000, 'sales_overview.invalid_year').max(2100, 'sales_overview.invalid_year').optional(),
  custCodes: list(z.string().regex(/^[A-Z0-9]{1,12}$/, 'sales_overview.invalid_customer'), MAX_COMPARED_CUSTOMERS).optional(),
  months: parts.pipe(z.array(month).max(12)).optional(),
  category: z.enum(CATEGORIES, { error: 'sales_overview.invalid_category' }).optional(),
  brands: list(code, 50).optional(),
  merchandiseCategories: list(code, 50).optional(),
  models: list(code, 50).optional(),
  series: list(code, 50).optional(),
});

export interface SalesOverviewState {
  sorg: string | null;
  year: number | null;
  custCodes: string[];
  months: number[];
  category: Category;
  brands: string[];
  merchandiseCategories: string[];
  models: string[];
  series: string[];
}

export const emptyState = (): SalesOverviewState => ({ sorg: null, year: null, custCodes: [], months: [], category: 'overview', brands: [], merchandiseCategories: [], models: [], series: [] });

export type ParsedState = { ok: true; state: SalesOverviewState } | { ok: false; state: SalesOverviewState; fields: string[] };

const uniqueSorted = <T extends string | number>(values: readonly T[]): T[] => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The URL's state; a malformed URL gives the defaults and the fields it got wrong. */
export function parseSalesOverviewQuery(params: URLSearchParams): ParsedState {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(salesOverviewQuery.shape)) {
    // Checkbox lists arrive as repeated keys, links as one comma-separated value: both read the same.
    const value = params.getAll(key).join(',');
    if (value !== '') raw[key] = value;
  }
  const parsed = salesOverviewQuery.safeParse(raw);
  if (!parsed.success) return { ok: false, state: emptyState(), fields: [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))] };
  const v = parsed.data;
  return {
    ok: true,
    state: {
      sorg: v.sorg ?? null, year: v.year ?? null, custCodes: [...new Set(v.custCodes ?? [])], months: uniqueSorted(v.months ?? []), category: v.category ?? 'overview',
      brands: uniqueSorted(v.brands ?? []), merchandiseCategories: uniqueSorted(v.merchandiseCategories ?? []), models: uniqueSorted(v.models ?? []), series: uniqueSorted(v.series ?? []),
    },
  };
}

/** The query string of a state: only what differs from the defaults, in a stable order. */
export function salesOverviewSearch(state: SalesOverviewState): string {
  const params = new URLSearchParams();
  if (state.sorg) params.set('sorg', state.sorg);
  if (state.year !== null) params.set('year', String(state.year));
  if (state.custCodes.length) params.set('custCodes', state.custCodes.join(','));
  if (state.months.length) params.set('months', state.months.join(','));
  if (state.category !== 'overview') params.set('category', state.category);
  for (const key of LIST_KEYS) if (state[key].length) params.set(key, state[key].join(','));
  const text = params.toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}
