// The customer-vendor moves an order line through the fixed statuses (decision 0046); the upstream
// refuses a line of an order that was not placed with the acting customer.
import type { TpLineStatusInput } from '../../domain/third-party/third-party.schema';
import type { UpstreamClient } from '../upstream';
import { UpdateStatusOrderItemThirdPartyDocument } from '../upstream/generated';

export type LineStatusOutcome = { ok: true } | { ok: false; notFound: boolean; message: string };

export async function changeTpLineStatus(upstream: UpstreamClient, custCode: string, input: TpLineStatusInput): Promise<LineStatusOutcome> {
  const { updateStatusOrderItemThirdParty: out } = await upstream.request(UpdateStatusOrderItemThirdPartyDocument, { custCode, ...input });
  if (out.message.status) return { ok: true };
  const field = out.userErrors[0]?.field ?? null;
  return { ok: false, notFound: field === 'orderNo' || field === 'articleCode', message: out.message.description ?? 'Not changed' };
}
