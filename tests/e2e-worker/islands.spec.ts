// The islands on the Worker build (wrangler dev on the us build, libSQL over HTTP, the upstream over
// HTTP), the way dealers get them: each story signs in and uses one island until it has answered.
// The Node build's stories cover the same screens in depth; these prove the Worker's client bundle.
import type { Locator, Page } from '@playwright/test';
import { freeFrames } from '../e2e/support/frames-db';
import { addFirstArticleToCart } from '../e2e/support/place-order';
import { closePromotions, signInAs } from '../e2e/support/sign-in';
import { expect, test } from './fixtures';
import { workerUpstreamDb } from './stack';

const LAST_YEAR = new Date().getUTCFullYear() - 1;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(200).fill(9)]);

async function signIn(page: Page, username: string): Promise<void> {
  await signInAs(page, '/en-us', username);
  await closePromotions(page);
}

/**
 * Repeats `act` until `answered` holds: an island that has not hydrated yet may not take the first
 * interaction, and waiting on what the user sees needs no knowledge of how it hydrates.
 */
async function untilAnswered(act: () => Promise<void>, answered: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await act();
    await answered();
  }).toPass({ timeout: 15_000, intervals: [250, 500, 1_000] });
}

test('a dealer sees every sales overview chart drawn', async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.goto(`/en-us/sales-overview?year=${LAST_YEAR}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();
  // Each chart is a figure beside its table; its island loads when it scrolls into view.
  const figures = page.getByRole('main').locator('figure');
  const count = await figures.count();
  expect(count).toBeGreaterThan(0);
  for (const figure of await figures.all()) await figure.scrollIntoViewIfNeeded();
  await expect(page.locator('svg.recharts-surface')).toHaveCount(count);
});

test('a dealer changes a quantity in the cart and the cart keeps it', async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.goto('/en-us/catalog/list?category=Bike&view=item');
  await page.getByTestId('catalog-results').locator('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await addFirstArticleToCart(page);

  await page.goto('/en-us/cart');
  const quantity = page.getByRole('spinbutton').first();
  const saved = page.waitForResponse((r) => r.url().includes('/api/cart/lines') && r.request().method() === 'PUT');
  await quantity.fill('3');
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('spinbutton').first()).toHaveValue('3');
});

test('a dealer selects an invoice to pay and the amount to pay follows', async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.goto('/en-us/payment/invoice');
  const first = page.getByRole('checkbox', { name: /^Select invoice/ }).first();
  const row = first.locator('xpath=ancestor::tr[1]');
  const rowAmount = ((await row.getByRole('cell').last().textContent()) ?? '').trim();
  expect(rowAmount).not.toBe('');
  const amountToPay = page.getByTestId('amount-to-pay');
  await untilAnswered(
    () => first.check(),
    () => expect(amountToPay).toHaveText(rowAmount, { timeout: 2_000 }),
  );
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(first).not.toBeChecked();
  await expect(amountToPay).toHaveText('$0.00');
});

test('a sales rep opens the customer switcher and acts for the customer chosen', async ({ page }) => {
  await signIn(page, 'sales.rep');
  await page.goto('/en-us');
  const dialog = page.getByRole('dialog', { name: 'Select customer' });
  await untilAnswered(
    () => visible(page.getByRole('link', { name: 'select customer' })).click(),
    () => expect(dialog).toBeVisible({ timeout: 2_000 }),
  );
  await dialog.getByRole('searchbox', { name: 'Search customer' }).fill('Pedal Pushers');
  const choice = dialog.getByRole('button', { name: /Pedal Pushers/ });
  await expect(choice).toHaveCount(1);
  await choice.click();
  await expect(visible(page.getByRole('button', { name: /Pedal Pushers Bike Shop/ }))).toBeVisible();
});

test('a dealer attaches a photo to a bike claim and saves the claim', async ({ page }, info) => {
  const [frame] = await freeFrames(info, 1, undefined, workerUpstreamDb());
  if (!frame) throw new Error('no free frame in the demo data');
  await signIn(page, 'dealer.us');
  await page.goto('/en-us/claim/create/bike');
  await page.getByLabel('Frame number').fill(frame);
  await page.getByRole('button', { name: 'Find frame' }).click();
  await expect(page.getByRole('heading', { name: 'Bike', exact: true })).toBeVisible();

  await page.getByLabel('Purchase date').fill('2026-01-15');
  await page.getByLabel('Frame: Crack in the frame').check();
  await page.getByLabel('Description').fill('Crack at the head tube, seen at the first service');
  await page.getByLabel(/Photos of the problem/).setInputFiles({ name: 'crack.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(page.getByText('Uploaded')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save claim' }).click();
  await expect(page.getByRole('status')).toHaveText('The claim has been saved.');
  await expect(page.getByRole('link', { name: /Photo 1/ })).toBeVisible();
});

/** The header has a desktop and a phone variant of the chip; CSS shows one. */
function visible(locator: Locator): Locator {
  return locator.filter({ visible: true });
}
