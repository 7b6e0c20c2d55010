// Signing in as the demo accounts for the stories that are not about signing in, and closing the
// promotions pop-up that greets a dealer once a day (stories that are not about it close it as a
// returning user has).
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../db/seed-data/accounts';
import { DISMISS_MS, POPUP_KEY } from '../../../src/islands/content/dismissal';
import { expect } from '../fixtures';

/**
 * Signs in through the API from a static file of the site, then opens the site's home, where the
 * sign-in form lands too. The form itself (its page, the post and its two redirects) is what auth.spec.ts
 * and keyboard.spec.ts drive and accessibility.spec.ts walks; in the other stories it cost about 0.2 s
 * of CPU per sign-in on a machine where CPU sets the pace. `prefix` is the origin (when not the base
 * URL) and locale prefix, e.g. "/en-us".
 */
export async function signInAs(page: Page, prefix: string, username: string): Promise<void> {
  const origin = /^https?:\/\//.test(prefix) ? new URL(prefix).origin : '';
  await page.goto(`${origin}/favicon.svg`);
  const status = await page.evaluate(
    async ([username, password]) =>
      (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) })).status,
    [username, DEMO_PASSWORD] as const,
  );
  expect(status, `signing in as ${username}`).toBe(200);
  // The home's address as the form's redirect writes it (no trailing slash).
  await page.goto(prefix);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * The promotions pop-up when it greets the user on the current page, else null. The server renders it
 * only for users whose sales organisations have banners, and its module script opens it before
 * DOMContentLoaded unless it was closed in the last two hours: so once the document is parsed, the
 * answer is known, with no waiting on a timer for a pop-up that does not come (staff, a dealer
 * without banners, a returning one).
 */
export async function openPromotions(page: Page): Promise<Locator | null> {
  await page.waitForLoadState('domcontentloaded');
  const promotions = page.getByRole('dialog', { name: 'Promotions' });
  return (await promotions.isVisible()) ? promotions : null;
}

export async function closePromotions(page: Page): Promise<void> {
  const promotions = await openPromotions(page);
  if (promotions) {
    await promotions.getByRole('button', { name: 'Close promotions' }).click();
    await expect(promotions).toBeHidden();
  }
  // Closed today whether or not it greeted this page: a banner another story publishes meanwhile
  // (content-publishing.spec.ts, for US01) would otherwise open the pop-up on this story's next page
  // and make the rest of it inert, as it did to a sales rep's reloaded visit form.
  await page.evaluate(([key, ms]) => localStorage.setItem(key, String(Date.now() + ms)), [POPUP_KEY, DISMISS_MS] as const);
}
