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

test('a German dealer files and checks in German: problem catalogue, PDI checks, news, documents and announcements', async ({ page, baseURL }) => {
  const site = `${hostOrigin('de.localhost', baseURL)}/de`;
  await signInAs(page, site, 'dealer.de');
  // The promotions pop-up greets in German.
  const promotions = page.getByRole('dialog', { name: 'Aktionen' });
  if (await promotions.isVisible()) await promotions.getByRole('button', { name: 'Aktionen schließen' }).click();
  await expect(page.getByRole('complementary', { name: 'Ankündigung' })).toContainText('Neue Lieferzeiten für E-Bike-Akkus');

  // A claim's problems read as the German catalogue, not the ERP's English words.
  await page.goto(`${site}/claim`);
  await page.locator('table tbody a').first().click();
  const problems = page.getByRole('region', { name: 'Probleme' });
  await expect(problems.getByRole('listitem').first()).toBeVisible();
  await expect(problems).toContainText(/Rahmen|Gabel|Laufrad|Antrieb|Bremsen|Akku|Motor|Produkt|Oberfläche|Passform/);
  await expect(problems).not.toContainText(/Crack in the frame|Paint or decal|Shifting fails|Broken in normal use|Part missing/);
  await expect(problems.locator('[lang="en"]')).toHaveCount(0);

  // The PDI checklist: the ten checks of a bike in German.
  await page.goto(`${site}/pdi`);
  await page.getByRole('link', { name: /^Inspektion von .* bearbeiten$/ }).first().click();
  const checks = page.getByRole('group', { name: 'Checkliste' }).getByRole('checkbox');
  expect(await checks.count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole('checkbox', { name: 'Rahmen und Gabel ohne Schäden' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Probefahrt gemacht' })).toBeVisible();
  await expect(page.getByText('Test ride done')).toHaveCount(0);

  // News and sales documents written in German are the ones a German reader sees, each once.
  await page.goto(`${site}/news`);
  await expect(page.getByRole('link', { name: 'Das Programm 2027 ist da' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'The 2027 line-up is here' })).toHaveCount(0);
  await page.goto(`${site}/sales-document/sales`);
  await expect(page.getByRole('heading', { name: 'Preislisten' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Händlerpreisliste 2027', exact: true })).toBeVisible();
  await expect(page.getByText('Dealer price list 2027')).toHaveCount(0);
});

test('a German administrator reads the seeded roles and card layouts in German', async ({ page, baseURL }) => {
  const site = `${hostOrigin('de.localhost', baseURL)}/de`;
  await signInAs(page, site, 'admin');
  await closePromotions(page);
  await page.goto(`${site}/admin/roles`);
  const dealer = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'dealer', exact: true }) });
  await expect(dealer).toContainText('Händler: Bestellungen, Rechnungen und Services für den eigenen Kunden');
  await expect(page.getByRole('table')).not.toContainText('Dealer: orders, invoices');
  await page.goto(`${site}/admin/marketing-material/category/create`);
  await expect(page.getByLabel('Layout').getByRole('option')).toContainText(['Bildraster mit Titeln', 'Karten für das Produktprogramm']);
});
