// Confirming pending stock orders. With a customer selected, only that customer's pending orders
// may be named: the upstream trusts the portal, so the portal checks ownership first.
import type { UpstreamClient } from '../upstream';
import { StockOrderConfirmationsDocument } from '../upstream/generated';
import { readOrderList } from './orders.reads';

export interface ConfirmationOutcome {
  confirmed: boolean;
  message: string | null;
}

export async function confirmStockOrders(
  upstream: UpstreamClient,
  custCode: string | null,
  orders: readonly string[],
  reqDeliveryDate: string | undefined,
): Promise<ConfirmationOutcome | 'not-found'> {
  if (custCode !== null) {
    const pending = await readOrderList(upstream, { custCode, status: ['pending'], page: 1, limit: 100 });
    const own = new Set(pending.data.map((o) => o.orderNumber));
    if (!orders.every((number) => own.has(number))) return 'not-found';
  }
  const { stockOrderConfirmations } = await upstream.request(StockOrderConfirmationsDocument, { orders: [...orders], reqDeliveryDate: reqDeliveryDate ?? null });
  return { confirmed: stockOrderConfirmations.message.status, message: stockOrderConfirmations.message.description };
}
