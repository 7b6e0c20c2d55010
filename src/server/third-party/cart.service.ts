// The third-party cart: one per customer, split per vendor; separate from the distributor's cart.
import type { TpCartLineInput } from '../../domain/third-party/third-party.schema';
import { MAX_LINE_QTY } from '../../domain/validation/order-fields.rules';
import type { UpstreamClient } from '../upstream';
import { UpdateCartThirdPartyDocument } from '../upstream/generated';
import { readTpCartLines } from './third-party.reads';

export type CartChange = { ok: true } | { ok: false; field: string; message: string };

async function setQty(upstream: UpstreamClient, custCode: string, vendorId: string, articleCode: string, qty: number): Promise<CartChange> {
  const { updateCartThirdParty: out } = await upstream.request(UpdateCartThirdPartyDocument, { custCode, vendorId, articleCode, qty });
  const error = out.userErrors[0];
  return out.message.status ? { ok: true } : { ok: false, field: error?.field ?? 'articleCode', message: error?.message ?? out.message.description ?? 'Not changed' };
}

/** Adds `qty` to what the cart holds for the article (capped at the line maximum). */
export async function addTpCartLine(upstream: UpstreamClient, custCode: string, input: TpCartLineInput): Promise<CartChange> {
  const lines = await readTpCartLines(upstream, custCode);
  const held = lines.find((l) => l.vendorId === input.vendorId && l.articleCode === input.articleCode)?.qty ?? 0;
  return setQty(upstream, custCode, input.vendorId, input.articleCode, Math.min(MAX_LINE_QTY, held + input.qty));
}

export function setTpCartLine(upstream: UpstreamClient, custCode: string, input: TpCartLineInput): Promise<CartChange> {
  return setQty(upstream, custCode, input.vendorId, input.articleCode, input.qty);
}

export function removeTpCartLine(upstream: UpstreamClient, custCode: string, vendorId: string, articleCode: string): Promise<CartChange> {
  return setQty(upstream, custCode, vendorId, articleCode, 0);
}
