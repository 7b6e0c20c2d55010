// Open order list rules shared by the /order page and the API: search, paging and the export name.

export const PAGE_SIZES = [10, 20] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface Page<T> {
  rows: T[];
  page: number;
  size: PageSize;
  total: number;
  pageCount: number;
}

export function pageSizeOf(value: unknown): PageSize {
  const n = Number(value);
  return PAGE_SIZES.find((size) => size === n) ?? PAGE_SIZES[0];
}

/** Clamps the page into range so a stale link after a search still shows rows. */
export function paginate<T>(rows: readonly T[], page: number, size: PageSize): Page<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * size;
  return { rows: rows.slice(start, start + size), page: current, size, total: rows.length, pageCount };
}

export interface Searchable {
  soNumber: string;
  orderNumber: string;
  poNumber?: string | null | undefined;
}

/**
 * Case-insensitive match on the numbers a dealer reads off paperwork: SO, order and PO number (the
 * search box's placeholder). Not the order type: its two-letter code ("OR") would match every order.
 */
export function matchesSearch(order: Searchable, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return [order.soNumber, order.orderNumber, order.poNumber ?? ''].some((field) => field.toLowerCase().includes(needle));
}

const two = (n: number) => String(n).padStart(2, '0');

/** "List Open Order DD-MM-YYYY.xlsx", dated by the UTC calendar day. */
export function exportFileName(now: Date): string {
  return `List Open Order ${two(now.getUTCDate())}-${two(now.getUTCMonth() + 1)}-${now.getUTCFullYear()}.xlsx`;
}
