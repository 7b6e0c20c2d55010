// Signing in through the sign-in form as the demo accounts do, and closing the promotions pop-up that
// greets a dealer once a day (stories that are not about it close it as a returning user has).
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../db/seed-data/accounts';
import { expect } from '../fixtures';

/** `prefix` is the origin (when not the base URL) and locale prefix, e.g. "/en-us". */
export async function signInWithForm(page: Page, prefix: string, username: string): Promise<void> {
  await page.goto(`${prefix}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function closePromotions(page: Page): Promise<void> {
  const promotions = page.getByRole('dialog', { name: 'Promotions' });
  if (await promotions.waitFor({ state: 'visible', timeout: 2_000 }).then(() => true, () => false)) {
    await promotions.getByRole('button', { name: 'Close promotions' }).click();
  }
}
