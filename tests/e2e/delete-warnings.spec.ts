// Deleting a parent that holds live children warns first: a marketing category with images says how
// many images and videos dealers will no longer reach, before anything is deleted; restoring brings
// them back. (Sales-document groups and roles with users warn the same way: their own stories.)
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('deleting a marketing category that holds images warns how many dealers will no longer reach', async ({ page }, info) => {
  test.setTimeout(60_000);
  const category = `Posters ${info.project.name} ${Date.now()}`;
  await signInAs(page, '/en-us', 'admin');
  await closePromotions(page);
  await page.goto('/en-us/admin/marketing-material/category/create');
  await page.getByLabel('Title').fill(category);
  await page.getByLabel('Type').selectOption({ label: 'Brand assets' });
  await page.getByRole('checkbox', { name: 'Global' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');

  await page.goto('/en-us/admin/marketing-material/image/create-bulk');
  await page.getByLabel('Category').selectOption({ label: category });
  await page.getByRole('checkbox', { name: 'Global' }).check();
  await page.getByLabel('Files').setInputFiles(['window', 'counter'].map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG })));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('2 of 2 files uploaded.')).toBeVisible();

  await page.goto(`/en-us/admin/marketing-material/category?search=${encodeURIComponent(category)}`);
  await page.getByRole('link', { name: `Delete: ${category}` }).click();
  const confirm = page.locator('form.admin-confirm');
  await expect(confirm.getByRole('heading', { name: `Delete the category ${category}?` })).toBeVisible();
  await expect(confirm.getByRole('alert')).toHaveText('2 active images and videos in this category or below it can no longer be reached by dealers until the category is restored.');
  // Nothing is deleted before the confirmation: cancelling keeps the category.
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: new RegExp(category) })).toBeVisible();

  await page.getByRole('link', { name: `Delete: ${category}` }).click();
  await page.locator('form.admin-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(category) })).toHaveCount(0);
});
