// Repeat order: the customer's recent orders with their lines, and putting one back in the cart
// (current prices, limits and availability apply; nothing of the old prices is reused).
import type { UpstreamClient } from '../upstream';
import { OpenOrderV4Document } from '../upstream/generated';
import { updateCart, type LineError } from './cart.service';

export interface PastOrder {
  orderNumber: string;
  sorg: string;
  poNumber: string | null;
  createdAt: string;
  total: number;
  currency: string;
  lines: { articleCode: string; qty: number }[];
}

export async function recentOrders(upstream: UpstreamClient, custCode: string): Promise<PastOrder[]> {
  const { openOrderV4 } = await upstream.request(OpenOrderV4Document, { custCode });
  return openOrderV4
    .flatMap((company) =>
      company.orders.map((o) => ({
        orderNumber: o.orderNumber,
        sorg: o.sorg,
        poNumber: o.poNumber ?? null,
        createdAt: String(o.createdAt),
        total: o.price,
        currency: o.currency,
        lines: o.lines.map((l) => ({ articleCode: l.articleCode, qty: l.qty })),
      })),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function repeatOrder(upstream: UpstreamClient, custCode: string, orderNumber: string): Promise<{ found: boolean; added: number; errors: LineError[] }> {
  const order = (await recentOrders(upstream, custCode)).find((o) => o.orderNumber === orderNumber);
  if (!order || order.lines.length === 0) return { found: false, added: 0, errors: [] };
  const lines = order.lines.map((l) => ({ articleCode: l.articleCode, sorg: order.sorg, qty: l.qty }));
  const { errors } = await updateCart(upstream, custCode, { mode: 'add', lines });
  return { found: true, added: lines.length - new Set(errors.map((e) => e.articleCode)).size, errors };
}
