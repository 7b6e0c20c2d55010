// The first thing every visitor does: open the portal and reach the sign-in form.
import { expect, test } from './fixtures';

test('a dealer opening the portal lands on the English (US) home inside the portal frame', async ({ page }) => {
  const response = await page.goto('/');

  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en-us\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a dealer goes from the home page to the sign-in form', async ({ page }) => {
  await page.goto('/en-us');

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/en-us\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('the portal answers its health check once started', async ({ request }) => {
  const response = await request.get('/api/health');

  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});
