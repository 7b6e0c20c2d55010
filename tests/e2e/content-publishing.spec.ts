// Issue 14 (banners, announcements, sales documents): what an administrator publishes reaches the
// dealers of that market on their next page, and nobody else; a dealer finds and downloads a
// technical document on any device.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hostOrigin } from './support/hosts';
import { closePromotions, signInAs } from './support/sign-in';

/** A 1 × 1 PNG: the banner image the administrator uploads. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function leave(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

test('an administrator publishes an announcement and a banner for US01: a US dealer sees both and closes them, a German dealer sees neither', async ({ page, baseURL }, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now()}`;
  const title = `Workshop open day ${tag}`;
  await signInAs(page, '/en-us', 'admin');
  await closePromotions(page);

  await page.goto('/en-us/admin/announcements/create');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Content' }).fill('Come and see the 2027 e-bikes.');
  await page.getByLabel('Sales organisation').selectOption('US01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

  await page.goto('/en-us/admin/banners/create');
  await page.getByLabel('Sales organisation').selectOption('US01');
  await page.getByLabel('Link').fill(`/catalog/bike?promo=${tag}`);
  await page.getByLabel('Image').setInputFiles({ name: 'open-day.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  // The list shows the banner's picture, not the generated name it is stored under.
  await page.goto(`/en-us/admin/banners?search=${encodeURIComponent(`promo=${tag}`)}`);
  const listed = page.getByRole('row').filter({ hasText: `promo=${tag}` });
  const picture = listed.getByRole('img', { name: /^US01 banner, / });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await expect(listed).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-|\.png/);
  await leave(page);

  await signInAs(page, '/en-us', 'dealer.us');
  const promotions = page.getByRole('dialog', { name: 'Promotions' });
  await expect(promotions.locator(`a[href*="promo=${tag}"]`)).toHaveCount(1);
  // The carousel's arrows are round icon buttons a thumb can hit, on the picture.
  for (const name of ['Previous banner', 'Next banner']) {
    const arrow = promotions.getByRole('button', { name });
    await expect(arrow.locator('svg')).toHaveCount(1);
    const box = await arrow.boundingBox();
    expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([44, 44]);
    expect(await arrow.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
  }
  const announcement = page.getByRole('complementary', { name: 'Announcement' });
  await expect(announcement.getByText(title)).toBeVisible();
  await promotions.getByRole('button', { name: 'Close promotions' }).click();
  await announcement.getByRole('button', { name: 'Close announcement' }).click();
  await page.reload();
  await expect(promotions).toBeHidden();
  await expect(announcement).toBeHidden();
  await leave(page);

  const german = `${hostOrigin('de.localhost', baseURL)}/en-uk`;
  await signInAs(page, german, 'dealer.de');
  await expect(page.getByRole('dialog', { name: 'Promotions' }).locator(`a[href*="promo=${tag}"]`)).toHaveCount(0);
  await expect(page.getByText(title)).toHaveCount(0);
});

test('an administrator files a technical document and a dealer downloads it from the documents page', async ({ page }, testInfo) => {
  const title = `Suspension service guide ${testInfo.project.name}${Date.now()}`;
  await signInAs(page, '/en-us', 'admin');
  await closePromotions(page);
  await page.goto('/en-us/admin/sales-document/list/create');
  await page.getByLabel('Type').selectOption('technical');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Group').selectOption({ label: 'Workshop manuals (Technical & service documents)' });
  await page.getByLabel('Add files').setInputFiles({ name: 'suspension-guide.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await leave(page);

  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto('/en-us/sales-document');
  await page.getByRole('link', { name: /Technical & service documents/ }).click();
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Download suspension-guide\.pdf/ }).click()]);
  expect(download.suggestedFilename()).toBe('suspension-guide.pdf');
  expect((await download.createReadStream()).readable).toBe(true);
});
