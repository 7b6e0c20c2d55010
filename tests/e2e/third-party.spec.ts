// Third-party ordering: a dealer fills a cart with two partner vendors and checks out each vendor,
// then sees two orders; the customer-vendor ships a line of an order placed with it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hostOrigin } from './support/hosts';
import { closePromotions, signInAs } from './support/sign-in';

const INDONESIAN_HOST = 'id.localhost';

/** Desktop orders as the US dealer, the phone as the Indonesian one: two carts that never meet. */
const DEALERS = {
  desktop: { user: 'dealer.us', prefix: '/en-us', vendors: [['TPV02', 'Cascade Tire Works'], ['TPV03', 'Summit Racks & Bags']] },
  phone: { user: 'dealer.id', prefix: '/en-id', vendors: [['TPV01', 'Velo Nusantara Distribusi'], ['TPV02', 'Cascade Tire Works']] },
} as const;

async function addFirstInStock(page: Page, base: string, vendorId: string): Promise<void> {
  await page.goto(`${base}/3rd-party/catalog?vendor=${vendorId}&inStock=1`);
  await page.getByRole('button', { name: /^Add .+ to the cart$/ }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to the vendor’s cart.' })).toBeVisible();
}

async function checkOut(page: Page, vendor: string): Promise<string> {
  const box = page.getByRole('article', { name: vendor });
  await box.getByLabel('Requested delivery date').fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
  await box.getByRole('button', { name: `Order from ${vendor}` }).click();
  const placed = page.getByRole('status').filter({ hasText: /^Order TP\d+ placed/ });
  await expect(placed).toBeVisible();
  return /TP\d+/.exec(await placed.innerText())?.[0] ?? '';
}

test('a dealer orders from two vendors and sees two orders', async ({ page, baseURL }, info) => {
  const dealer = info.project.name === 'phone' ? DEALERS.phone : DEALERS.desktop;
  const base = dealer.user === 'dealer.id' ? `${hostOrigin(INDONESIAN_HOST, baseURL)}${dealer.prefix}` : dealer.prefix;
  await signInAs(page, base, dealer.user);
  await closePromotions(page);
  const [[firstId, first], [secondId, second]] = dealer.vendors;
  await addFirstInStock(page, base, firstId);
  await addFirstInStock(page, base, secondId);
  const cart = page.getByRole('region', { name: 'Third-party cart' });
  await expect(cart.getByRole('article')).toHaveCount(2);

  const firstOrder = await checkOut(page, first);
  await page.getByRole('link', { name: 'Order more' }).click();
  await expect(cart.getByRole('article')).toHaveCount(1);
  const secondOrder = await checkOut(page, second);

  expect(firstOrder).not.toBe(secondOrder);
  const orders = page.getByRole('table', { name: 'Third-party orders, newest first' });
  for (const [orderNo, vendor] of [[firstOrder, first], [secondOrder, second]] as const) {
    const order = orders.locator(`tbody[data-order="${orderNo}"]`);
    await expect(order.getByText(vendor, { exact: true })).toBeVisible();
    await expect(order.getByText('Open', { exact: true }).first()).toBeVisible();
  }
});

test('the customer-vendor ships a line of an order placed with it', async ({ page, baseURL }, info) => {
  const base = `${hostOrigin(INDONESIAN_HOST, baseURL)}/en-id`;
  // Each project ships a line of its own demo order (open lines and confirmed lines).
  const orderNo = info.project.name === 'phone' ? 'TP400006' : 'TP400005';
  await signInAs(page, base, 'vendor.id');
  await closePromotions(page);
  await page.goto(`${base}/3rd-party/order?q=${orderNo}`);
  const order = page.locator(`tbody[data-order="${orderNo}"]`);
  const select = order.getByRole('combobox', { name: /^New status of / }).first();
  const article = ((await select.getAttribute('id')) ?? '').split('-').slice(3).join('-');
  await select.selectOption({ label: 'Shipped' });
  await order.getByRole('button', { name: /^Save the status of / }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'The line status was saved.' })).toBeVisible();
  const line = page.locator(`tbody[data-order="${orderNo}"] details tbody tr`).filter({ hasText: article });
  await expect(line.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(page.locator(`tbody[data-order="${orderNo}"]`).getByText('Partially shipped', { exact: true })).toBeVisible();
});
