// Signing in and out through the zero-JavaScript sign-in form and the shell's logout.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { closePromotions } from './support/sign-in';

const PASSWORD = 'Spoke-Demo-2026';

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/en-us/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a dealer signs in on the US sign-in page and lands on the US home, greeted by name', async ({ page }) => {
  await signIn(page, 'dealer.us', PASSWORD);

  await expect(page).toHaveURL(/\/en-us\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Jamie' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'spoke_at')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
  expect(cookies.find((c) => c.name === 'spoke_rt')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
});

test('a dealer who mistypes the password sees why and stays on the sign-in form', async ({ page }) => {
  await signIn(page, 'dealer.us', 'not-the-password');

  await expect(page.getByRole('alert')).toHaveText('Your username or password is incorrect');
  await expect(page).toHaveURL(/\/en-us\/login$/);
  await expect(page.getByLabel('Username')).toHaveValue('dealer.us');
});

test('an anonymous visitor opening an invoice page signs in and comes back to it', async ({ page }) => {
  await page.goto('/en-us/invoice/open-invoice');
  await expect(page).toHaveURL(/\/en-us\/login\?next=/);

  await page.getByLabel('Username').fill('dealer.us');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/en-us\/invoice\/open-invoice$/);
});

test('a signed-in dealer signs out and is asked to sign in again', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, 'dealer.us', PASSWORD);
  await expect(page).toHaveURL(/\/en-us\/?$/);

  // The banner pop-up opens over the page for dealers with active promotions; it is not what this story is about.
  await closePromotions(page);
  const profile = page.getByLabel('Profile menu of Jamie Carter');
  if (await profile.isVisible()) await profile.click();
  else await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();

  await expect(page).toHaveURL(/\/en-us\/login/);
  await page.goto('/en-us/catalog');
  await expect(page).toHaveURL(/\/en-us\/login\?next=/);
});
