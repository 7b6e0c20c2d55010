// Every refused field says why beside it, in the user's language, sent by script or without: the
// store-visit form (script and no script, English at 1280 px and German at 375 px), the PDI start
// form, the administrator's user form (an area row) and role form.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';
import { expect, test } from './fixtures';
import { hostOrigin } from './support/hosts';
import { closePromotions, signInAs } from './support/sign-in';

/** Fills what the visit form needs but the counts, which each story refuses in its own way. */
async function fillVisit(page: Page, labels: { customer: string; yes: string; others: string }): Promise<void> {
  const customer = page.getByRole('combobox', { name: labels.customer, exact: true });
  const code = await customer.locator('option').nth(1).getAttribute('value');
  await customer.selectOption(code ?? '');
  await page.getByRole('radio', { name: labels.yes, exact: true }).check();
  await page.getByLabel(labels.others).fill('3');
  await page.locator('input[name=brandDisplay]').first().check();
}

test.describe('the store-visit form', () => {
  test('a rep sees each refused field’s message beside it, and the first refused field has the focus', { tag: '@phone' }, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 400/);
    await signInAs(page, '/en-us', 'sales.rep');
    await page.goto('/en-us/visit-form/polygon/create');
    await closePromotions(page);
    await fillVisit(page, { customer: 'Customer', yes: 'Yes', others: 'Bikes of other brands on display' });
    await page.getByLabel('Bikes of our group on display').fill('abc');
    await page.getByLabel('Brand 1').fill('Gi<a>nt');
    await page.getByLabel('Series 1').fill('Talon');
    await page.getByLabel('Notes').fill('See <b>this</b> poster');
    await page.getByRole('button', { name: 'Save visit' }).click();

    const group = page.getByLabel('Bikes of our group on display');
    await expect(group).toHaveAccessibleDescription('*Must Be Numeric');
    await expect(group).toBeFocused();
    await expect(page.getByLabel('Notes')).toHaveAccessibleDescription(/not < > \{ \}/);
    await expect(page.getByRole('group', { name: 'Series of other brands' })).toHaveAccessibleDescription(/^Only number, alphabet/);
    await expect(page.getByLabel('Brand 1')).toHaveAttribute('aria-invalid', 'true');
    // The message sits under its field, not only in the notice at the top.
    const field = (await group.boundingBox())!;
    const message = (await page.getByText('*Must Be Numeric').boundingBox())!;
    expect(message.y).toBeGreaterThan(field.y);
    expect(message.y - (field.y + field.height)).toBeLessThan(40);
    expect(message.x + message.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    // Corrected and sent again: the messages go, the visit is saved.
    await group.fill('12');
    await page.getByLabel('Brand 1').fill('Giant');
    await page.getByLabel('Notes').fill('New poster; "Talon" sells well');
    await page.getByRole('button', { name: 'Save visit' }).click();
    await expect(page).toHaveURL(/\/visit-form\/polygon\/\d+\?saved=1$/);
  });

  test('a German dealer reads the messages in German on the phone', { tag: '@phone' }, async ({ page, baseURL, consoleErrors }) => {
    consoleErrors.allow(/status of 400/);
    const site = `${hostOrigin('de.localhost', baseURL)}/de`;
    await signInAs(page, site, 'dealer.de');
    await page.goto(`${site}/visit-form/polygon/create`);
    await page.waitForLoadState('domcontentloaded');
    const promotions = page.getByRole('dialog', { name: 'Aktionen' });
    if (await promotions.isVisible()) await promotions.getByRole('button', { name: 'Aktionen schließen' }).click();
    await fillVisit(page, { customer: 'Kunde', yes: 'Ja', others: 'Ausgestellte Räder anderer Marken' });
    await page.getByLabel('Ausgestellte Räder unserer Gruppe').fill('viele');
    await page.getByRole('button', { name: 'Besuch speichern' }).click();
    await expect(page.getByLabel('Ausgestellte Räder unserer Gruppe')).toHaveAccessibleDescription('*Nur Ziffern');
    await expect(page.locator('[data-field-error]:visible')).toHaveText(['*Nur Ziffern']);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page says the same beside each field, and keeps what was typed', async ({ page, consoleErrors }) => {
      consoleErrors.allow(/status of 400/);
      await page.goto('/en-us/login');
      const signedIn = await page.request.post('/api/login', { data: { username: 'sales.rep', password: DEMO_PASSWORD }, headers: { origin: new URL(page.url()).origin } });
      expect(signedIn.status()).toBe(200);
      await page.goto('/en-us/visit-form/polygon/create');
      await fillVisit(page, { customer: 'Customer', yes: 'Yes', others: 'Bikes of other brands on display' });
      await page.getByLabel('Bikes of our group on display').fill('abc');
      await page.getByLabel('About the equipment').fill('Stand <3>');
      await page.getByRole('button', { name: 'Save visit' }).click();
      await expect(page.getByLabel('Bikes of our group on display')).toHaveAccessibleDescription('*Must Be Numeric');
      await expect(page.getByLabel('About the equipment')).toHaveAccessibleDescription(/not < > \{ \}/);
      await expect(page.getByLabel('About the equipment')).toHaveValue('Stand <3>');
    });
  });
});

test('a mechanic starting an inspection for a frame not shipped to the shop reads why at the frame number', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 4\d\d/);
  await signInAs(page, '/en-us', 'dealer.us');
  await page.goto('/en-us/pdi');
  await closePromotions(page);
  await page.getByLabel('Frame number').fill('ZZZ999');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByLabel('Frame number')).toHaveAccessibleDescription('This frame number was not shipped to you.');
  await expect(page.getByLabel('Frame number')).toHaveValue('ZZZ999');
});

test('an administrator reads each refused field of the user and role forms beside it', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 4\d\d/);
  await signInAs(page, '/en-us', 'admin');
  await page.goto('/en-us/admin/users/create');
  await closePromotions(page);
  await page.getByLabel('Sales organisation 1', { exact: true }).fill('US-1');
  await page.getByLabel('Value 1', { exact: true }).fill('0001000123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Sales organisation 1', { exact: true })).toHaveAccessibleDescription('Only number and alphabet are allowed');
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Must not be empty');

  await page.goto('/en-us/admin/roles/create');
  await closePromotions(page);
  await page.getByLabel('Name').fill('Bad Name');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Only lower-case letters, digits and . _ - are allowed');
});
