// The /order page's data: which tab, which company, search, paging and date range come from the
// query string, so every state is a link and the page needs no JavaScript.
import type { PageSize } from '../../domain/orders';
import { dateRangeMax30Days } from '../../domain/validation';
import type { CustCode } from '../auth/claims';
import type { Services } from '../services';
import { openOrdersView, searchMissed, type OpenOrdersView } from './open-orders.view';
import { openOrdersQuery } from './orders.schema';
import { readOpenOrdersCached, readShippedOrders, type Delivery } from './orders.reads';

export const ORDER_TABS = ['open', 'deliveries', 'shipped', 'backorders'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export interface OrderPageState {
  tab: OrderTab;
  company: string | undefined;
  search: string;
  page: number;
  size: PageSize;
  from: string;
  to: string;
}

export interface OrderPageData {
  state: OrderPageState;
  view: OpenOrdersView;
  shipped: Delivery[];
  /** Locale keys of range problems, by field. */
  rangeErrors: Partial<Record<'from' | 'to', string>>;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function orderPageState(params: URLSearchParams, now: Date): OrderPageState {
  const tab = ORDER_TABS.find((name) => name === params.get('tab')) ?? 'open';
  const parsed = openOrdersQuery.safeParse(Object.fromEntries(['company', 'search', 'page', 'size'].flatMap((k) => (params.get(k) ? [[k, params.get(k)]] : []))));
  const list = parsed.success ? parsed.data : { company: undefined, search: undefined, page: 1, size: 10 as const };
  return {
    tab,
    company: list.company,
    search: list.search ?? '',
    page: list.page,
    size: list.size,
    from: params.get('from') ?? isoDay(now.getTime() - 30 * DAY_MS),
    to: params.get('to') ?? isoDay(now.getTime()),
  };
}

export async function loadOrderPage(deps: Pick<Services, 'upstream' | 'cache'>, customer: CustCode, state: OrderPageState): Promise<OrderPageData> {
  const range = dateRangeMax30Days.safeParse({ from: state.from, to: state.to });
  const rangeErrors: OrderPageData['rangeErrors'] = {};
  if (!range.success) for (const issue of range.error.issues) rangeErrors[issue.path[0] === 'from' ? 'from' : 'to'] = issue.message;
  const wantsShipped = state.tab === 'shipped' && range.success;
  const [cached, shipped] = await Promise.all([
    readOpenOrdersCached(deps, customer),
    wantsShipped ? readShippedOrders(deps.upstream, customer, { from: state.from, to: state.to, sorgs: state.company ? [state.company] : undefined }) : Promise.resolve([]),
  ]);
  const companies = searchMissed(cached, state.search) ? await readOpenOrdersCached(deps, customer, true) : cached;
  const view = openOrdersView(companies, { company: state.company, search: state.search, page: state.page, size: state.size });
  return { state, view, shipped, rangeErrors };
}

/** The page's own URL with some state changed, for tabs, paging and company links. */
export function orderHref(base: string, state: OrderPageState, change: Partial<OrderPageState>): string {
  const next = { ...state, ...change };
  const query = new URLSearchParams({ tab: next.tab });
  if (next.company) query.set('company', next.company);
  if (next.search) query.set('search', next.search);
  if (next.page > 1) query.set('page', String(next.page));
  if (next.size !== 10) query.set('size', String(next.size));
  if (next.tab === 'shipped') {
    query.set('from', next.from);
    query.set('to', next.to);
  }
  return `${base}?${query.toString()}`;
}
