import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_COOKIE, ANNOUNCEMENT_KEY, checkDismissed, dismiss, dismissalCookie, DISMISS_MS, isDismissed, POPUP_KEY } from '../../src/islands/content/dismissal';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('banner and announcement dismissal', () => {
  it('holds for two hours after closing, then lapses and is removed', () => {
    const store = memoryStore();
    const closedAt = 1_700_000_000_000;
    dismiss(store, POPUP_KEY, closedAt);
    expect(checkDismissed(store, POPUP_KEY, closedAt + DISMISS_MS - 1)).toBe(true);
    expect(checkDismissed(store, POPUP_KEY, closedAt + DISMISS_MS)).toBe(false);
    expect(store.data.has(POPUP_KEY)).toBe(false);
  });

  it('treats a missing or unreadable record as not dismissed', () => {
    expect(isDismissed(null, 0)).toBe(false);
    expect(isDismissed('yes', 0)).toBe(false);
  });

  it('writes the announcement cookie with the same expiry as the stored record, for the whole site', () => {
    const store = memoryStore();
    const closedAt = 1_700_000_000_000;
    dismiss(store, ANNOUNCEMENT_KEY, closedAt);
    const cookie = dismissalCookie(ANNOUNCEMENT_COOKIE, closedAt);
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toBe(`${ANNOUNCEMENT_COOKIE}=${store.data.get(ANNOUNCEMENT_KEY)}`);
    expect(attributes).toContain('Path=/');
    expect(attributes).toContain(`Max-Age=${DISMISS_MS / 1000}`);
    expect(isDismissed(pair?.split('=')[1] ?? null, closedAt + DISMISS_MS - 1)).toBe(true);
  });
});
