// Upstream reads for the order screens, always for one customer the caller already proved it may act for.
import type { CustCode } from '../auth/claims';
import type { Cache } from '../runtime/types';
import type { UpstreamClient } from '../upstream';
import {
  OpenDeliveryV4Document,
  OpenOrderV4Document,
  OrdersDocument,
  ShippedOrdersDocument,
  type DeliveryFieldsFragment,
  type OpenOrderV4Query,
  type OrdersQuery,
} from '../upstream/generated';

export type OpenOrderCompany = OpenOrderV4Query['openOrderV4'][number];
export type OpenOrder = OpenOrderCompany['orders'][number];
export type Delivery = DeliveryFieldsFragment;
export type OrderRow = OrdersQuery['orders']['data'][number];
export type OrderPage = OrdersQuery['orders'];

export interface RangeQuery {
  from: string;
  to: string;
  sorgs?: string[] | undefined;
}

const sorgsOf = (sorgs: string[] | undefined) => (sorgs && sorgs.length > 0 ? sorgs : null);

export async function readOpenOrders(upstream: UpstreamClient, customer: CustCode, signal?: AbortSignal): Promise<OpenOrderCompany[]> {
  const { openOrderV4 } = await upstream.request(OpenOrderV4Document, { custCode: customer.r3 }, signal ? { signal } : undefined);
  return openOrderV4;
}

/**
 * Open orders change when an order is placed or fulfilment moves; a dealer paging and searching a
 * long list should not pay for the whole list (5,000 lines) on every click. A cheap look at the
 * customer's newest order tells whether an order was placed since the list was read, so a new order
 * shows at once; fulfilment progress shows within the TTL.
 */
export const OPEN_ORDERS_TTL_SECONDS = 20;
const openOrdersKey = (customer: CustCode) => `orders:open:${customer.r3}`;

interface CachedOpenOrders {
  companies: OpenOrderCompany[];
  /** Newest order number and order count when the list was read. */
  stamp: string;
}

async function orderStamp(upstream: UpstreamClient, customer: CustCode): Promise<string> {
  const page = await readOrderList(upstream, { custCode: customer.r3, page: 1, limit: 1 });
  return `${page.info.count}:${page.data[0]?.orderNumber ?? ''}`;
}

export async function readOpenOrdersCached(deps: { upstream: UpstreamClient; cache: Cache }, customer: CustCode, fresh = false): Promise<OpenOrderCompany[]> {
  const [hit, stamp] = await Promise.all([
    fresh ? undefined : deps.cache.get<CachedOpenOrders>(openOrdersKey(customer)),
    orderStamp(deps.upstream, customer),
  ]);
  if (hit && hit.stamp === stamp) return hit.companies;
  const companies = await readOpenOrders(deps.upstream, customer);
  await deps.cache.set<CachedOpenOrders>(openOrdersKey(customer), { companies, stamp }, OPEN_ORDERS_TTL_SECONDS);
  return companies;
}

export function forgetOpenOrders(cache: Cache, customer: CustCode): Promise<void> {
  return cache.delete(openOrdersKey(customer));
}

export async function readShippedOrders(upstream: UpstreamClient, customer: CustCode, q: RangeQuery): Promise<Delivery[]> {
  const { shippedOrders } = await upstream.request(ShippedOrdersDocument, { custCode: customer.r3, from: q.from, to: q.to, sorgs: sorgsOf(q.sorgs) });
  return shippedOrders;
}

export async function readOpenDeliveries(upstream: UpstreamClient, customer: CustCode, q: RangeQuery): Promise<Delivery[]> {
  const { openDeliveryV4 } = await upstream.request(OpenDeliveryV4Document, { custCode: customer.r3, from: q.from, to: q.to, sorgs: sorgsOf(q.sorgs) });
  return openDeliveryV4;
}

export interface OrderListQuery {
  /** null only for head-office users without a selected customer: every customer's orders. */
  custCode: string | null;
  status?: string[] | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
  withPayment?: boolean;
}

export async function readOrderList(upstream: UpstreamClient, q: OrderListQuery): Promise<OrderPage> {
  const filter = {
    custCode: q.custCode,
    status: q.status && q.status.length > 0 ? q.status : null,
    search: q.search ?? null,
    page: q.page,
    limit: q.limit,
  };
  const { orders } = await upstream.request(OrdersDocument, { filter, withPayment: q.withPayment ?? false });
  return orders;
}

export interface OrderDetail {
  order: OpenOrder | null;
  status: OrderRow | null;
  deliveries: Delivery[];
}

/**
 * One order of the acting customer: open lines, status and deliveries. Everything is read with the
 * customer's own code, so another dealer's order number finds nothing (404), whatever is sent.
 */
export async function readOrderDetail(upstream: UpstreamClient, customer: CustCode, orderNumber: string): Promise<OrderDetail | null> {
  const [companies, list] = await Promise.all([
    readOpenOrders(upstream, customer),
    readOrderList(upstream, { custCode: customer.r3, search: orderNumber, page: 1, limit: 20, withPayment: true }),
  ]);
  const order = companies.flatMap((c) => c.orders).find((o) => o.orderNumber === orderNumber || o.soNumber === orderNumber) ?? null;
  const status = list.data.find((o) => o.orderNumber === orderNumber || o.soNumber === orderNumber) ?? null;
  if (!order && !status) return null;
  const number = order?.orderNumber ?? status?.orderNumber;
  const deliveries = companies.flatMap((c) => c.deliveries).filter((d) => d.detail.some((line) => line.orderNo === number));
  return { order, status, deliveries };
}
