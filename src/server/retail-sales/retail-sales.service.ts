// Registered frames of the acting customer: list, register (checked against what was shipped to
// it), delete, reupload of a failed retail-sales entry, and the frame behind a warranty certificate.
import { FRAME_STATE_ERRORS, soldDateProblem, type FrameState, type RegisterFrameInput } from '../../domain/frames';
import type { CustCode } from '../auth/claims';
import { isMessageKey, type MessageKey } from '../i18n';
import type { UpstreamClient } from '../upstream';
import {
  DeleteFrameDocument, FramesV4Document, RegisteredFramesDocument, RegisterFrameV4Document, UpdateAccountBikesDataDocument,
  type RegisteredFrameFieldsFragment,
} from '../upstream/generated';
import { framesError } from './retail-sales.errors';
import type { FramesQuery } from './retail-sales.schema';

export type RegisteredFrame = RegisteredFrameFieldsFragment;

export interface FramePage {
  rows: RegisteredFrame[];
  page: number;
  limit: number;
  total: number;
  pageCount: number;
}

export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

export async function listFrames(upstream: UpstreamClient, customer: CustCode, q: FramesQuery): Promise<FramePage> {
  const { registeredFrames } = await upstream.request(RegisteredFramesDocument, {
    custCode: customer.r3, page: q.page, limit: q.limit, search: q.search || null, type: q.type ?? null, status: q.status ?? null,
  });
  return { rows: registeredFrames.data, page: q.page, limit: q.limit, total: registeredFrames.info.count, pageCount: registeredFrames.info.pageTotal };
}

const stateKey = (state: string): MessageKey => {
  const key = FRAME_STATE_ERRORS[state as Exclude<FrameState, 'ok'>] ?? 'retail_sales.error.frame_not_polygon';
  return isMessageKey(key) ? key : 'retail_sales.error.frame_not_polygon';
};

export async function registerFrame(upstream: UpstreamClient, customer: CustCode, input: RegisterFrameInput, now = new Date()): Promise<RegisteredFrame> {
  const dateProblem = soldDateProblem(input.soldDate, todayIso(now));
  if (dateProblem && isMessageKey(dateProblem)) throw framesError('FRAME_INVALID', dateProblem, {}, [{ path: 'soldDate', message: dateProblem }]);
  const { framesV4 } = await upstream.request(FramesV4Document, { custCode: customer.r3, frameNumbers: [input.frameNumber] });
  const check = framesV4[0];
  if (!check || check.state !== 'ok') {
    const key = stateKey(check?.state ?? 'unknown');
    throw framesError('FRAME_INVALID', key, {}, [{ path: 'frameNumber', message: key }]);
  }
  if (check.shippedAt && input.soldDate < check.shippedAt) {
    throw framesError('FRAME_INVALID', 'retail_sales.error.sold_before_shipped', { date: check.shippedAt }, [{ path: 'soldDate', message: 'retail_sales.error.sold_before_shipped' }]);
  }
  const { registerFrameV4 } = await upstream.request(RegisterFrameV4Document, {
    custCode: customer.r3,
    input: {
      frameNumber: input.frameNumber, soldDate: input.soldDate, useAccountData: input.useAccountData, type: input.type,
      customer: input.useAccountData || !input.customer ? null : { name: input.customer.name, phone: input.customer.phone ?? null, email: input.customer.email ?? null, city: input.customer.city ?? null, address: input.customer.address ?? null },
      dealer: input.dealer ?? null,
    },
  });
  // A second submit of the same frame (double click) finds it reported: the first one stands.
  if (!registerFrameV4.frame) throw framesError('FRAME_INVALID', /already reported/i.test(registerFrameV4.message.description ?? '') ? 'retail_sales.error.frame_already_reported' : 'retail_sales.error.frame_not_polygon');
  return registerFrameV4.frame;
}

export async function deleteFrame(upstream: UpstreamClient, customer: CustCode, frameNumber: string, type: string): Promise<void> {
  const { deleteFrame: outcome } = await upstream.request(DeleteFrameDocument, { custCode: customer.r3, frameNumber, type });
  if (!outcome.message.status) throw framesError('FRAME_NOT_FOUND');
}

export async function reuploadEntry(upstream: UpstreamClient, customer: CustCode, id: string): Promise<void> {
  const { updateAccountBikesData } = await upstream.request(UpdateAccountBikesDataDocument, { custCode: customer.r3, id });
  if (!updateAccountBikesData.message.status) throw framesError('REUPLOAD_FAILED');
}

/** The acting customer's registration of this frame, or a 404: never another dealer's frame. */
export async function frameForWarranty(upstream: UpstreamClient, customer: CustCode, frameNumber: string, type: string): Promise<RegisteredFrame> {
  const { registeredFrames } = await upstream.request(RegisteredFramesDocument, { custCode: customer.r3, page: 1, limit: 1, frameNumber, type });
  const frame = registeredFrames.data.find((f) => f.frameNumber === frameNumber);
  if (!frame) throw framesError('FRAME_NOT_FOUND');
  return frame;
}
