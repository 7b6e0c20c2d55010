// The sales overview's filter and result (docs/requirements.md#sales-overview): net sales and invoiced
// quantity of a year against the year before, by month, brand, merchandise category, model with
// series, and customer. Amounts are integer minor units of the company's currency.

/** overview = every product type; otherwise one catalogue product type. */
export const CATEGORIES = ['overview', 'Bike', 'PAA'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface SalesOverviewFilter {
  year: number;
  /** 1-12; empty = the whole year. */
  months: readonly number[];
  category: Category;
  brands: readonly string[];
  merchandiseCategories: readonly string[];
  models: readonly string[];
  series: readonly string[];
}

export interface Figures {
  netSales: number;
  netSalesLastYear: number;
  invoiceQuantity: number;
  invoiceQuantityLastYear: number;
}

export interface MonthFigures extends Figures {
  month: number;
}

export interface GroupFigures extends Figures {
  code: string;
  name: string;
}

export interface ModelFigures extends GroupFigures {
  brand: string;
  series: string | null;
}

export interface SalesOverviewResult {
  months: MonthFigures[];
  brands: GroupFigures[];
  merchandiseCategories: GroupFigures[];
  models: ModelFigures[];
  customers: GroupFigures[];
  total: Figures;
}

export interface FilterOption {
  code: string;
  name: string;
}

export interface SalesOverviewOptions {
  brands: FilterOption[];
  merchandiseCategories: FilterOption[];
  models: FilterOption[];
  series: FilterOption[];
}

/** One grouped row of invoice lines: a customer's month of one model. */
export interface SalesCell {
  custCode: string;
  /** yyyy-mm */
  month: string;
  modelId: number;
  qty: number;
  net: number;
}

export interface ModelMeta {
  code: string;
  name: string;
  productType: string;
  brand: FilterOption;
  series: FilterOption | null;
  merchandiseCategory: FilterOption;
}
