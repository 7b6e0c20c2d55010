// Returns of delivered goods: which shipped deliveries a dealer may still return from,
// opening a return (window, quantities and photos checked here again), following it, and the back
// office's decision; an accepted return becomes a credit note in the ERP's ledger.
import { attachUploads, detachUploads } from '../uploads/pending-uploads';
import type { ReturnWindowDays } from '../../domain/hosts.types';
import { canAddPhotos, canDecide, checkPhotoCount, checkReturnQuantities, isWithinWindow, longestWindow, openReasons, RETURN_MAX_PHOTOS, type DeliveredLine, type ReturnReason } from '../../domain/returns/return.rules';
import type { ReturnCreateInput, ReturnDecisionInput } from '../../domain/returns/return.schema';
import type { CustCode } from '../auth/claims';
import { readShippedOrders, type Delivery } from '../orders/orders.reads';
import type { Services } from '../services';
import { CreateReturnCreditNoteDocument } from '../upstream/generated';
import { returnsError } from './returns.errors';
import { addReturnFiles, findBySubmission, findReturn, insertReturn, markDecided, ownReturnPhotos, returnedQuantities, returnsOfCustomer, type ReturnDetail, type ReturnRow } from './returns.repo';

export interface ReturnViewer {
  userId: number;
  customer: CustCode;
  windows: ReturnWindowDays;
  /** Calendar date (YYYY-MM-DD) the windows are judged on. */
  today: string;
}

export interface ReturnableDelivery {
  doNumber: string;
  orderNumber: string;
  sorg: string;
  deliveryDate: string;
  currency: string;
  reasons: ReturnReason[];
  lines: (DeliveredLine & { unitPrice: number })[];
}

type Deps = Pick<Services, 'db' | 'upstream'>;

const DAY_MS = 86_400_000;
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Shipped deliveries of the customer still inside at least one reason's window, newest first. */
async function shippedInWindow(deps: Deps, viewer: ReturnViewer): Promise<Delivery[]> {
  const from = daysBefore(viewer.today, longestWindow(viewer.windows));
  const shipped = await readShippedOrders(deps.upstream, viewer.customer, { from, to: viewer.today });
  return shipped.filter((d) => d.deliveryDate?.date).sort((a, b) => String(b.deliveryDate?.date).localeCompare(String(a.deliveryDate?.date)));
}

async function toReturnable(deps: Deps, viewer: ReturnViewer, d: Delivery): Promise<ReturnableDelivery> {
  const deliveryDate = String(d.deliveryDate?.date ?? '').slice(0, 10);
  const returned = await returnedQuantities(deps.db, viewer.customer.r3, d.doNumber);
  const byCode = new Map<string, { delivered: number; value: number }>();
  for (const line of d.detail) {
    const prev = byCode.get(line.articleCode) ?? { delivered: 0, value: 0 };
    byCode.set(line.articleCode, { delivered: prev.delivered + line.orderQty, value: prev.value + line.price });
  }
  return {
    doNumber: d.doNumber,
    orderNumber: d.detail[0]?.orderNo ?? '',
    sorg: d.sorg,
    deliveryDate,
    currency: d.detail[0]?.currency ?? '',
    reasons: openReasons(deliveryDate, viewer.windows, viewer.today),
    lines: [...byCode].map(([articleCode, v]) => ({ articleCode, delivered: v.delivered, returned: returned.get(articleCode) ?? 0, unitPrice: v.delivered > 0 ? Math.round(v.value / v.delivered) : 0 })),
  };
}

export async function returnableDeliveries(deps: Deps, viewer: ReturnViewer): Promise<ReturnableDelivery[]> {
  const shipped = await shippedInWindow(deps, viewer);
  return Promise.all(shipped.map((d) => toReturnable(deps, viewer, d)));
}

/** One delivery of this customer within the windows, or 404 (another customer's number finds nothing). */
export async function returnableDelivery(deps: Deps, viewer: ReturnViewer, doNumber: string): Promise<ReturnableDelivery> {
  const found = (await shippedInWindow(deps, viewer)).find((d) => d.doNumber === doNumber);
  if (!found) throw returnsError('DELIVERY_NOT_FOUND');
  return toReturnable(deps, viewer, found);
}

/** The user's own photos, joined to `target` once: a photo already on another return is refused. */
async function checkPhotos(deps: Deps, viewer: ReturnViewer, ids: readonly string[], target: string): Promise<string[]> {
  const own = await ownReturnPhotos(deps.db, viewer.userId, ids);
  if (own.length !== new Set(ids).size) throw returnsError('PHOTO_UNKNOWN');
  if (!(await attachUploads(deps.db, viewer.userId, own, target))) throw returnsError('PHOTO_UNKNOWN');
  return own;
}

export async function openReturn(deps: Deps, viewer: ReturnViewer, input: ReturnCreateInput): Promise<{ id: number; created: boolean }> {
  const again = await findBySubmission(deps.db, viewer.customer.r3, input.submissionId);
  if (again !== null) return { id: again, created: false };
  const delivery = await returnableDelivery(deps, viewer, input.doNumber);
  if (!isWithinWindow(delivery.deliveryDate, input.reason, viewer.windows, viewer.today)) throw returnsError('WINDOW_CLOSED');
  const problems = checkReturnQuantities(input.lines, delivery.lines);
  if (problems.length > 0) {
    const index = new Map(input.lines.map((l, i) => [l.articleCode, i]));
    throw returnsError('LINES_INVALID', {}, problems.map((p) => ({ path: `lines.${index.get(p.articleCode) ?? 0}.qty`, message: p.messageKey })));
  }
  const photoProblem = checkPhotoCount(input.reason, input.photos.length);
  if (photoProblem) throw returnsError(photoProblem === 'returns.photos_required' ? 'PHOTOS_REQUIRED' : 'PHOTOS_MAX', { max: RETURN_MAX_PHOTOS });
  const since = new Date();
  const target = `return-submission:${input.submissionId}`;
  const photos = await checkPhotos(deps, viewer, input.photos, target);
  const prices = new Map(delivery.lines.map((l) => [l.articleCode, l.unitPrice]));
  try {
    return await insertReturn(
      deps.db,
      {
        custR3: viewer.customer.r3,
        sorg: delivery.sorg,
        doNumber: delivery.doNumber,
        orderNumber: delivery.orderNumber,
        deliveryDate: delivery.deliveryDate,
        reason: input.reason,
        note: input.note,
        currency: delivery.currency,
        createdByUserId: viewer.userId,
        submissionId: input.submissionId,
      },
      input.lines.map((l) => ({ articleCode: l.articleCode, qty: l.qty, unitPrice: prices.get(l.articleCode) ?? 0 })),
      photos,
    );
  } catch (error) {
    await detachUploads(deps.db, photos, target, since);
    throw error;
  }
}

export const customerReturns = (deps: Pick<Services, 'db'>, customer: CustCode): Promise<ReturnRow[]> => returnsOfCustomer(deps.db, customer.r3);

export async function customerReturn(deps: Pick<Services, 'db'>, customer: CustCode, id: number): Promise<ReturnDetail> {
  const found = await findReturn(deps.db, customer.r3, id);
  if (!found) throw returnsError('RETURN_NOT_FOUND');
  return found;
}

export async function addPhotos(deps: Deps, viewer: ReturnViewer, id: number, photoIds: readonly string[]): Promise<ReturnDetail> {
  const found = await customerReturn(deps, viewer.customer, id);
  if (!canAddPhotos(found.status, found.deliveryDate, found.reason, viewer.windows, viewer.today)) throw returnsError('CANNOT_ADD_PHOTOS');
  if (found.photos.length + new Set(photoIds).size > RETURN_MAX_PHOTOS) throw returnsError('PHOTOS_MAX', { max: RETURN_MAX_PHOTOS });
  await addReturnFiles(deps.db, id, await checkPhotos(deps, viewer, photoIds, `return:${id}`));
  return customerReturn(deps, viewer.customer, id);
}

/** The return's number as dealers and the ERP see it. */
export const returnNumber = (id: number): string => `R${String(id).padStart(7, '0')}`;

/**
 * The back office's decision on a return of its site's sales organisation. Accepting first books
 * the credit note (the ERP answers a retry with the same note), then marks the return; of two
 * racing decisions only one marks it.
 */
export async function decideReturn(deps: Deps, sorg: string, id: number, input: ReturnDecisionInput): Promise<ReturnDetail> {
  const found = await findReturn(deps.db, { sorg }, id);
  if (!found) throw returnsError('RETURN_NOT_FOUND');
  if (!canDecide(found.status)) throw returnsError('ALREADY_DECIDED');
  if (input.decision === 'reject') {
    if (!(await markDecided(deps.db, id, { status: 'rejected', decisionNote: input.note }))) throw returnsError('ALREADY_DECIDED');
  } else {
    const { createReturnCreditNote: result } = await deps.upstream.request(CreateReturnCreditNoteDocument, {
      input: { custCode: found.custR3, doNumber: found.doNumber, returnNo: returnNumber(id), lines: found.lines.map((l) => ({ articleCode: l.articleCode, qty: l.qty })) },
    });
    const note = result.creditNote;
    if (!note) throw returnsError('CREDIT_FAILED');
    if (!(await markDecided(deps.db, id, { status: 'accepted', decisionNote: input.note, creditNoteNo: note.invoiceNo, creditAmount: note.amount }))) throw returnsError('ALREADY_DECIDED');
  }
  const decided = await findReturn(deps.db, { sorg }, id);
  if (!decided) throw returnsError('RETURN_NOT_FOUND');
  return decided;
}

/** The viewer of a return page: the signed-in user acting for a customer, on this host, today. */
export function pageViewer(user: { sub: string; salesActiveCustCode: CustCode | null }, windows: ReturnWindowDays, now = new Date()): ReturnViewer | null {
  const customer = user.salesActiveCustCode;
  return customer ? { userId: Number(user.sub), customer, windows, today: now.toISOString().slice(0, 10) } : null;
}
