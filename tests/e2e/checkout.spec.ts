// A dealer finds a bike, orders it from the size and colour grid, changes the quantity in the cart
// and checks out once despite a double click with another of their payment terms than the default,
// which the confirmation and the open orders name;
// on the phone the list grows with "Show more (10)".
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { addFirstArticleToCart, checkOutFromCart, germanHostLaunchOptions, shopperFor, signIn, withCart } from './support/place-order';

/** The phone story runs as the German dealer on the German host, so the two projects never share a cart. */
const test = base.extend<object, object>({ launchOptions: germanHostLaunchOptions });

/** Picks the first payment term that is not preselected (the default) and returns its wording. */
async function chooseOtherTerm(page: Page): Promise<string> {
  const select = page.getByLabel('Payment term');
  await expect(select).toBeVisible();
  const options = await select.locator('option').evaluateAll((all) => all.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '', selected: (o as HTMLOptionElement).selected })));
  expect(options.find((o) => o.selected)?.text).toMatch(/\(default\)$/);
  const other = options.find((o) => !o.selected);
  if (!other) throw new Error('the dealer has only one payment term');
  await select.selectOption(other.value);
  return other.text;
}

test('a dealer searches, adds a bike from the grid, checks out on another payment term with a double click and sees one order with that term, also in open orders', { tag: '@phone' }, async ({ page, baseURL }, testInfo) => {
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

  const { orderNumber, paymentTerm } = await withCart(shopper, async () => {
    await addFirstArticleToCart(page);
    // On a slow connection the dealer types the quantity before the cart's script has arrived: the
    // island sends it once it hydrates.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/CartLines.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${shopper.prefix}/cart`, { waitUntil: 'domcontentloaded' });
    const saved = page.waitForResponse((r) => r.url().includes('/api/cart/lines') && r.request().method() === 'PUT');
    await page.getByRole('spinbutton').first().fill('2');
    await expect(page.locator('astro-island[component-url*="CartLines"][ssr]')).toHaveCount(1);
    release();
    await expect(page.getByTestId('cart-totals')).toBeVisible();
    await saved;
    // The island and the header's cart menu read one store: both follow the saved quantity.
    const quantities = await page.getByRole('spinbutton').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).valueAsNumber));
    await expect(page.getByTestId('cart-product-count')).toHaveText(String(quantities.length));
    await expect(page.locator('[data-cart-badge]').first()).toHaveText(String(quantities.reduce((a, b) => a + b, 0)));
    let chosen = '';
    const numbers = await checkOutFromCart(page, { doubleClick: true, choose: async (p) => void (chosen = await chooseOtherTerm(p)) });
    expect(numbers).toHaveLength(1);
    await expect(page.getByText(`Payment term: ${chosen}`)).toBeVisible();
    await page.goto(`${shopper.prefix}/cart`);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    return { orderNumber: numbers[0] ?? '', paymentTerm: chosen };
  });

  await page.goto(`${shopper.prefix}/order?search=${orderNumber}`);
  await page.locator('summary', { hasText: orderNumber }).click();
  await expect(page.getByText(`Payment term: ${paymentTerm}`)).toBeVisible();
});

// The item view shows the host's item view quota per page (docs/requirements.md#constants: 10; decision 0070).
test('a dealer pages through parts ten at a time', { tag: '@phone' }, async ({ page, baseURL }, testInfo) => {
  const shopper = shopperFor(testInfo.project.name, baseURL);
  await signIn(page, shopper);
  await page.goto(`${shopper.prefix}/catalog/list?category=PAA&view=item`);
  const results = page.getByTestId('catalog-results').locator('article');
  await expect(results).toHaveCount(10);
  await page.getByRole('link', { name: 'Show more (10)' }).click();
  await expect(results).toHaveCount(20);
  await expect(page).toHaveURL(/page=2/);
});
