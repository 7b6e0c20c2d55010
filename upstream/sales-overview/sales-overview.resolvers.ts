// salesOverviewV5, salesOverviewV3 and the filter options: invoice lines grouped in SQL, added up by
// the domain rules the portal's tests pin. V5 and the options asked in one request share one read.
import { aggregateSales, CATEGORIES, filterOptions, type Category, type SalesCell, type SalesOverviewFilter } from '../../src/domain/sales-overview';
import type { UpstreamContext } from '../db/client';
import { sorgInfo } from '../catalog/sorgs.repo';
import { inputError, type RootResolvers } from '../resolvers';
import { customersOf, modelMetas, salesCells, salesYears, type CustomerRef } from './sales-overview.repo';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MAX_CUSTOMERS = 50;

interface FilterArgs {
  sorg: string;
  year: number;
  custCodes: string[];
  months?: number[] | null;
  category?: string | null;
  brands?: string[] | null;
  merchandiseCategories?: string[] | null;
  models?: string[] | null;
  series?: string[] | null;
}

interface Read { customers: CustomerRef[]; cells: SalesCell[]; filter: SalesOverviewFilter; currency: string }

// One read per request and filter: a request for V5 and the options scans the lines once.
const reads = new WeakMap<UpstreamContext, Map<string, Promise<Read>>>();

function narrow(args: FilterArgs): SalesOverviewFilter {
  if (!Number.isInteger(args.year) || args.year < 1900 || args.year > 2999) throw inputError('year must be a calendar year', 'year');
  const months = args.months ?? [];
  if (months.some((m) => !Number.isInteger(m) || m < 1 || m > 12)) throw inputError('months must be 1 to 12', 'months');
  const category = CATEGORIES.find((c) => c.toLowerCase() === (args.category ?? 'overview').toLowerCase());
  if (!category) throw inputError(`category must be one of ${CATEGORIES.join(', ')}`, 'category');
  if (args.custCodes.length === 0 || args.custCodes.length > MAX_CUSTOMERS) throw inputError(`custCodes takes 1 to ${MAX_CUSTOMERS} customers`, 'custCodes');
  return {
    year: args.year, months: [...new Set(months)], category: category satisfies Category,
    brands: args.brands ?? [], merchandiseCategories: args.merchandiseCategories ?? [], models: args.models ?? [], series: args.series ?? [],
  };
}

function read(ctx: UpstreamContext, args: FilterArgs): Promise<Read> {
  const key = JSON.stringify([args.sorg, args.year, args.custCodes, args.months ?? []]);
  const perRequest = reads.get(ctx) ?? new Map<string, Promise<Read>>();
  reads.set(ctx, perRequest);
  const filter = narrow(args);
  const found = perRequest.get(key);
  const load = found ?? (async () => {
    const sorg = await sorgInfo(ctx, args.sorg);
    const customers = await customersOf(ctx, args.custCodes);
    const cells = await salesCells(ctx, [...new Set(customers.map((c) => c.r3))], sorg.code, filter.year, filter.months);
    return { customers, cells, filter, currency: sorg.currency };
  })();
  perRequest.set(key, load);
  return load.then((r) => ({ ...r, filter }));
}

async function overview(ctx: UpstreamContext, args: FilterArgs) {
  const { customers, cells, filter, currency } = await read(ctx, args);
  const result = aggregateSales(cells, await modelMetas(ctx), filter, new Map(customers.map((c) => [c.r3, c.name])));
  return { sorg: args.sorg, year: filter.year, currency, ...result, months: result.months.map((m) => ({ ...m, name: MONTH_NAMES[m.month - 1] })) };
}

export const salesOverviewQueries: RootResolvers = {
  salesOverviewV5: (args: { filter: FilterArgs }, ctx) => overview(ctx, args.filter),
  salesOverviewV3: async (args: { sorg: string; year: number; custCode: string; months?: number[] | null; brands?: string[] | null; merchandiseCategories?: string[] | null }, ctx) => {
    const { custCode, ...rest } = args;
    const result = await overview(ctx, { ...rest, custCodes: [custCode] });
    return { ...result, models: [], customers: [] };
  },
  salesOverviewFilterOptions: async (args: { filter: FilterArgs }, ctx) => {
    const { customers, cells, filter, currency } = await read(ctx, args.filter);
    const years = await salesYears(ctx, [...new Set(customers.map((c) => c.r3))], args.filter.sorg);
    return { currency, years, ...filterOptions(cells, await modelMetas(ctx), filter) };
  },
};
