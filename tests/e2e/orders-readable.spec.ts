// What a dealer and staff read about orders (issue 21, items 7, 8, 9, 14, 15 and 19): open orders newest
// first with their PO number, order type and a word for every line status in the page's language;
// the header's open-to-buy right after an order; seeded receipts that open; a fast order line past
// the maximum quantity and a consumer voice message past the upstream's length told so instead of
// an error page or a failure.
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { Locator, Page } from '@playwright/test';
import { ANNOUNCEMENT_KEY, DISMISS_MS, POPUP_KEY } from '../../src/islands/content/dismissal';
import { expect, test } from './fixtures';
import { placeOrder } from './orders-upstream';
import { addFirstArticleToCart, checkOutFromCart, germanHostLaunchOptions, shopperFor, signIn as signInAs, withCart } from './support/place-order';
import { signInAs as signInThroughApi } from './support/sign-in';

const DAY = 86_400_000;

function upstreamSql() {
  const dir = process.env['SPOKE_E2E_DATA_DIR'];
  if (!dir) throw new Error('SPOKE_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return createClient({ url: `file:${join(dir, 'upstream.db')}`, timeout: 10_000 });
}

/** A cell reading `text`; on phones the stacked table puts the column's label before it. */
const cell = (row: Locator, text: string) => row.getByRole('cell', { name: new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

async function signIn(page: Page, username: string): Promise<void> {
  await page.addInitScript(([keys, until]) => keys.forEach((key) => localStorage.setItem(key, String(until))), [[POPUP_KEY, ANNOUNCEMENT_KEY], Date.now() + DISMISS_MS] as const);
  await signInThroughApi(page, '/en-us', username);
}

test('a dealer reads open orders newest first with PO number, order type, customer code and every line status in words', { tag: '@phone' }, async ({ page }, testInfo) => {
  const run = `PO-LBL-${testInfo.project.name}-${Date.now() % 1_000_000}`;
  const older = await placeOrder({ poNumber: `${run}-A`, now: new Date(Date.now() - 2 * DAY) });
  const newer = await placeOrder({ poNumber: `${run}-B` });
  const sql = upstreamSql();
  await sql.execute({ sql: "UPDATE ledger_order_lines SET status = 'delivered', delivered_qty = qty WHERE order_number = ? AND line_no = 10", args: [newer.orderNumber] });
  sql.close();

  await signIn(page, 'dealer.us');
  await page.goto(`/en-us/order?search=${run}`);
  const table = page.getByRole('table', { name: 'Newest orders first' });
  await expect(table).toBeVisible();
  // One row group per order: the order's row and the row that opens its lines.
  const orders = table.locator(':scope > tbody');
  await expect(orders).toHaveCount(2);
  await expect(orders.nth(0)).toContainText(newer.orderNumber);
  await expect(orders.nth(1)).toContainText(older.orderNumber);

  const row = orders.nth(0);
  await expect(cell(row, `${run}-B`)).toBeVisible();
  await expect(cell(row, 'Standard order')).toBeVisible();
  // The header shows the customer as 000123 (codes starting with 0 or I: last six characters).
  await expect(cell(row, '000123')).toBeVisible();
  await row.getByText('Lines and status').click();
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('orders.');

  await page.goto(`/de/order?search=${run}`);
  const german = page.getByRole('table', { name: 'Neueste Bestellungen zuerst' }).locator(':scope > tbody').first();
  await expect(german).toContainText('Standardauftrag');
  await expect(german).toContainText('Geliefert');
  await expect(page.locator('main')).not.toContainText('orders.');
  // Every column reads without a sideways scroll, beside the menu at 1280 px and stacked on a phone.
  const overflow = await page.locator('.orders-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBe(0);
});

test('staff read the PO number and order type in the order list, newest first', async ({ page }, testInfo) => {
  const run = `PO-LST-${testInfo.project.name}-${Date.now() % 1_000_000}`;
  const order = await placeOrder({ poNumber: run });
  await signIn(page, 'admin');
  await page.goto(`/en-us/admin/order-confirmation?search=${run}`);
  const table = page.getByRole('table', { name: 'Newest orders first' });
  const row = table.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(cell(row, run)).toBeVisible();
  await expect(cell(row, 'Standard order')).toBeVisible();
  await expect(cell(row, '000123')).toBeVisible();
});

/** The checkout story shops as checkout.spec.ts does: the US dealer on desktop, the German dealer on its host on the phone. */
const shopping = test.extend<object, object>({ launchOptions: germanHostLaunchOptions });

shopping("the header's open-to-buy drops as soon as the dealer's order is placed", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const shopper = shopperFor(testInfo.project.name, baseURL);
  await signInAs(page, shopper);
  await page.goto(`${shopper.prefix}/catalog/list?category=Bike&view=item`);
  await page.getByTestId('catalog-results').locator('article').first().getByRole('link').first().click();
  await withCart(shopper, async () => {
    await addFirstArticleToCart(page);
    await page.goto(`${shopper.prefix}/cart`);
    const balance = page.getByTestId('credit-status').locator('.balance').first();
    const before = (await balance.textContent()) ?? '';
    expect(before).not.toBe('');
    await checkOutFromCart(page);
    await page.goto(`${shopper.prefix}/`);
    await expect(page.getByTestId('credit-status').locator('.balance').first()).not.toHaveText(before);
  });
});

test('staff open a payment receipt that came with the demo data', async ({ page }) => {
  const sql = upstreamSql();
  const [doc] = (await sql.execute("SELECT order_number, file_name FROM ledger_payment_docs WHERE id LIKE 'PD%' ORDER BY id LIMIT 1")).rows;
  sql.close();
  const orderNumber = String(doc?.['order_number']);
  const fileName = String(doc?.['file_name']);
  await signIn(page, 'admin');
  await page.goto(`/en-us/admin/order-confirmation?search=${orderNumber}`);
  const link = page.getByRole('region', { name: 'Payments' }).getByRole('link', { name: `View: ${fileName}` });
  await expect(link).toBeVisible();
  const receipt = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  expect((await receipt.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a fast order line past the maximum quantity is told the maximum, and the page still works', async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.goto('/en-us/catalog/fast-order');
  await page.getByLabel('Article code and quantity per line').fill('E2E-NOT-THERE 2147483648');
  await page.getByRole('button', { name: 'Check and add to cart' }).click();
  await expect(page.getByText('Qty can be at most 99,999')).toBeVisible();
});

test('a consumer voice message longer than the upstream takes is told so before it is sent', { tag: '@phone' }, async ({ page, isMobile }) => {
  await signIn(page, 'dealer.us');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  else await page.getByLabel(/^Profile menu of /).click();
  await page.getByRole('button', { name: 'Consumer Voice' }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Consumer Voice' });
  // 1,999 characters typed, 2,398 sent: every line break travels as the two characters \n.
  await dialog.getByLabel('Your message').fill(Array.from({ length: 400 }, () => 'abcd').join('\n'));
  await dialog.getByRole('button', { name: 'SEND' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The message can have at most 2,000 characters (a line break counts as two)');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeHidden();
});
