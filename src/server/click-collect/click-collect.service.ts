// Click-and-collect reads and changes, always for the acting customer (the upstream finds only its
// own orders). The submit is checked here first so the dealer gets the spec's words at once.
import { checkShipments, canChooseShipments, canMoveCc, type CcStatus } from '../../domain/click-collect/click-collect.rules';
import type { CcShipmentsInput } from '../../domain/click-collect/click-collect.schema';
import type { UpstreamClient } from '../upstream';
import {
  ClickCollectOrderDocument,
  ClickCollectOrdersDocument,
  ClickCollectUpdateShipmentsDocument,
  ClickCollectUpdateStatusDocument,
  type ClickCollectOrderFieldsFragment,
} from '../upstream/generated';

export type CcOrder = ClickCollectOrderFieldsFragment;
export type CcChange = { ok: true } | { ok: false; notFound: boolean; message: string };

export async function readCcOrders(upstream: UpstreamClient, custCode: string, statuses: readonly CcStatus[]): Promise<CcOrder[]> {
  return (await upstream.request(ClickCollectOrdersDocument, { custCode, status: statuses.length > 0 ? [...statuses] : null })).clickCollectOrders;
}

export async function readCcOrder(upstream: UpstreamClient, custCode: string, orderId: string): Promise<CcOrder | null> {
  return (await upstream.request(ClickCollectOrderDocument, { custCode, orderId })).clickCollectOrder ?? null;
}

export async function moveCc(upstream: UpstreamClient, custCode: string, orderId: string, status: CcStatus): Promise<CcChange> {
  const order = await readCcOrder(upstream, custCode, orderId);
  if (!order) return { ok: false, notFound: true, message: 'Order not found' };
  if (!canMoveCc(order.status, status)) return { ok: false, notFound: false, message: 'Status change not allowed' };
  const { clickCollectUpdateStatus: out } = await upstream.request(ClickCollectUpdateStatusDocument, { custCode, orderId, status });
  return out.message.status ? { ok: true } : { ok: false, notFound: false, message: out.message.description ?? 'Status change not allowed' };
}

export async function submitCcShipments(upstream: UpstreamClient, custCode: string, orderId: string, input: CcShipmentsInput): Promise<CcChange> {
  const order = await readCcOrder(upstream, custCode, orderId);
  if (!order) return { ok: false, notFound: true, message: 'Order not found' };
  if (!canChooseShipments(order.status)) return { ok: false, notFound: false, message: 'The shipments of this order were already submitted' };
  const check = checkShipments(order.details.map((d) => d.id), new Map(input.shipment.map((s) => [s.detailId, s.shipment])));
  if (!check.ok) return { ok: false, notFound: false, message: check.message };
  const shipment = [...check.choices].map(([detailId, choice]) => ({ detailId, shipment: choice }));
  const { clickCollectUpdateShipments: out } = await upstream.request(ClickCollectUpdateShipmentsDocument, { custCode, orderId, shipment });
  return out.message.status ? { ok: true } : { ok: false, notFound: false, message: out.message.description ?? 'Not submitted' };
}
