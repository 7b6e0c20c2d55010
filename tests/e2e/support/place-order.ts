// Shared steps of the stories that order through the real catalogue, cart and checkout screens
// (checkout.spec.ts, orders.spec.ts): who shops on which host, signing in, adding the first orderable
// article of a product page, checking out and reading the order number from the confirmation.
//
// The upstream keeps one cart per customer, and both projects run every spec at once. Desktop shops as
// the US dealer on 127.0.0.1, phone as the German dealer on the German host, so the two projects never
// share a cart; within a project, stories in different files that use the same dealer's cart hold
// withCart() so one story's checkout never takes another story's lines.
import { mkdirSync, rmSync, watch } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { COUNTRY_HOSTS, countryHostLaunchOptions, hostOrigin } from './hosts';
import { closePromotions, signInAs } from './sign-in';

export const GERMAN_HOST = COUNTRY_HOSTS.de;

/** Worker option for `test.extend`: the browser resolves the German host to the test server. */
export const germanHostLaunchOptions = countryHostLaunchOptions;

export interface Shopper {
  /** Origin (when not the base URL) and locale prefix of every path, e.g. "/en-us". */
  prefix: string;
  username: string;
}

export function shopperFor(project: string, baseURL: string | undefined): Shopper {
  if (project !== 'phone') return { prefix: '/en-us', username: 'dealer.us' };
  return { prefix: `${hostOrigin(GERMAN_HOST, baseURL)}/en-uk`, username: 'dealer.de' };
}

export async function signIn(page: Page, shopper: Shopper): Promise<void> {
  await signInAs(page, shopper.prefix, shopper.username);
  await closePromotions(page);
}

/**
 * Runs `steps` while no other worker uses this shopper's cart. The lock is a folder in the run's data
 * folder (mkdir is atomic); a waiting worker wakes on the folder's removal, it never polls on a timer.
 */
export async function withCart<T>(shopper: Shopper, steps: () => Promise<T>): Promise<T> {
  const dir = process.env['SPOKE_E2E_DATA_DIR'];
  if (!dir) throw new Error('SPOKE_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const locks = join(dir, 'e2e-cart-locks');
  mkdirSync(locks, { recursive: true });
  const lock = join(locks, shopper.username);
  let changed = true;
  let wake: (() => void) | null = null;
  const watcher = watch(locks, () => {
    changed = true;
    wake?.();
  });
  try {
    for (;;) {
      changed = false;
      try {
        mkdirSync(lock);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      if (!changed) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
  } finally {
    watcher.close();
  }
  try {
    return await steps();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** On a product page: one of the first orderable article into the cart. Returns its article code. */
export async function addFirstArticleToCart(page: Page): Promise<string> {
  const qty = page.locator('input[data-article]:not([disabled])').first();
  const articleCode = await qty.getAttribute('data-article');
  if (!articleCode) throw new Error('the product page shows no orderable article');
  await qty.fill('1');
  await page.getByRole('button', { name: 'Add selected to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  return articleCode;
}

/**
 * From the cart: checks out with the default ship-to and payment term and returns the order numbers
 * of the confirmation. `doubleClick` places with a double click, which must still place one order;
 * `choose` fills the checkout form (a payment term, say) before placing.
 */
export async function checkOutFromCart(page: Page, options: { doubleClick?: boolean; choose?: (page: Page) => Promise<void> } = {}): Promise<string[]> {
  await page.getByRole('link', { name: 'Check out' }).click();
  await options.choose?.(page);
  const place = page.getByRole('button', { name: 'Place order' });
  await (options.doubleClick ? place.dblclick() : place.click());
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible({ timeout: 15_000 });
  const numbers = page.getByText(/Order numbers: B2B\d+(, B2B\d+)*\./);
  await expect(numbers).toBeVisible();
  return ((await numbers.textContent()) ?? '').match(/B2B\d+/g) ?? [];
}

/** The whole order of one article: the first bike of the catalogue, from its product page to the confirmation. */
export async function placeOrderThroughCheckout(page: Page, shopper: Shopper): Promise<{ orderNumber: string; articleCode: string }> {
  await page.goto(`${shopper.prefix}/catalog/list?category=Bike&view=item`);
  await page.getByTestId('catalog-results').locator('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return withCart(shopper, async () => {
    const articleCode = await addFirstArticleToCart(page);
    await page.goto(`${shopper.prefix}/cart`);
    const numbers = await checkOutFromCart(page);
    expect(numbers).toHaveLength(1);
    return { orderNumber: numbers[0] ?? '', articleCode };
  });
}
