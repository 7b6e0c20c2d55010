// Places one third-party order per vendor checkout, once: the same portal idempotency record as the
// distributor's checkout (src/server/cart/idempotency.repo.ts) answers a retry or a double click
// with the first answer, and the key goes to the upstream, which also refuses to repeat it.
import type { TpCheckoutInput } from '../../domain/third-party/third-party.schema';
import type { PortalDb } from '../../../db/client';
import { claimKey, completeKey, releaseKey } from '../cart/idempotency.repo';
import type { UpstreamClient } from '../upstream';
import { CheckoutThirdPartyV2Document } from '../upstream/generated';
import { readTpCartLines } from './third-party.reads';

export interface TpPlaced {
  orderNo: string;
  vendor: string;
  currency: string;
  totalOrder: number;
}

export interface TpLineError {
  articleCode: string;
  code: string;
  message: string;
  available: number | null;
}

export type TpCheckoutOutcome =
  | { kind: 'placed'; orders: TpPlaced[]; replayed: boolean }
  | { kind: 'refused'; message: string; field: string | null; lineErrors: TpLineError[] }
  | { kind: 'conflict' };

export interface TpActor {
  userId: string;
  custCode: string;
}

const scopeOf = (actor: TpActor) => `tp-checkout:${actor.userId}:${actor.custCode}`;

export async function placeTpOrder(deps: { db: PortalDb; upstream: UpstreamClient }, actor: TpActor, key: string, input: TpCheckoutInput): Promise<TpCheckoutOutcome> {
  const scope = scopeOf(actor);
  const hash = JSON.stringify([actor.custCode, input.vendorId, input.shipto, input.reqDeliveryDate ?? '', input.notes ?? '']);
  const claim = await claimKey(deps.db, scope, key, hash);
  if (claim.kind === 'conflict') return { kind: 'conflict' };
  if (claim.kind === 'replay') return { kind: 'placed', orders: JSON.parse(claim.body) as TpPlaced[], replayed: true };
  const release = async () => {
    if (claim.kind === 'claimed') await releaseKey(deps.db, scope, key);
  };
  try {
    const lines = (await readTpCartLines(deps.upstream, actor.custCode)).filter((l) => l.vendorId === input.vendorId);
    // A second request still in flight finds the cart emptied; the upstream answers its key with the order.
    if (lines.length === 0 && claim.kind === 'claimed') {
      await release();
      return { kind: 'refused', message: 'The cart is empty', field: 'products', lineErrors: [] };
    }
    const { checkoutThirdPartyV2: out } = await deps.upstream.request(CheckoutThirdPartyV2Document, {
      custCode: actor.custCode,
      shipment: { vendorId: input.vendorId, shipto: input.shipto, reqDeliveryDate: input.reqDeliveryDate ?? null, notes: input.notes ?? null },
      products: lines.map((l) => ({ articleCode: l.articleCode, qty: l.qty })),
      idempotencyKey: key,
    });
    if (out.orders.length === 0) {
      await release();
      const lineErrors = out.productErrors.map((e) => ({ articleCode: e.article_code, code: e.code, message: e.message, available: e.available ?? null }));
      return { kind: 'refused', message: out.userErrors[0]?.message ?? out.message.description ?? 'Not placed', field: out.userErrors[0]?.field ?? null, lineErrors };
    }
    const orders = out.orders.map((o) => ({ orderNo: o.orderNo, vendor: o.vendor.name, currency: o.currency, totalOrder: o.totalOrder }));
    if (claim.kind === 'claimed') await completeKey(deps.db, scope, key, 201, JSON.stringify(orders));
    return { kind: 'placed', orders, replayed: claim.kind !== 'claimed' };
  } catch (error) {
    await release();
    throw error;
  }
}
