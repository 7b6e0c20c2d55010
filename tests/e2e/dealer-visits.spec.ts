// Dealers file store-visit forms of their own shop, and a page their account cannot open says so
// instead of signing them out.
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

test('a dealer files a store visit of their own shop', async ({ page }) => {
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto('/en-us/visit-form/polygon/create');
  const customer = page.getByLabel('Customer');
  const shops = await customer.locator('option').allTextContents();
  expect(shops.filter((text) => text.includes('('))).toEqual(['Pedal Pushers Bike Shop (000123), Portland']);
  await customer.selectOption({ label: 'Pedal Pushers Bike Shop (000123), Portland' });
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Bikes of our group on display').fill('9');
  await page.getByLabel('Bikes of other brands on display').fill('4');
  await page.getByRole('radio', { name: 'Front of shop' }).check();
  await page.getByLabel('Notes').fill('New display wall since March.');
  await page.getByRole('button', { name: 'Save visit' }).click();
  await expect(page).toHaveURL(/\/en-us\/visit-form\/polygon\/\d+\?saved=1$/);
  await expect(page.getByRole('status')).toHaveText('The visit was saved.');
});

test('a dealer opening an administration page is told they have no access and stays signed in', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 403/);
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  const response = await page.goto('/en-us/admin/users');
  expect(response?.status()).toBe(403);
  await expect(page).toHaveURL(/\/en-us\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home page' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('customer-chip').filter({ visible: true })).toContainText('000123');
});
