// Validity windows of content (news, sales documents, banners, announcements): an item is shown from
// its `from` instant up to and including its `to` instant, and only while not soft-deleted.

export interface Window {
  readonly validFrom: Date;
  readonly validTo: Date;
}

export interface SoftDeleted {
  readonly deletedAt: Date | null;
}

/** Inclusive on both ends, as the shell's active-banner query. */
export function isValidAt(window: Window, now: Date): boolean {
  return window.validFrom.getTime() <= now.getTime() && now.getTime() <= window.validTo.getTime();
}

/** What dealers see: live and inside its window. */
export function readerMaySee(item: Window & SoftDeleted, now: Date): boolean {
  return item.deletedAt === null && isValidAt(item, now);
}

export type WindowState = 'scheduled' | 'active' | 'expired';

/** The admin list's status of a live item. */
export function windowState(window: Window, now: Date): WindowState {
  if (now.getTime() < window.validFrom.getTime()) return 'scheduled';
  return now.getTime() > window.validTo.getTime() ? 'expired' : 'active';
}

export type ContentState = WindowState | 'deleted';

/** The admin list's status of any item: a soft-deleted one is deleted whatever its window says. */
export function contentState(item: Window & SoftDeleted, now: Date): ContentState {
  return item.deletedAt !== null ? 'deleted' : windowState(item, now);
}

/** The spec's reusable rule (docs/requirements.md#soft-delete-and-validity): 'From can not be bigger than To'. */
export const FROM_AFTER_TO_KEY = 'content.input.from_after_to';

export function windowError(window: Window): string | null {
  return window.validFrom.getTime() > window.validTo.getTime() ? FROM_AFTER_TO_KEY : null;
}

/** A window whose end comes before its start; null when it is well formed. */
export function windowProblem(window: Window): 'to_before_from' | null {
  return window.validTo.getTime() < window.validFrom.getTime() ? 'to_before_from' : null;
}
