// What a dealer does with the features beyond the spec, on a fresh demo: saves articles from the
// catalogue to a new list and then to the same list; starts a return from a delivery the demo seeded
// (nothing placed for the story) and finds its credit note under the same number in the invoices;
// books a season and, once the back office has placed the orders, finds the dating terms on the order.
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { COUNTRY_HOSTS, countryHostLaunchOptions, hostOrigin } from './support/hosts';
import { signIn, type Shopper } from './support/place-order';
import { signInAs } from './support/sign-in';

const test = base.extend<object, object>({ launchOptions: countryHostLaunchOptions });
const dealer: Shopper = { prefix: '/en-us', username: 'dealer.us' };
const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** A JSON call from the page, as the site's own scripts make it (the country host resolves only in the browser). */
const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([method, path, body]) => {
      const res = await fetch(path, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    [method, path, body] as const,
  );

test('a dealer saves articles from the catalogue to a new list, then a second one to the same list', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, dealer);
  await page.goto('/en-us/catalog/list?category=PAA&view=item&hasStock=true');
  const cards = page.getByTestId('catalog-results').getByRole('article');
  const [first, second] = [cards.nth(0), cards.nth(1)];
  const firstName = (await first.getByRole('heading').textContent())?.trim() ?? '';
  const secondName = (await second.getByRole('heading').textContent())?.trim() ?? '';
  const name = `Workshop shelf ${Date.now() % 100_000}`;

  await first.getByRole('button', { name: 'Save to list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Save to a list' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: firstName });
  await expect(row.getByText(/\$\d/)).toBeVisible();
  await expect(row.getByText(/in stock/i)).toBeVisible();
  await page.getByRole('radio', { name: 'A new list' }).check();
  await page.getByLabel('Name of the new list').fill(name);
  await page.getByRole('button', { name: 'Save to list' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`1 line was added to ${name}.`);
  await expect(page.getByRole('row').filter({ hasText: firstName }).getByText(/\$\d/)).toBeVisible();

  await page.getByRole('link', { name: 'Back to where you were' }).click();
  await expect(page).toHaveURL(/\/catalog\/list\?/);
  await page.getByTestId('catalog-results').getByRole('article').nth(1).getByRole('button', { name: 'Save to list' }).click();
  await page.getByRole('radio', { name: new RegExp(name) }).check();
  await page.getByRole('spinbutton').first().fill('3');
  await page.getByRole('button', { name: 'Save to list' }).click();
  await expect(page.getByRole('status')).toContainText(`1 line was added to ${name}.`);
  await expect(page.getByRole('row').filter({ hasText: secondName }).getByRole('spinbutton')).toHaveValue('3');
  await expect(page.locator('tbody tr')).toHaveCount(2);
});

test('a dealer starts a return from a delivery of a fresh demo and finds its credit note under the same number in the invoices', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, dealer);
  await page.goto('/en-us/order/returns');
  await page.getByRole('link', { name: 'Open a return' }).click();
  const deliveries = page.getByRole('table').getByRole('row').filter({ hasText: 'Wrong item' });
  await expect(deliveries.first()).toBeVisible();
  await deliveries.last().getByRole('link', { name: /Return items of delivery/ }).click();
  await page.getByRole('radio', { name: /Wrong item/ }).check();
  await page.locator('input.qty:not([disabled])').first().fill('1');
  await page.getByRole('button', { name: 'Send return' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Return R\d{7}$/ })).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Return ', '').trim() ?? '';

  await page.context().clearCookies();
  await signInAs(page, '/en-us', 'admin');
  await page.goto('/en-us/admin/returns');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(number) }) });
  await expect(item.getByRole('heading')).toContainText('000123');
  await item.getByRole('button', { name: 'Accept and credit' }).click();
  await expect(page.getByRole('status')).toContainText('The return was accepted and credited.');

  await page.context().clearCookies();
  await signIn(page, dealer);
  await page.goto('/en-us/order/returns');
  await page.getByRole('row').filter({ hasText: number }).getByRole('link', { name: number }).click();
  const note = page.locator('dt', { hasText: 'Credit note' }).locator('xpath=following-sibling::dd[1]');
  const noteNumber = ((await note.textContent()) ?? '').split('·')[0]?.trim() ?? '';
  expect(noteNumber).toMatch(/^8\d{9}$/);
  await note.getByRole('link', { name: 'see invoices' }).click();
  await expect(page.getByText(noteNumber, { exact: true }).first()).toBeVisible();
});

test('a dealer books a season and, once the orders are placed, finds the dating terms on the order', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const nl = `${hostOrigin(COUNTRY_HOSTS.nl, baseURL)}/en-nl`;
  const month = isoDay(70).slice(0, 7);
  await signInAs(page, nl, 'admin');
  const windows = (await call(page, 'GET', '/api/admin/preseason/windows')).body as { data: { modelSlugs: string[] }[] };
  const modelSlugs = windows.data[0]?.modelSlugs ?? [];
  expect(modelSlugs.length).toBeGreaterThan(0);
  const window = { name: `Season story ${Date.now() % 100_000}`, opensOn: isoDay(-3), closesOn: isoDay(20), discountPercent: 5, deliveryMonths: [month], datingDays: 90, modelSlugs };
  const created = await call(page, 'POST', '/api/admin/preseason/windows', window);
  expect(created.status).toBe(201);
  const id = (created.body as { data: { id: number } }).data.id;

  await page.context().clearCookies();
  await signIn(page, { prefix: nl, username: 'dealer.de' });
  await page.goto(`${nl}/preseason?window=${id}`);
  const grid = page.getByTestId('preseason-grid');
  await grid.locator('input[type="number"]:not([disabled])').first().fill('2');
  await grid.getByRole('button', { name: 'Save booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your booking has been saved.' })).toBeVisible();

  await page.context().clearCookies();
  await signInAs(page, nl, 'admin');
  const closed = await call(page, 'PUT', `/api/admin/preseason/windows/${id}`, { ...window, opensOn: isoDay(-30), closesOn: isoDay(-1) });
  expect(closed.status).toBe(200);
  await page.goto(`${nl}/admin/preseason/${id}`);
  await page.getByRole('button', { name: 'Place the orders' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The orders have been placed.' })).toBeVisible();
  const placed = page.getByRole('table', { name: '1 order placed' });
  await expect(placed.getByRole('row').nth(1)).toContainText('000456');
  const orderNumber = ((await placed.getByRole('row').nth(1).getByRole('cell').nth(2).textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^B2B\d{8}$/);

  await page.context().clearCookies();
  await signIn(page, { prefix: nl, username: 'dealer.de' });
  await page.goto(`${nl}/order?company=NL01&search=${orderNumber}`);
  const order = page.locator('tbody.orders-order').filter({ hasText: orderNumber });
  await expect(order.getByText('Pre-season order')).toBeVisible();
  await expect(order.getByText(/^Invoices due /)).toBeVisible();
  await order.getByText('Lines and status').click();
  await expect(order.getByText(/Dating terms: invoices due .+, 90 days after delivery/)).toBeVisible();
});
