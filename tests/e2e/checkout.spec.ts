// A dealer finds a bike, orders it from the size and colour grid, changes the quantity in the cart
// and checks out once despite a double click; on the phone the list grows with "Show more".
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';
import { expect, test as base } from './fixtures';

/** The phone story runs as the German dealer on the German host, so the two projects never share a cart. */
const GERMAN_HOST = 'haendler.spoke-bikes.de';

const test = base.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use, workerInfo) => {
      const port = new URL(workerInfo.project.use.baseURL ?? 'http://127.0.0.1').port;
      const args = [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${GERMAN_HOST} 127.0.0.1`, `--unsafely-treat-insecure-origin-as-secure=http://${GERMAN_HOST}:${port}`];
      await use({ ...launchOptions, args });
    },
    { scope: 'worker' },
  ],
});

interface Shopper {
  prefix: string;
  username: string;
}

function shopperFor(project: string, baseURL: string | undefined): Shopper {
  if (project !== 'phone') return { prefix: '/en-us', username: 'dealer.us' };
  return { prefix: `http://${GERMAN_HOST}:${new URL(baseURL ?? '').port}/en-uk`, username: 'dealer.de' };
}

async function signIn(page: Page, shopper: Shopper): Promise<void> {
  await page.goto(`${shopper.prefix}/login`);
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const promotions = page.getByRole('dialog', { name: 'Promotions' });
  if (await promotions.waitFor({ state: 'visible', timeout: 2_000 }).then(() => true, () => false)) {
    await promotions.getByRole('button', { name: 'Close promotions' }).click();
  }
}

test('a dealer searches, adds a bike from the grid, checks out with a double click and sees one order', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const shopper = shopperFor(testInfo.project.name, baseURL);
  await signIn(page, shopper);
  await page.goto(`${shopper.prefix}/catalog/list?category=Bike&view=item`);
  const firstName = (await page.getByTestId('catalog-results').locator('h3').first().textContent()) ?? '';
  const term = firstName.split(/\s+/).find((word) => word.length >= 4) ?? firstName.slice(0, 4);
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.click();
  await search.fill(term.toLowerCase());
  const options = page.getByRole('search').getByRole('option');
  await expect(options.first()).toBeVisible({ timeout: 5_000 });
  expect(await options.count()).toBeLessThanOrEqual(testInfo.project.name === 'phone' ? 2 : 4);
  await options.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const qty = page.locator('input[data-article]:not([disabled])').first();
  await qty.fill('1');
  await page.getByRole('button', { name: 'Add selected to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  await page.goto(`${shopper.prefix}/cart`);
  const lineQty = page.getByRole('spinbutton').first();
  await lineQty.fill('2');
  await expect(page.getByTestId('cart-totals')).toBeVisible();
  await page.waitForResponse((r) => r.url().includes('/api/cart/lines') && r.request().method() === 'PUT');
  await page.getByRole('link', { name: 'Check out' }).click();

  const place = page.getByRole('button', { name: 'Place order' });
  await place.dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Order numbers: B2B\d+\./)).toBeVisible();
  await page.goto(`${shopper.prefix}/cart`);
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a dealer pages through parts twelve at a time', async ({ page, baseURL }, testInfo) => {
  const shopper = shopperFor(testInfo.project.name, baseURL);
  await signIn(page, shopper);
  await page.goto(`${shopper.prefix}/catalog/list?category=PAA&view=item`);
  const results = page.getByTestId('catalog-results').locator('article');
  await expect(results).toHaveCount(12);
  await page.getByRole('link', { name: 'Show more' }).click();
  await expect(results).toHaveCount(24);
  await expect(page).toHaveURL(/page=2/);
});
