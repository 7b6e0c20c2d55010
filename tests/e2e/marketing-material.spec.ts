// An administrator creates a marketing category and uploads three images at once, watching each file
// finish (the page draws each image's resolutions first); a dealer then finds the category, opens an
// image with its resolutions and downloads it (desktop and phone).
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

// A 1 x 1 PNG: real image bytes, so the server's check by content accepts it.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('an admin creates a category and bulk-uploads three images; a dealer finds and downloads one', async ({ page }, info) => {
  // Two accounts and several saves: well under the default on an idle machine, not on a busy one.
  test.setTimeout(60_000);
  const category = `Shop window ${info.project.name} ${Date.now()}`;
  await signInAs(page, '/en-us', 'admin');
  await closePromotions(page);

  await page.goto('/en-us/admin/marketing-material/category/create');
  await page.getByLabel('Title').fill(category);
  await page.getByLabel('Type').selectOption({ label: 'Brand assets' });
  await page.getByRole('checkbox', { name: 'Global' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('cell', { name: category, exact: true })).toBeVisible();

  await page.goto('/en-us/admin/marketing-material/image/create-bulk');
  await page.getByLabel('Category').selectOption({ label: category });
  await page.getByRole('checkbox', { name: 'Global' }).check();
  await page.getByLabel('Files').setInputFiles(['front', 'side', 'detail'].map((name) => ({ name: `${name}-view.png`, mimeType: 'image/png', buffer: PNG })));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('3 of 3 files uploaded.')).toBeVisible();
  await expect(page.locator('.is-done')).toHaveCount(3);

  await page.context().clearCookies();
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto('/en-us/marketing-material');
  await page.getByRole('link', { name: 'Brand assets' }).click();
  await page.getByRole('link', { name: category }).click();
  await expect(page.getByRole('heading', { name: category })).toBeVisible();
  await expect(page.getByRole('link', { name: /^(front|side|detail) view$/ })).toHaveCount(3);
  // The browser drew each image's resolutions before upload: cards pick from them by width.
  await expect(page.locator('.mm-card img[srcset*="320w"][width][height]')).toHaveCount(3);
  await page.getByRole('link', { name: 'side view' }).click();
  await expect(page.getByRole('heading', { name: 'side view' })).toBeVisible();
  for (const name of ['High resolution', 'Medium resolution', 'Low resolution', 'Thumbnail']) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download original' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('side-view.png');
});
