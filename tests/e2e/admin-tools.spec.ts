// Issue 15: an administrator bulk-creates ten users from a spreadsheet with one bad row (nothing is
// created until it is fixed); a US administrator copies a dealer with the customer picker; an
// administrator analyses why articles cannot be ordered.
import type { Page } from '@playwright/test';
import { writeXlsx } from '../../src/server/spreadsheet/xlsx';
import { ANNOUNCEMENT_KEY, DISMISS_MS, POPUP_KEY } from '../../src/islands/content/dismissal';
import { expect, test } from './fixtures';
import { signInAs } from './support/sign-in';

async function dismissPopups(page: Page): Promise<void> {
  await page.evaluate(([keys, until]) => keys.forEach((key) => localStorage.setItem(key, String(until))), [[POPUP_KEY, ANNOUNCEMENT_KEY], Date.now() + DISMISS_MS] as const);
}

async function usersSheet(stamp: string, badRow: number | null): Promise<Buffer> {
  const rows = Array.from({ length: 10 }, (_, i) => [`Rider ${i}`, `bulk.${stamp}.${i}`, i === badRow ? 'not-an-e-mail' : `bulk.${stamp}.${i}@shop.example`, 'dealer', 'customer', 'US01', '0001000123']);
  return Buffer.from(await writeXlsx('Users', [['name', 'username', 'email', 'roles', 'limitation', 'sorg', 'values'], ...rows]));
}

test('an administrator bulk-creates ten users from a file with one bad row', async ({ page }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await signInAs(page, '/en-us', 'admin');
  await dismissPopups(page);
  await page.goto('/en-us/admin/users');
  await page.getByRole('link', { name: 'Create in bulk' }).click();

  await page.getByLabel('Spreadsheet (.xlsx or .csv)').setInputFiles({ name: 'users.xlsx', mimeType: 'application/octet-stream', buffer: await usersSheet(stamp, 6) });
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 of 10 rows have problems' })).toBeVisible();
  const refused = page.getByRole('table', { name: 'Rows with problems' });
  // The data rows only: on a phone the stacked table hides its header row.
  await expect(refused.locator('tbody tr')).toHaveCount(1);
  await expect(refused.locator('tbody tr')).toContainText(`bulk.${stamp}.6`);
  await expect(refused.locator('tbody tr')).toContainText('Email must be valid');
  await expect(page.getByRole('button', { name: /^Create \d+ users$/ })).toHaveCount(0);

  await page.getByLabel('Spreadsheet (.xlsx or .csv)').setInputFiles({ name: 'users.xlsx', mimeType: 'application/octet-stream', buffer: await usersSheet(stamp, null) });
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All 10 rows can be created.' })).toBeVisible();
  await page.getByRole('button', { name: 'Create 10 users' }).click();
  const created = page.getByRole('status').filter({ hasText: '10 users have been created.' });
  await expect(created).toBeVisible();
  await expect(created.locator('tbody tr')).toHaveCount(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the passwords (.xlsx)' }).click();
  expect((await download).suggestedFilename()).toBe('new-users-passwords.xlsx');

  await page.goto(`/en-us/admin/users?search=bulk.${stamp}`);
  await expect(page.getByText('10 users', { exact: true })).toBeVisible();
});

test('an administrator copies a US dealer, picking one more customer by search', async ({ page }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await signInAs(page, '/en-us', 'admin');
  await dismissPopups(page);
  await page.goto('/en-us/admin/users?search=dealer.us');
  await page.getByRole('link', { name: 'Copy dealer.us', exact: true }).click();
  await expect(page).toHaveURL(/\/copy-us$/);
  await expect(page.getByLabel('Value 1')).toHaveValue('0001000123');
  await expect(page.getByRole('checkbox', { name: /^dealer Dealer/ })).toBeChecked();
  await page.getByLabel('Name', { exact: true }).fill('Casey Copy');
  await page.getByLabel('Username', { exact: true }).fill(`copy.${stamp}`);
  await page.getByLabel('E-mail', { exact: true }).fill(`copy.${stamp}@pedalpushers.example`);
  await page.getByLabel('Find a customer').fill('brooks');
  await page.getByRole('button', { name: 'Add Brooks Cycles' }).click();
  await expect(page.getByRole('list', { name: 'Customers to add' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('shown-username')).toHaveText(`copy.${stamp}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit-us$/);
  await expect(page.getByLabel('Value 1')).toHaveValue('0001000123');
  await expect(page.getByLabel('Value 2')).toHaveValue('0004100137');
  await expect(page.getByLabel('Sales organisation 2')).toHaveValue('US01');
});

test('an administrator sees why articles cannot be ordered, as a table and in detail', async ({ page }) => {
  await signInAs(page, '/en-us', 'admin');
  await dismissPopups(page);
  await page.goto('/en-us/admin/catalog-analyze');
  await page.getByLabel('Article codes').fill('100000055\n100000002\nNOPE-1');
  await page.getByRole('button', { name: 'Analyse' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 of 3 articles can be ordered from stock.' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Articles in US01' });
  await expect(table.locator('tr[data-article="100000002"]')).toContainText('No price is maintained');
  await expect(table.locator('tr[data-article="NOPE-1"]')).toContainText('No article has this code.');
  await expect(page.getByRole('link', { name: 'Export to Excel' })).toHaveAttribute('href', /\/api\/admin\/catalog-analyze\/export\?sorg=US01/);
  await page.getByRole('link', { name: 'Show in detail' }).click();
  await expect(page).toHaveURL(/catalog-analyze-new\?/);
  const card = page.getByRole('article', { name: /^100000055/ });
  await expect(card.getByText('Can be ordered', { exact: true })).toBeVisible();
  await expect(card.getByRole('table', { name: 'Stock per location' })).toBeVisible();
});
