// Stories of the header's customer, credit, cart and content parts: a sales rep switches the dealer
// they act for, a multi-company dealer reads credit per company, announcements and promotions stay
// closed, the language changes the spec's way and consumer voice is sent.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hostOrigin } from './support/hosts';
import { GERMAN_HOST, germanHostLaunchOptions, withCart } from './support/place-order';
import { closePromotions, signInAs } from './support/sign-in';

/** Signs in (support/sign-in.ts); `origin` picks another host than the test server's default. */
function signIn(page: Page, username: string, origin = ''): Promise<void> {
  return signInAs(page, origin ? `${origin}/en-uk` : '/en-us', username);
}

/** Stories that are not about the pop-ups close them first, as a returning user would have. */
const closePopups = closePromotions;

/** The header shows one of the two chips by viewport; the other is hidden by CSS. */
function chip(page: Page) {
  return page.getByTestId('customer-chip').filter({ visible: true });
}

test('a sales rep searches the customer dialog, switches dealer and sees the chip change after the reload', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, 'sales.rep');
  await closePopups(page);

  await chip(page).getByRole('link', { name: 'select customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select customer' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search customer' }).fill('Pedal Pushers');
  const choice = dialog.getByRole('button', { name: /Pedal Pushers Bike Shop/ });
  await expect(choice).toHaveCount(1);
  await choice.click();

  await expect(chip(page).getByRole('button', { name: /Pedal Pushers Bike Shop/ })).toBeVisible();
  await expect(chip(page)).toContainText('000123');
});

test('a sales rep without a customer opening the open invoices must pick one in a dialog that will not close', async ({ page }) => {
  await signIn(page, 'sales.rep');
  await page.goto('/en-us/invoice/open-invoice');

  const dialog = page.getByRole('dialog', { name: 'Select customer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  const first = dialog.getByRole('listitem').first().getByRole('button');
  const name = (await first.textContent()) ?? '';
  await first.click();

  await expect(page).toHaveURL(/\/en-us\/invoice\/open-invoice$/);
  await expect(chip(page).getByRole('link', { name: 'select customer' })).toHaveCount(0);
  await expect(chip(page)).toContainText(name.slice(0, 6));
  await expect(page.getByRole('dialog', { name: 'Select customer' })).toBeHidden();
});

test('a multi-company dealer opens the customer card and reads credit per company', { tag: '@phone' }, async ({ page, baseURL }) => {
  // The German dealer's own site (decision 0015): the US site refuses its sign-in.
  await signIn(page, 'dealer.de', hostOrigin('de.localhost', baseURL));
  await closePopups(page);

  await chip(page).getByRole('button', { name: /Radhaus Müller GmbH/ }).click();
  const card = page.getByRole('dialog', { name: 'Customer details' }).filter({ visible: true });
  // I002000456 shows as its last six characters.
  await expect(card.getByText('000456', { exact: true })).toBeVisible();
  const companies = card.getByRole('group', { name: 'Company' });
  await expect(companies.getByRole('radio')).toHaveCount(2);
  await expect(card.getByText('Credit usage')).toBeVisible();

  const first = card.locator('dl.company').filter({ visible: true });
  await expect(first).toHaveCount(1);
  const before = await first.getAttribute('data-company');
  await companies.getByRole('radio').nth(1).check();
  const after = card.locator('dl.company').filter({ visible: true });
  await expect(after).toHaveCount(1);
  expect(await after.getAttribute('data-company')).not.toBe(before);
  await expect(after.getByRole('link').first()).toHaveAttribute('href', '/en-uk/invoice/open-invoice');
});

test('a dealer sees the cart badge with what they added and their credit status in the header', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, 'dealer.us');
  await closePopups(page);
  // The checkout stories shop as this dealer too: hold their cart lock from the change to the badge.
  await withCart({ prefix: '/en-us', username: 'dealer.us' }, async () => {
    const { totalQty, articleCode } = await page.evaluate(async () => {
      type Variant = { article_code: string };
      const list = (await (await fetch('/api/catalog/products')).json()) as { data: { items: Variant[]; groups: { variants: Variant[] }[] } };
      const product = list.data.items[0] ?? list.data.groups[0]?.variants[0];
      if (!product) return { totalQty: 0, articleCode: '' };
      const res = await fetch('/api/cart/lines', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: [{ articleCode: product.article_code, sorg: 'US01', qty: 3 }], mode: 'set' }),
      });
      const qty = res.ok ? ((await res.json()) as { data: { totalQty: number } }).data.totalQty : 0;
      return { totalQty: qty, articleCode: product.article_code };
    });
    expect(totalQty).toBeGreaterThanOrEqual(3);
    await page.reload();

    const cart = page.getByTestId('cart-button').filter({ visible: true });
    await expect(cart).toHaveAccessibleName(`${totalQty} items in the cart`);
    await expect(cart.locator('[data-cart-badge]')).toHaveText(totalQty > 99 ? '99+' : String(totalQty));
    // Leave the shared cart as it was for the checkout stories.
    const removed = await page.evaluate(
      async (code) => (await fetch(`/api/cart/lines?articleCode=${encodeURIComponent(code)}&sorg=US01`, { method: 'DELETE' })).status,
      articleCode,
    );
    expect(removed).toBe(200);
  });
  const status = page.getByTestId('credit-status').filter({ visible: true });
  await expect(status).toBeVisible();
  await expect(status.locator('.balance')).toHaveText(/^-?\$[\d,]+\.\d{2}$/);
});

test('a dealer closes the announcement and the promotions and they stay closed after a reload', async ({ page }) => {
  await signIn(page, 'dealer.us');

  const promotions = page.getByRole('dialog', { name: 'Promotions' });
  await expect(promotions).toBeVisible();
  await promotions.getByRole('button', { name: 'Close promotions' }).click();
  await expect(promotions).toBeHidden();
  const announcement = page.getByRole('complementary', { name: 'Announcement' });
  await expect(announcement).toContainText(/Model year \d{4} pre-season orders are open/);
  await announcement.getByRole('button', { name: 'Close announcement' }).click();
  await expect(announcement).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('customer-chip').first()).toBeAttached();
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Promotions' })).toBeHidden();
});

test('a dealer sends a consumer voice message and sees that it was sent', { tag: '@phone' }, async ({ page, isMobile }) => {
  await signIn(page, 'dealer.us');
  await closePopups(page);

  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  else await page.getByLabel(/^Profile menu of /).click();
  await page.getByRole('button', { name: 'Consumer Voice' }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Consumer Voice' });
  await dialog.getByLabel('Your message').fill('The fast order page could remember\nmy last sizes.');
  await dialog.getByRole('button', { name: 'SEND' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(dialog.getByRole('status')).toHaveText('Successfully sending consumer voice');
});

const germanTest = test.extend<object, object>({ launchOptions: germanHostLaunchOptions });

germanTest('a dealer changes the language to Deutsch and lands on the German page', { tag: '@phone' }, async ({ page, baseURL }) => {
  const origin = hostOrigin(GERMAN_HOST, baseURL);
  await signIn(page, 'dealer.de', origin);
  await closePopups(page);

  const openMenu = page.getByRole('button', { name: 'Open menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  const menu = page.locator('[data-language-menu]').filter({ visible: true });
  await menu.locator('summary').click();
  await menu.getByRole('link', { name: 'Deutsch' }).click();

  await expect(page).toHaveURL(new RegExp(`^${origin}/de(/|$)`));
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Willkommen/);
});
