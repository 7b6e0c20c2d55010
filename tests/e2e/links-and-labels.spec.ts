// What a person reads and follows (issue 21, items 16 and 18; decision 0014): every link offered on
// a role's home opens for that role (none signs them out), one menu entry is current, controls show
// their whole text, breadcrumbs end in the page's title, checkout lists what is ordered, and a
// signed-in user keeps the navigation on a 404.
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';
import { ANNOUNCEMENT_KEY, DISMISS_MS, POPUP_KEY } from '../../src/islands/content/dismissal';
import { expect, test } from './fixtures';
import { withCart } from './support/place-order';

async function signIn(page: Page, username: string, options: { closePopups: boolean } = { closePopups: true }): Promise<void> {
  await page.goto('/en-us/login');
  const status = await page.evaluate(
    async ([user, password]) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password }) })).status,
    [username, DEMO_PASSWORD] as const,
  );
  expect(status).toBe(200);
  if (options.closePopups) {
    await page.evaluate(([keys, until]) => keys.forEach((key) => localStorage.setItem(key, String(until))), [[POPUP_KEY, ANNOUNCEMENT_KEY], Date.now() + DISMISS_MS] as const);
  }
}

/** Same-site page links of the page, announcements and pop-up banners included. */
async function siteLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//') && !h.startsWith('/api/')))];
}

for (const account of ['auditor', 'admin', 'sales.rep', 'dealer.us', 'vendor.id']) {
  test(`${account} can follow every link on their home without being signed out`, async ({ page }) => {
    await signIn(page, account, { closePopups: false });
    await page.goto('/en-us');
    const links = await siteLinks(page);
    expect(links.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const href of links) {
      const response = await page.request.get(href, { maxRedirects: 0 });
      if (/\/login/.test(response.headers()['location'] ?? '')) refused.push(href);
    }
    expect(refused).toEqual([]);
  });
}

test("the auditor's home shows the announcement without the catalogue link they cannot open", async ({ page }) => {
  await signIn(page, 'auditor', { closePopups: false });
  await page.goto('/en-us');
  const announcement = page.getByRole('complementary', { name: 'Announcement' });
  await expect(announcement).toContainText(/Model year \d{4} pre-season orders are open/);
  await expect(announcement.getByRole('link')).toHaveCount(0);
  await expect(page.locator('a[href*="/catalog"]')).toHaveCount(0);
});

test('an auditor paying nothing is offered no breadcrumb or back button to the payments they cannot open', async ({ page }) => {
  await signIn(page, 'auditor');
  await page.goto('/en-us/payment/invoice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('nav.breadcrumbs')).toContainText('Payments');
  await expect(page.locator('a[href="/en-us/payment"]')).toHaveCount(0);
});

test('the product list marks one menu entry as the current page', async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.goto('/en-us/catalog/list?category=Bike&view=item');
  // The desktop drawer and the phone drawer each hold the menu; both must agree on one entry.
  const current = await page
    .locator('[data-shell="side-drawer"] a[aria-current="page"], #mobile-drawer a[aria-current="page"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
  expect(current).toEqual(['/en-us/catalog']);
});

/** True when the control's text fits inside it: an input is filled with it, a select measured with its own font. */
async function textFits(control: Locator, text: string): Promise<boolean> {
  return control.evaluate((el, value) => {
    if (el instanceof HTMLInputElement) {
      // The search field's clear button takes room too: fill the field and see whether it scrolls.
      const before = el.value;
      el.value = value;
      const fits = el.scrollWidth <= el.clientWidth;
      el.value = before;
      return fits;
    }
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) return false;
    ctx.font = style.font;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - (el instanceof HTMLSelectElement ? 20 : 0);
    return ctx.measureText(value).width <= room;
  }, text);
}

test('the sort control and the order search show their whole text', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.goto('/en-us/catalog/list?category=Bike&view=item');
  const sort = page.getByLabel('Sort by');
  const longest = await sort.locator('option').evaluateAll((options) => options.map((o) => o.textContent ?? '').sort((a, b) => b.length - a.length)[0] ?? '');
  expect(await textFits(sort, longest)).toBe(true);

  await page.goto('/en-us/order');
  const search = page.getByRole('searchbox').filter({ visible: true }).first();
  const placeholder = (await search.getAttribute('placeholder')) ?? '';
  expect(placeholder).toBe('SO, order or PO number');
  expect(await textFits(search, placeholder)).toBe(true);
});

test('the catalogue search shows its whole placeholder in every language', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, 'dealer.us');
  for (const prefix of ['/en-us', '/de', '/fr', '/id-id', '/ms-my']) {
    await page.goto(`${prefix}/catalog/list?category=Bike&view=item`);
    const search = page.locator('input[name="search"]').filter({ visible: true }).first();
    const placeholder = (await search.getAttribute('placeholder')) ?? '';
    expect(placeholder).not.toBe('');
    expect(await textFits(search, placeholder), `${prefix}: ${placeholder}`).toBe(true);
  }
});

test('a product page ends its breadcrumbs in the product name, not its slug', async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.goto('/en-us/catalog/list?category=Bike&view=item');
  await page.getByTestId('catalog-results').locator('article').first().getByRole('link').first().click();
  const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
  // Phones hide the breadcrumbs (the header shows the title); the markup must still be right.
  const last = page.locator('nav.breadcrumbs [aria-current="page"]');
  await expect(last).toHaveText(title);
  await expect(last).not.toHaveText(slug);
});

test('checkout lists the lines being ordered', async ({ page }) => {
  await signIn(page, 'dealer.us');
  await withCart({ prefix: '/en-us', username: 'dealer.us' }, async () => {
    const articleCode = await page.evaluate(async () => {
      type Variant = { article_code: string };
      const list = (await (await fetch('/api/catalog/products')).json()) as { data: { items: Variant[]; groups: { variants: Variant[] }[] } };
      const code = list.data.items[0]?.article_code ?? list.data.groups[0]?.variants[0]?.article_code ?? '';
      const res = await fetch('/api/cart/lines', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: [{ articleCode: code, sorg: 'US01', qty: 2 }], mode: 'set' }),
      });
      return res.ok ? code : '';
    });
    expect(articleCode).not.toBe('');
    try {
      await page.goto('/en-us/cart/checkout');
      const lines = page.getByTestId('checkout-lines');
      await expect(lines.getByRole('heading')).toContainText('Your order');
      await expect(lines.getByRole('listitem').filter({ hasText: articleCode })).toContainText('2 EA');
    } finally {
      await page.evaluate(async (code) => fetch(`/api/cart/lines?articleCode=${encodeURIComponent(code)}&sorg=US01`, { method: 'DELETE' }), articleCode);
    }
  });
});

test('a signed-in user meeting a 404 keeps the navigation and the header', { tag: '@phone' }, async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await signIn(page, 'dealer.us');
  const response = await page.goto('/en-us/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 This page could not be found' })).toBeVisible();
  await expect(page.getByTestId('customer-chip').filter({ visible: true })).toBeVisible();
  // No menu entry claims to be the page the user is on.
  await expect(page.locator('[data-shell="side-drawer"] a[aria-current="page"], #mobile-drawer a[aria-current="page"]')).toHaveCount(0);
  await expect(page.locator('[data-shell="side-drawer"], .mobile-header').filter({ visible: true }).first()).toBeVisible();
});
