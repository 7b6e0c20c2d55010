// Dismissal records of the announcement banner and the banner pop-up, kept in localStorage for
// 7,200,000 ms (2 hours, docs/requirements.md#announcements-and-banners).

export const DISMISS_MS = 7_200_000;
export const ANNOUNCEMENT_KEY = 'announcementClosed';
export const POPUP_KEY = 'hasClosePopUp';
/** The announcement's dismissal also as a cookie: the server leaves a closed banner out of the first
 * paint instead of a script revealing an open one after it (a layout shift on every page). */
export const ANNOUNCEMENT_COOKIE = 'spoke_announcement_closed';

interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored value is the expiry time in epoch milliseconds. */
export function isDismissed(stored: string | null, now: number): boolean {
  if (stored === null) return false;
  const expiresAt = Number(stored);
  return Number.isFinite(expiresAt) && expiresAt > now;
}

export function dismiss(store: Store, key: string, now: number): void {
  store.setItem(key, String(now + DISMISS_MS));
}

/** A `document.cookie` assignment that holds the dismissal as long as the stored record. */
export function dismissalCookie(name: string, now: number): string {
  return `${name}=${now + DISMISS_MS}; Max-Age=${DISMISS_MS / 1000}; Path=/; SameSite=Lax`;
}

/** True while a dismissal holds; an expired or unreadable record is removed. */
export function checkDismissed(store: Store, key: string, now: number): boolean {
  const stored = store.getItem(key);
  if (isDismissed(stored, now)) return true;
  if (stored !== null) store.removeItem(key);
  return false;
}
