// A bike shop that is not a customer yet sends the new-customer inquiry with JavaScript disabled:
// the rules answer in the page, the city list follows the country, and the confirmation shows.
import { expect, test } from './fixtures';
import { hostOrigin } from './support/hosts';

const INDONESIAN_HOST = 'id.localhost';
test.use({ javaScriptEnabled: false });

test('a shop sends an inquiry with JavaScript disabled', async ({ page, baseURL, consoleErrors }) => {
  // The refused sends answer 400, which the browser reports as a failed resource.
  consoleErrors.allow(/status of 400/);
  await page.goto(`${hostOrigin(INDONESIAN_HOST, baseURL)}/en-id/new-customer-inquiry`);
  await expect(page.locator('script')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please check again all of your input');
  await expect(page.getByLabel('Company name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Country').selectOption({ label: 'Netherlands' });
  await page.getByRole('button', { name: 'Show cities' }).click();
  await expect(page.getByLabel('Country')).toHaveValue('NL');
  await page.getByLabel('Country').selectOption({ label: 'Indonesia' });
  await page.getByRole('button', { name: 'Show cities' }).click();

  await page.getByLabel('Reason for your inquiry').selectOption({ label: 'Opening a new store' });
  await page.getByLabel('What would you like to achieve with us?').fill('Sell city and kids bikes in our new shop.');
  await page.getByLabel('Company name').fill('Toko Roda Dua');
  await page.getByLabel('Address').fill('Jl. Merdeka 12');
  await page.getByLabel('State or province').fill('Jawa Barat');
  await page.getByLabel('City').selectOption({ index: 1 });
  await page.getByLabel('E-mail').fill('owner@rodadua.example');
  await page.getByLabel('Phone (without +62)').fill('08123456789');
  await page.getByLabel('Phone (without +62)').fill('0812345abc');
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText('*Must Be Numeric (17 digits max)')).toBeVisible();
  await page.getByLabel('Phone (without +62)').fill('08123456789');
  await page.getByRole('button', { name: 'Send inquiry' }).click();

  await expect(page.getByRole('heading', { name: 'Inquiry sent' })).toBeVisible();
  await expect(page).toHaveURL(/sent=1/);
});

test('an Indonesian shop reads the inquiry card in its language, with the logo and room inside', { tag: '@phone' }, async ({ page, baseURL }) => {
  await page.goto(`${hostOrigin(INDONESIAN_HOST, baseURL)}/id-id/new-customer-inquiry`);
  const card = page.getByRole('region', { name: 'Permintaan Pelanggan Baru' });
  await expect(card.getByRole('img', { name: /Spoke/ })).toBeVisible();
  // Country names as Indonesian writes them, in its order.
  const country = card.getByLabel('Negara');
  await expect(country.getByRole('option')).toHaveText(['Amerika Serikat', 'Belanda', 'Indonesia', 'Jerman']);
  await expect(country).toHaveValue('ID');
  // The fields keep a margin from the card's edges.
  const cardBox = await card.boundingBox();
  const fieldBox = await card.getByLabel('Nama perusahaan').boundingBox();
  expect(cardBox && fieldBox && fieldBox.x - cardBox.x).toBeGreaterThanOrEqual(16);
  expect(cardBox && fieldBox && cardBox.x + cardBox.width - (fieldBox.x + fieldBox.width)).toBeGreaterThanOrEqual(16);
});
