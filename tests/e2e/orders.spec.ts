// Order stories: a dealer places an order through the checkout, finds it among the open orders, exports
// the list and reads it in the spreadsheet, sees a delivery in the shipped history; staff approve a
// prepaid order's payment. Orders the checkout screen cannot make (shipped last week, paid by bank
// transfer) are written straight into the embedded upstream (orders-upstream.ts).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { ANNOUNCEMENT_KEY, DISMISS_MS, POPUP_KEY } from '../../src/islands/content/dismissal';
import { expect, test as base } from './fixtures';
import { bankTransferMerchant, isoDay, placeOrder } from './orders-upstream';
import { germanHostLaunchOptions, placeOrderThroughCheckout, shopperFor, signIn as signInAs } from './support/place-order';
import { signInAs as signInThroughApi } from './support/sign-in';

/** The checkout story shops as checkout.spec.ts does: the US dealer on desktop, the German dealer on its host on the phone. */
const test = base.extend<object, object>({ launchOptions: germanHostLaunchOptions });

/** These stories are not about promotions: the user closed the pop-ups earlier, as a returning user has. */
async function signIn(page: Page, username: string): Promise<void> {
  await page.addInitScript(([keys, until]) => keys.forEach((key) => localStorage.setItem(key, String(until))), [[POPUP_KEY, ANNOUNCEMENT_KEY], Date.now() + DISMISS_MS] as const);
  await signInThroughApi(page, '/en-us', username);
}

function sheetText(path: string): string {
  const files = unzipSync(new Uint8Array(readFileSync(path)));
  return ['xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml'].map((name) => strFromU8(files[name] ?? new Uint8Array())).join('\n');
}

test('a dealer places an order at the checkout, finds it in the open orders, opens its lines and exports the list', { tag: '@phone' }, async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const shopper = shopperFor(testInfo.project.name, baseURL);
  await signInAs(page, shopper);
  const order = await placeOrderThroughCheckout(page, shopper);

  await page.goto(`${shopper.prefix}/order`);
  await page.getByLabel('Search orders').fill(order.orderNumber);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();

  // The order's row group: its row and the row that opens its lines.
  const row = page.getByRole('rowgroup').filter({ hasText: order.orderNumber });
  await expect(row).toBeVisible();
  await row.getByText('Lines and status').click();
  await expect(row.getByRole('cell', { name: order.articleCode })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export to spreadsheet' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^List Open Order \d{2}-\d{2}-\d{4}\.xlsx$/);
  const text = sheetText(await download.path());
  expect(text).toContain(order.orderNumber);
  expect(text).toContain(order.articleCode);
});

test('a dealer sees an order shipped last week in the shipped history with its tracking number', async ({ page }) => {
  const order = await placeOrder({ now: new Date(Date.now() - 9 * 86_400_000), requestDeliveryDate: isoDay(-5) });
  await signIn(page, 'dealer.us');
  await page.goto('/en-us/order?tab=shipped');
  await expect(page.getByLabel('From')).toHaveValue(isoDay(-30));
  const rows = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: 'E2E-TUBE-1' })).toContainText('10');
});

test('a dealer asking for more than 30 days of history is told the limit', async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.goto(`/en-us/order?tab=shipped&from=${isoDay(-40)}&to=${isoDay(0)}`);
  await expect(page.getByText('The date range can be at most 30 days')).toBeVisible();
});

test('staff approve the payment of a prepaid order that waits for it', async ({ page }) => {
  const order = await placeOrder({ paymentId: await bankTransferMerchant() });
  await signIn(page, 'admin');
  await page.goto(`/en-us/admin/order-confirmation?search=${order.orderNumber}`);
  const payment = page.getByRole('region', { name: 'Payments' }).getByRole('row').filter({ hasText: order.orderNumber });
  await expect(payment).toContainText('Waiting');
  await payment.getByRole('button', { name: `Approve ${order.orderNumber}` }).click();
  await expect(page.getByRole('status')).toHaveText('Payment approved');
  await expect(page.getByRole('region', { name: 'Payments' }).getByRole('row').filter({ hasText: order.orderNumber })).toContainText('Completed');
});

test('a dealer uploads a transfer receipt for a prepaid order and cannot pass off a program as one', async ({ page, consoleErrors }) => {
  // The refused upload re-renders the form with the refusal's own status (415 for a file that is
  // not an accepted type), which the browser reports.
  consoleErrors.allow(/status of 415/);
  const order = await placeOrder({ paymentId: await bankTransferMerchant() });
  await signIn(page, 'dealer.us');
  await page.goto('/en-us/payment?status=waiting');
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await row.getByLabel('Receipt (PDF, JPEG, PNG or WebP, at most 5 MB)').setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf') });
  await row.getByRole('button', { name: 'Upload receipt' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Receipts must be PDF, JPEG, PNG or WebP files' })).toBeVisible();

  const again = page.getByRole('row').filter({ hasText: order.orderNumber });
  await again.getByLabel('Receipt (PDF, JPEG, PNG or WebP, at most 5 MB)').setInputFiles({ name: 'transfer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
  await again.getByRole('button', { name: 'Upload receipt' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Receipt uploaded' })).toBeVisible();
  const uploaded = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(uploaded.getByRole('link', { name: 'View: transfer.pdf' })).toBeVisible();
  await expect(uploaded).toContainText('1 of 3 receipts');
});
