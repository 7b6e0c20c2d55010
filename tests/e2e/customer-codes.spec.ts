// Customer codes starting with 0 or I are shown as their last six characters on claims and store
// visits, as in the header chip: a dealer reads "Pedal Pushers Bike Shop (000123)", never 0001000123.
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

test('a dealer opens a claim and reads the customer with the short code', async ({ page }) => {
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto('/en-us/claim');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en-us\/claim\/\d+$/);
  // The claim's customer and the frame's ship-to are both the dealer.
  await expect(page.getByRole('definition').filter({ hasText: 'Pedal Pushers Bike Shop (000123)' }).first()).toBeVisible();
  await expect(page.getByText('0001000123')).toHaveCount(0);
});

test('a sales rep chooses the customer of a store visit by name and short code', async ({ page }) => {
  await signInAs(page, '/en-us', 'sales.rep');
  await closePromotions(page);
  await page.goto('/en-us/visit-form/polygon/create');
  const options = await page.getByLabel('Customer').locator('option').allTextContents();
  const named = options.filter((text) => text.includes('('));
  expect(named.length).toBeGreaterThan(0);
  expect(named.some((text) => /\(\d{6}\)/.test(text))).toBe(true);
  for (const text of named) expect(text, text).not.toMatch(/\([0I]\w{6,}\)/);
});
