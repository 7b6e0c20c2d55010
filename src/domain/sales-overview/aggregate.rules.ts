// Adds grouped invoice lines up into the overview. The year is the filter's year, "last year" the
// one before; a months filter narrows both the same way. Brand, series, merchandise category and
// type follow from the model. Totals are sums of the same integers the groups hold, so they add up.
import type {
  Figures, FilterOption, GroupFigures, ModelFigures, ModelMeta, MonthFigures, SalesCell, SalesOverviewFilter, SalesOverviewOptions, SalesOverviewResult,
} from './sales-overview.types';

export const zeroFigures = (): Figures => ({ netSales: 0, netSalesLastYear: 0, invoiceQuantity: 0, invoiceQuantityLastYear: 0 });

type Dimension = 'brands' | 'merchandiseCategories' | 'models' | 'series';

/** Which year a cell belongs to (0 this, 1 last) or null when the filter's months or years leave it out. */
export function yearSlot(month: string, filter: Pick<SalesOverviewFilter, 'year' | 'months'>): 0 | 1 | null {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  if (filter.months.length > 0 && !filter.months.includes(m)) return null;
  return year === filter.year ? 0 : year === filter.year - 1 ? 1 : null;
}

function keep(meta: ModelMeta, filter: SalesOverviewFilter, except?: Dimension): boolean {
  if (filter.category !== 'overview' && meta.productType !== filter.category) return false;
  const wanted = (d: Dimension, value: string | undefined) => d === except || filter[d].length === 0 || (value !== undefined && filter[d].includes(value));
  return wanted('brands', meta.brand.code) && wanted('merchandiseCategories', meta.merchandiseCategory.code)
    && wanted('models', meta.code) && wanted('series', meta.series?.code);
}

function add(to: Figures, slot: 0 | 1, cell: SalesCell): void {
  if (slot === 0) {
    to.netSales += cell.net;
    to.invoiceQuantity += cell.qty;
  } else {
    to.netSalesLastYear += cell.net;
    to.invoiceQuantityLastYear += cell.qty;
  }
}

function bucket<T extends Figures>(map: Map<string, T>, key: string, make: () => T): T {
  let found = map.get(key);
  if (!found) {
    found = make();
    map.set(key, found);
  }
  return found;
}

/** Largest this year first, then last year, then by name: a stable order for tables and charts. */
export function byNetSales<T extends GroupFigures>(a: T, b: T): number {
  return b.netSales - a.netSales || b.netSalesLastYear - a.netSalesLastYear || a.name.localeCompare(b.name) || a.code.localeCompare(b.code);
}

export function aggregateSales(cells: readonly SalesCell[], models: ReadonlyMap<number, ModelMeta>, filter: SalesOverviewFilter, customerNames: ReadonlyMap<string, string> = new Map()): SalesOverviewResult {
  const monthList = filter.months.length > 0 ? [...filter.months].sort((a, b) => a - b) : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const months = new Map<number, MonthFigures>(monthList.map((month) => [month, { month, ...zeroFigures() }]));
  const brands = new Map<string, GroupFigures>();
  const categories = new Map<string, GroupFigures>();
  const modelGroups = new Map<string, ModelFigures>();
  const customers = new Map<string, GroupFigures>();
  const total = zeroFigures();
  for (const cell of cells) {
    const slot = yearSlot(cell.month, filter);
    const meta = models.get(cell.modelId);
    if (slot === null || !meta || !keep(meta, filter)) continue;
    const month = months.get(Number(cell.month.slice(5, 7)));
    if (month) add(month, slot, cell);
    add(bucket(brands, meta.brand.code, () => ({ ...meta.brand, ...zeroFigures() })), slot, cell);
    add(bucket(categories, meta.merchandiseCategory.code, () => ({ ...meta.merchandiseCategory, ...zeroFigures() })), slot, cell);
    add(bucket(modelGroups, meta.code, () => ({ code: meta.code, name: meta.name, brand: meta.brand.name, series: meta.series?.name ?? null, ...zeroFigures() })), slot, cell);
    add(bucket(customers, cell.custCode, () => ({ code: cell.custCode, name: customerNames.get(cell.custCode) ?? cell.custCode, ...zeroFigures() })), slot, cell);
    add(total, slot, cell);
  }
  return {
    months: [...months.values()],
    brands: [...brands.values()].sort(byNetSales),
    merchandiseCategories: [...categories.values()].sort(byNetSales),
    models: [...modelGroups.values()].sort(byNetSales),
    customers: [...customers.values()].sort(byNetSales),
    total,
  };
}

/**
 * The choices of each filter narrow each other: a dimension offers what the other filters leave
 * (its own selection ignored), in either year. Selected values stay offered even when nothing is left.
 */
export function filterOptions(cells: readonly SalesCell[], models: ReadonlyMap<number, ModelMeta>, filter: SalesOverviewFilter): SalesOverviewOptions {
  const seen: Record<Dimension, Map<string, FilterOption>> = { brands: new Map(), merchandiseCategories: new Map(), models: new Map(), series: new Map() };
  const usedModels = new Set<number>();
  for (const cell of cells) if (yearSlot(cell.month, filter) !== null) usedModels.add(cell.modelId);
  for (const id of usedModels) {
    const meta = models.get(id);
    if (!meta) continue;
    if (keep(meta, filter, 'brands')) seen.brands.set(meta.brand.code, meta.brand);
    if (keep(meta, filter, 'merchandiseCategories')) seen.merchandiseCategories.set(meta.merchandiseCategory.code, meta.merchandiseCategory);
    if (keep(meta, filter, 'models')) seen.models.set(meta.code, { code: meta.code, name: meta.name });
    if (meta.series && keep(meta, filter, 'series')) seen.series.set(meta.series.code, meta.series);
  }
  const list = (d: Dimension): FilterOption[] => {
    for (const code of filter[d]) if (!seen[d].has(code)) seen[d].set(code, { code, name: code });
    return [...seen[d].values()].sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code));
  };
  return { brands: list('brands'), merchandiseCategories: list('merchandiseCategories'), models: list('models'), series: list('series') };
}

/** Change against last year as a fraction (0.125 = +12.5 %); null when last year had nothing to compare. */
export function changeRatio(figures: Pick<Figures, 'netSales' | 'netSalesLastYear'>): number | null {
  if (figures.netSalesLastYear === 0) return null;
  return (figures.netSales - figures.netSalesLastYear) / Math.abs(figures.netSalesLastYear);
}

export interface YearToDate {
  /** The last month compared (the running month), 1–12. */
  throughMonth: number;
  netSales: number;
  netSalesLastYear: number;
}

/**
 * In the running year, the months still to come have no sales yet: the fair comparison is this year
 * so far against the same months of last year. Null for past years, or when no shown month has begun.
 */
export function yearToDate(months: readonly MonthFigures[], year: number, today: Date): YearToDate | null {
  if (year !== today.getUTCFullYear()) return null;
  const throughMonth = today.getUTCMonth() + 1;
  const begun = months.filter((m) => m.month <= throughMonth);
  if (begun.length === 0 || begun.length === months.length) return null;
  return {
    throughMonth: Math.max(...begun.map((m) => m.month)),
    netSales: begun.reduce((sum, m) => sum + m.netSales, 0),
    netSalesLastYear: begun.reduce((sum, m) => sum + m.netSalesLastYear, 0),
  };
}
