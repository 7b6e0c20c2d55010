// Keyboard-only stories: signing in, switching the customer one acts for, adding to the cart,
// checking out and paying an invoice with Tab, Shift+Tab, typing, Space, Enter and Escape, no pointer.
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';
import { expect, test as base } from './fixtures';
import { germanHostLaunchOptions, shopperFor, withCart } from './support/place-order';
import { openPromotions } from './support/sign-in';

// The phone project shops as the German dealer on the German host (support/place-order.ts).
const test = base.extend<object, object>({ launchOptions: germanHostLaunchOptions });

/** Presses Tab until `target` (or, for a group, something inside it) has the focus, within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  await expect(target).toBeVisible();
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((el) => el?.contains(document.activeElement) ?? false, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} is not reachable with Tab`);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** The sign-in form by keyboard, then today's promotions closed with Escape when they open. */
async function signInByKeyboard(page: Page, prefix: string, username: string): Promise<void> {
  await page.goto(`${prefix}/login`);
  await tabTo(page, page.locator('#username'));
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  expect(await isFocused(page.locator('#password'))).toBe(true);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  const promotions = await openPromotions(page);
  if (promotions) {
    await page.keyboard.press('Escape');
    await expect(promotions).toBeHidden();
  }
}

const chip = (page: Page) => page.getByTestId('customer-chip').filter({ visible: true });

test('a dealer signs in with the keyboard alone', async ({ page }) => {
  await signInByKeyboard(page, '/en-us', 'dealer.us');
  await expect(page).toHaveURL(/\/en-us\/?$/);
  await expect(page.getByRole('main')).toBeVisible();
});

test('a sales rep chooses and then changes the customer with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  await signInByKeyboard(page, '/en-us', 'sales.rep');
  await tabTo(page, chip(page).getByRole('link', { name: 'select customer' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Select customer' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('searchbox', { name: 'Search customer' }));
  await page.keyboard.type('Pedal Pushers');
  const choice = dialog.getByRole('button', { name: /Pedal Pushers Bike Shop/ });
  await expect(choice).toHaveCount(1);
  await tabTo(page, choice);
  await page.keyboard.press('Enter');
  const chosen = chip(page).getByRole('button', { name: /Pedal Pushers Bike Shop/ });
  await expect(chosen).toBeVisible();

  // With a customer chosen: chip → customer card → "Change customer" → the dialog, all by keyboard.
  await tabTo(page, chosen);
  await page.keyboard.press('Enter');
  const change = page.getByRole('link', { name: 'Change customer' }).filter({ visible: true });
  await tabTo(page, change);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('searchbox', { name: 'Search customer' }));
  // The US site offers the rep's US01 customers only.
  await page.keyboard.type('Kowalski');
  const other = dialog.getByRole('button', { name: /Kowalski Family Bike Shop/ });
  await expect(other).toHaveCount(1);
  await tabTo(page, other);
  await page.keyboard.press('Enter');
  await expect(chip(page).getByRole('button', { name: /Kowalski Family Bike Shop/ })).toBeVisible();
});

test('a dealer adds an article to the cart and checks out with the keyboard alone @phone', async ({ page, baseURL }, testInfo) => {
  // One key press per step: a long walk through the page, so more time than a pointer story.
  test.setTimeout(60_000);
  const shopper = shopperFor(testInfo.project.name, baseURL);
  await signInByKeyboard(page, shopper.prefix, shopper.username);
  await page.goto(`${shopper.prefix}/catalog/list?category=Bike&view=item`);
  // The filter panel's options come before the results: its skip link jumps them.
  // On a phone the panel is a closed sheet behind its button, so there is nothing to skip.
  if (testInfo.project.name === 'desktop') {
    await tabTo(page, page.getByRole('link', { name: 'Skip the filters to the results' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('#results')).toBeFocused();
  }
  await tabTo(page, page.getByTestId('catalog-results').locator('article').first().getByRole('link').first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await withCart(shopper, async () => {
    await tabTo(page, page.locator('input[data-article]:not([disabled])').first());
    await page.keyboard.type('1');
    await tabTo(page, page.getByRole('button', { name: 'Add selected to cart' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Added to cart')).toBeVisible();

    await page.goto(`${shopper.prefix}/cart`);
    await tabTo(page, page.getByRole('link', { name: 'Check out' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Place order' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible({ timeout: 15_000 });
  });
});

/** Dealers of the sales rep's US area that no other story pays for: one per project, so runs never race. */
const STORY_DEALERS = new Set(['0001000123', '0004105617']);

async function actForSpareUsDealer(page: Page, project: string): Promise<void> {
  const codes = await page.evaluate(async () => {
    const response = await fetch('/api/customers?limit=50');
    const body = (await response.json()) as { data: { custCode: { r3: string; isr: string | null }; sorgs: string[] }[] };
    return body.data.filter((c) => c.sorgs.includes('US01')).map((c) => c.custCode);
  });
  const spare = codes.filter((c) => !STORY_DEALERS.has(c.r3));
  const code = spare[project === 'phone' ? 1 : 0];
  if (!code) throw new Error('the sales rep has too few US dealers for this story');
  const query = new URLSearchParams({ r3: code.r3, ...(code.isr ? { isr: code.isr } : {}) });
  expect(await page.evaluate(async (q) => (await fetch(`/api/change-cust?${q}`, { method: 'POST' })).status, query.toString())).toBe(200);
}

test('a sales rep pays a dealer’s oldest invoice by card with the keyboard alone @phone', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signInByKeyboard(page, '/en-us', 'sales.rep');
  await actForSpareUsDealer(page, testInfo.project.name);
  await page.goto('/en-us/payment/invoice');
  const oldest = page.getByRole('checkbox', { name: /^Select invoice/ }).first();
  await tabTo(page, oldest);
  // The payment island hydrates on the first interaction: focus reached it, wait for React.
  await expect(page.locator('astro-island[component-url*="PaymentFlow"]:not([ssr])')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(oldest).toBeChecked();
  // A radio group is one Tab stop; the arrow keys choose within it.
  await tabTo(page, page.getByRole('radiogroup', { name: 'Payment method' }));
  const card = page.getByRole('radio', { name: /Credit card/i }).first();
  await page.keyboard.press('Space');
  for (let i = 0; i < 6 && !(await card.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(card).toBeChecked();
  await tabTo(page, page.getByLabel('Card type'));
  await page.keyboard.type('Visa');
  await expect(page.getByLabel('Card type')).toHaveValue('Visa');
  for (const [label, value] of [['Card number', '4242 4242 4242 4242'], ['Expiry month', '12'], ['Expiry year', '2099'], ['Security code', '123']] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(value);
  }
  const terms = page.getByRole('checkbox', { name: 'I accept the terms and conditions of online payment' });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment request created' })).toBeVisible({ timeout: 15_000 });
});
