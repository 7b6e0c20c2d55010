// Returns of delivered goods: reasons, the window per reason, quantities and photos.
// Pure rules shared by the page, the API and the tests; the server re-checks everything.
import type { ReturnWindowDays } from '../hosts.types';
import type { ImageCompression } from '../image-compression';

export const RETURN_REASONS = ['damaged_in_transit', 'wrong_item', 'surplus'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = ['submitted', 'accepted', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Damage needs proof; a wrong or surplus item may be shown but need not be (decision 0079). */
export const PHOTOS_REQUIRED: Readonly<Record<ReturnReason, number>> = { damaged_in_transit: 1, wrong_item: 0, surplus: 0 };
export const RETURN_MAX_PHOTOS = 6;
export const RETURN_NOTE_MAX = 500;
/** Return photos are compressed like claim photos: at most 2048 px, JPEG until 1 MB. */
export const RETURN_PHOTO_COMPRESSION: ImageCompression = { maxEdge: 2048, types: ['image/jpeg'], qualities: [0.82, 0.72, 0.6, 0.5], targetBytes: 1024 * 1024 };

const DAY_MS = 86_400_000;

/** The last calendar day (YYYY-MM-DD) a return for this reason may be opened or given photos. */
export function returnDeadline(deliveryDate: string, reason: ReturnReason, windows: ReturnWindowDays): string {
  const start = Date.parse(`${deliveryDate.slice(0, 10)}T00:00:00Z`);
  return new Date(start + windows[reason] * DAY_MS).toISOString().slice(0, 10);
}

/** Open on the deadline day itself, closed the day after. `today` is the host's calendar date. */
export function isWithinWindow(deliveryDate: string, reason: ReturnReason, windows: ReturnWindowDays, today: string): boolean {
  return today >= deliveryDate.slice(0, 10) && today <= returnDeadline(deliveryDate, reason, windows);
}

/** The reasons still open for a delivery today, so the form offers only those. */
export function openReasons(deliveryDate: string, windows: ReturnWindowDays, today: string): ReturnReason[] {
  return RETURN_REASONS.filter((reason) => isWithinWindow(deliveryDate, reason, windows, today));
}

/** The longest window: how far back the return form looks for deliveries. */
export const longestWindow = (windows: ReturnWindowDays): number => Math.max(...RETURN_REASONS.map((r) => windows[r]));

export interface DeliveredLine {
  articleCode: string;
  delivered: number;
  /** Already in returns that were not rejected. */
  returned: number;
}

export type ReturnLineProblem = { articleCode: string; messageKey: 'returns.line_not_delivered' | 'returns.qty_over'; max: number };

/** Each asked quantity must be at most what was delivered minus what earlier returns (not rejected) hold. */
export function checkReturnQuantities(asked: readonly { articleCode: string; qty: number }[], delivered: readonly DeliveredLine[]): ReturnLineProblem[] {
  const byCode = new Map(delivered.map((d) => [d.articleCode, d]));
  return asked.flatMap((line): ReturnLineProblem[] => {
    const d = byCode.get(line.articleCode);
    if (!d) return [{ articleCode: line.articleCode, messageKey: 'returns.line_not_delivered', max: 0 }];
    const max = Math.max(0, d.delivered - d.returned);
    return line.qty > max ? [{ articleCode: line.articleCode, messageKey: 'returns.qty_over', max }] : [];
  });
}

/** Photos: at least what the reason needs, never more than the limit. */
export function checkPhotoCount(reason: ReturnReason, count: number): 'returns.photos_required' | 'returns.photos_max' | null {
  if (count < PHOTOS_REQUIRED[reason]) return 'returns.photos_required';
  if (count > RETURN_MAX_PHOTOS) return 'returns.photos_max';
  return null;
}

/** The back office decides once: only a submitted return may be accepted or rejected. */
export const canDecide = (status: ReturnStatus): boolean => status === 'submitted';

/** Photos may be added while the return waits for a decision and its window is open. */
export function canAddPhotos(status: ReturnStatus, deliveryDate: string, reason: ReturnReason, windows: ReturnWindowDays, today: string): boolean {
  return status === 'submitted' && isWithinWindow(deliveryDate, reason, windows, today);
}
