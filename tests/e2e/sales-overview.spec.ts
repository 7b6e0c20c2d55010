// Sales overview stories: a dealer narrows the year to one brand and two months and reads the same
// figures in the charts and the tables; a sales rep compares two of its customers; the chart code
// waits until a chart scrolls into view.
import type { Page } from '@playwright/test';
import { hostByKey } from '../../src/content/hosts';
import { displayCode } from '../../src/domain/customer-code';
import { formatterFor } from '../../src/domain/format';
import { yearToDate, type MonthFigures } from '../../src/domain/sales-overview';
import { ANNOUNCEMENT_KEY, DISMISS_MS, POPUP_KEY } from '../../src/islands/content/dismissal';
import { expect, test } from './fixtures';
import { signInAs } from './support/sign-in';

const LAST_YEAR = new Date().getUTCFullYear() - 1;

/** These stories are not about promotions: the user closed the pop-ups earlier, as a returning user has. */
async function signIn(page: Page, username: string): Promise<void> {
  await page.addInitScript(([keys, until]) => keys.forEach((key) => localStorage.setItem(key, String(until))), [[POPUP_KEY, ANNOUNCEMENT_KEY], Date.now() + DISMISS_MS] as const);
  await signInAs(page, '/en-us', username);
}

/** The net sales column of a result table's body rows, as the page wrote it. */
const netSales = (page: Page, section: string) => page.locator(`#${section}-table tbody td[data-field="net"]`).allInnerTexts();

/** The values printed on a chart's bars, once the chart has been drawn. */
async function chartValues(page: Page, section: string): Promise<string[]> {
  // The figure is there from the start; the island draws into it once it is in view.
  await page.locator(`#${section} .so-chart`).scrollIntoViewIfNeeded();
  const chart = page.locator(`#${section} .so-chart__canvas`);
  await expect(chart.locator('.so-chart__value').first()).toBeVisible();
  return chart.locator('.so-chart__value').allTextContents();
}

test('a dealer narrows the sales overview to one brand and two months, and the charts and tables agree', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'dealer.us');
  await page.goto(`/en-us/sales-overview?year=${LAST_YEAR}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filters' });

  await filters.getByText('Brands: Any').click();
  const firstBrand = filters.getByRole('group', { name: 'Brands' }).getByRole('checkbox').first();
  const brandName = (await firstBrand.locator('xpath=..').innerText()).trim();
  await firstBrand.check();
  await filters.getByText('Months: All months').click();
  await filters.getByRole('checkbox', { name: 'Mar' }).check();
  await filters.getByRole('checkbox', { name: 'Apr' }).check();
  await filters.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(/months=3&months=4/);
  await expect(page.getByRole('link', { name: `Remove filter ${brandName}` })).toBeVisible();
  const months = page.locator('#so-months-table tbody th');
  await expect(months).toHaveText(['Mar', 'Apr']);
  await expect(page.locator('#so-brands-table tbody th')).toHaveText([brandName]);

  const monthFigures = await netSales(page, 'so-months');
  expect(await chartValues(page, 'so-months')).toEqual(monthFigures);
  expect(await chartValues(page, 'so-brands')).toEqual(await netSales(page, 'so-brands'));
  // The brand's total is the two months' total, and the headline figure says the same.
  const total = await page.locator('#so-months-table tfoot td[data-field="net"]').innerText();
  await expect(page.locator('#so-brands-table tfoot td[data-field="net"]')).toHaveText(total);
  await expect(page.locator('[data-kpi="net"]')).toHaveText(total);

  // The view is in the URL: opened again, it shows the same figures.
  await page.goto(page.url());
  await expect(page.locator('#so-months-table tbody td[data-field="net"]')).toHaveText(monthFigures);
});

test('in the running year a dealer reads the year so far against the same months of last year', async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.goto('/en-us/sales-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();
  const view = await page.evaluate(async () => (await (await fetch('/api/sales-overview')).json()) as { data: { data: { year: number; currency: string; months: MonthFigures[] } } });
  const { year, currency, months } = view.data.data;
  const toDate = yearToDate(months, year, new Date());
  if (toDate === null) {
    // December: every month has begun, and the whole year is the comparison.
    await expect(page.locator('[data-kpi="same-period"]')).toHaveCount(0);
    return;
  }
  const format = formatterFor('en-us', hostByKey('us')!);
  await expect(page.locator('[data-kpi="same-period"]')).toHaveText(format.money(toDate.netSalesLastYear, currency));
  const lastYearRows = await page.locator('#so-months-table tbody td[data-field="net-last"]').allInnerTexts();
  expect(lastYearRows.slice(0, toDate.throughMonth)).toEqual(months.slice(0, toDate.throughMonth).map((m) => format.money(m.netSalesLastYear, currency)));
});

test('a sales rep compares two of its customers side by side', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'sales.rep');
  const list = await (await page.request.get('/api/customers?limit=10')).json() as { data: { custCode: { r3: string; isr: string | null }; custName: string; sorgs: string[] }[] };
  const [first, second] = list.data.filter((c) => c.sorgs.includes('US01'));
  if (!first || !second) throw new Error('the sales rep needs two US customers');
  const code = (c: typeof first) => c.custCode.isr ?? c.custCode.r3;
  const origin = new URL(page.url()).origin;
  expect((await page.request.post(`/api/change-cust/${code(first)}`, { headers: { origin } })).status()).toBe(200);

  await page.goto(`/en-us/sales-overview-new?sorg=US01&year=${LAST_YEAR}`);
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByText('Customers: 1 selected').click();
  await filters.getByRole('checkbox', { name: `${second.custName} (${displayCode(code(second))})` }).check();
  await filters.getByRole('button', { name: 'Apply' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'By customer' })).toBeVisible();
  const names = page.locator('#so-customers-table tbody th');
  await expect(names).toHaveCount(2);
  expect((await names.allInnerTexts()).sort()).toEqual([`${first.custName} (${displayCode(code(first))})`, `${second.custName} (${displayCode(code(second))})`].sort());
  const total = await page.locator('#so-customers-table tfoot td[data-field="net"]').innerText();
  await expect(page.locator('#so-months-table tfoot td[data-field="net"]')).toHaveText(total);
  expect(await chartValues(page, 'so-customers')).toEqual(await netSales(page, 'so-customers'));
});

test('the chart code loads only when a chart scrolls into view', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 360 });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`/en-us/sales-overview?year=${LAST_YEAR}`);
  const chartModule = await page.locator('astro-island[component-url*="SalesChart"]').first().getAttribute('component-url');
  expect(chartModule).toContain('SalesChart');
  // The numbers are in the page before any chart code.
  await expect(page.locator('#so-months-table tbody tr')).toHaveCount(12);
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain(chartModule);
  await page.locator('#so-months .so-chart').scrollIntoViewIfNeeded();
  await expect(page.locator('#so-months .so-chart__canvas svg').first()).toBeVisible();
  expect(requested).toContain(chartModule);
});

test('a year without sales says so and offers to reset the filters', async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.goto('/de/sales-overview?year=2001');
  const empty = page.locator('.so-empty');
  await expect(empty).toContainText('Keine fakturierten Umsätze für diese Auswahl.');
  await expect(empty.getByRole('link', { name: 'Filter zurücksetzen' })).toBeVisible();
});

test('a dealer reads the models ten at a time, and the new layout stays a phone’s length', { tag: '@phone' }, async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.goto(`/en-us/sales-overview-new?year=${LAST_YEAR}`);
  const models = page.locator('#so-models-table tbody tr');
  await expect(models).toHaveCount(10);
  const first = await models.first().locator('th').innerText();
  const total = await page.locator('#so-models-table tfoot td[data-field="net"]').innerText();
  const section = page.locator('section#so-models');
  await expect(section).toContainText(/Page 1 of \d+/);
  await section.getByRole('link', { name: 'Next page' }).click();
  await expect(section).toContainText(/Page 2 of \d+/);
  await expect(models.first().locator('th')).not.toHaveText(first);
  // The total is the year's, whichever page of models is shown.
  await expect(page.locator('#so-models-table tfoot td[data-field="net"]')).toHaveText(total);
  // The whole page: under a third of the 26,000 px it took at 375 px with every model stacked.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(page.viewportSize()?.width === 375 ? 14_000 : 8_000);
});
