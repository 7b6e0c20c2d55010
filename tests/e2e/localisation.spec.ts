// A dealer reads the portal in their own language beyond the menus: on the German pages the
// announcement, specification labels, footer, amounts and dates are German; an Indonesian dealer on
// the English site reads English payment methods, each with a label of its own. Issue 21, item 13.
// (Country hosts come with <country>.localhost; these stories use the /de prefix on 127.0.0.1.)
import { expect, test } from './fixtures';
import { hostOrigin } from './support/hosts';
import { closePromotions, signInAs } from './support/sign-in';

const PRODUCT = 'catalog/bike/little-wren-hatchling-24-comp-2026';
const GERMAN_MONEY = /^-?\d{1,3}(\.\d{3})*,\d\d\s\$$/;

test('a dealer on the German pages reads German announcements, labels, footer, amounts and dates', async ({ page }) => {
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto(`/de/${PRODUCT}`);
  await expect(page.getByRole('complementary', { name: 'Ankündigung' })).toContainText('Vororder für Modelljahr 2027 ist geöffnet');
  await expect(page.getByRole('heading', { name: 'Rahmen', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Antrieb', level: 3 })).toBeVisible();
  await expect(page.getByText('Produktbeschreibungen und technische Daten liegen nur auf Englisch vor.')).toBeVisible();
  const tier = page.locator('form[data-add-grid] tbody tr').first().locator('small.tier').first();
  await expect(tier).toHaveText(/^>= \d+: \d{1,3}(\.\d{3})*,\d\d\s\$$/);
  await expect(page.locator('footer')).toContainText('Händlerservice:');

  await page.goto('/de/invoice/open-invoice');
  const table = page.locator('table.stack-table').first();
  await expect(table).toBeVisible();
  await expect(table.locator('tbody td.nowrap').first()).toHaveText(/^\d\d\.\d\d\.20\d\d$/);
  await expect(table.locator('tbody')).not.toContainText(/20\d\d-\d\d-\d\d/);
  await expect(table.locator('td.num').first()).toHaveText(GERMAN_MONEY);
});

test('an Indonesian dealer on the English site reads every payment method in English, each with its own label', async ({ page, baseURL }) => {
  const site = `${hostOrigin('id.localhost', baseURL)}/en-id`;
  await signInAs(page, site, 'dealer.id');
  await closePromotions(page);
  await page.goto(`${site}/payment/invoice`);
  const methods = page.getByRole('radiogroup');
  await expect(methods.getByRole('radio')).not.toHaveCount(0);
  const labels = await methods.locator('label strong').allTextContents();
  expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
  await expect(methods).not.toContainText(/Bayar|Kartu kredit|Virtual Account/);
  await expect(methods.getByRole('radio', { name: /Bank transfer · BCA/ })).toBeVisible();
});
