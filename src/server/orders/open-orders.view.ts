// The /order screen's model: one company's open orders searched and paged, and its open deliveries.
import { backorderLines, matchesSearch, paginate, type BackorderLine, type Page, type PageSize } from '../../domain/orders';
import type { Delivery, OpenOrder, OpenOrderCompany } from './orders.reads';

export interface OpenOrdersQuery {
  company?: string | undefined;
  search?: string | undefined;
  page: number;
  size: PageSize;
}

export interface OpenOrdersView {
  companies: { code: string; name: string; currency: string; orderCount: number }[];
  company: OpenOrderCompany['company'] | null;
  orders: Page<OpenOrder>;
  deliveries: Delivery[];
  backorders: BackorderLine[];
}

/** A search that finds nothing in a cached list may be an order placed seconds ago: read again. */
export function searchMissed(companies: readonly OpenOrderCompany[], search: string | undefined): boolean {
  return Boolean(search?.trim()) && !companies.some((c) => c.orders.some((o) => matchesSearch(o, search ?? '')));
}

/** The list's one order, said in its caption: newest order first, whatever order the upstream sends. */
const newestFirst = (a: OpenOrder, b: OpenOrder): number => String(b.createdAt).localeCompare(String(a.createdAt)) || b.orderNumber.localeCompare(a.orderNumber);

/** Unknown or missing company: the first one, so a shared link never shows an empty screen. */
export function openOrdersView(companies: readonly OpenOrderCompany[], q: OpenOrdersQuery): OpenOrdersView {
  const current = companies.find((c) => c.company.code === q.company) ?? companies[0];
  const orders = current ? current.orders.filter((o) => matchesSearch(o, q.search ?? '')).toSorted(newestFirst) : [];
  const numbers = new Set(orders.map((o) => o.orderNumber));
  return {
    companies: companies.map((c) => ({ ...c.company, orderCount: c.orders.length })),
    company: current?.company ?? null,
    orders: paginate(orders, q.page, q.size),
    deliveries: current ? current.deliveries.filter((d) => !q.search || d.detail.some((line) => numbers.has(line.orderNo))) : [],
    backorders: current ? backorderLines(current.orders) : [],
  };
}
