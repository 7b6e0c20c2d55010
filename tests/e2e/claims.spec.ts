// A dealer files a bike claim with two photos (one as a camera takes it, which the form compresses
// before upload) and the receipt, each with its own progress; the warranty desk moves it on with a
// public and an internal comment; the dealer sees the new status and the public comment only. A
// mechanic records a pre-delivery inspection, deletes it and restores it.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freeFrames } from './support/frames-db';
import { closePromotions, signInAs } from './support/sign-in';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(200).fill(9)]);
const PDF = Buffer.from('%PDF-1.4\n% receipt\n');

/** A real JPEG as a phone camera writes it: 3200 × 2400 px of grainy colour, about 3 MB, drawn by the browser. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const [width, height] = [3200, 2400];
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const image = context.createImageData(width, height);
    const grain = new Uint8Array(65_536);
    for (let p = 0; p < width * height; p += 1) {
      if (p % grain.length === 0) crypto.getRandomValues(grain);
      const n = (grain[p % grain.length] ?? 0) >> 3;
      image.data.set([((p % width) >> 4) + n, (Math.floor(p / width) >> 4) + n, 128 + n, 255], p * 4);
    }
    context.putImageData(image, 0, 0);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

async function asAdmin(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await signInAs(page, '/en-us', 'admin');
  return page;
}

test('a dealer files a bike claim with photos and the receipt, staff move it on, the dealer follows', async ({ page, browser, baseURL }, info) => {
  // Two people, three uploads and six page loads: a whole journey, longer than one page's story.
  test.setTimeout(60_000);
  const [frame] = await freeFrames(info, 1);
  if (!frame) throw new Error('no free frame in the demo data');
  await signInAs(page, '/en-us', 'dealer.us');
  await page.goto('/en-us/claim/create/bike');
  await closePromotions(page);
  await page.getByLabel('Frame number').fill(frame);
  await page.getByRole('button', { name: 'Find frame' }).click();
  await expect(page.getByRole('heading', { name: 'Bike', exact: true })).toBeVisible();

  await page.getByLabel('Purchase date').fill('2026-01-15');
  await page.getByLabel('Frame: Crack in the frame').check();
  await page.getByLabel('Description').fill('Crack at the head tube (2 cm), seen at the first service');
  const photo = await cameraPhoto(page);
  expect(photo.length).toBeGreaterThan(1024 * 1024);
  await page.getByLabel(/Photos of the problem/).setInputFiles([
    { name: 'crack-1.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'crack-2.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
  await page.getByLabel(/Receipt or invoice/).setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  // Each file has its own progress bar, full once its upload is done.
  for (const name of ['crack-1.jpg', 'crack-2.jpg', 'receipt.pdf']) {
    const item = page.getByRole('listitem').filter({ hasText: name });
    await expect(item.getByText('Uploaded')).toBeVisible();
    await expect(item.getByRole('progressbar', { name: `Uploading ${name}` })).toHaveJSProperty('value', 1);
  }
  await expect(page.getByText('Uploaded')).toHaveCount(3);
  await page.getByRole('button', { name: 'Save claim' }).click();
  await expect(page.getByRole('status')).toHaveText('The claim has been saved.');
  const claimUrl = new URL(page.url()).pathname;
  await expect(page.getByText('Submitted').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Photo 2/ })).toBeVisible();
  // The camera photo was sent compressed: a JPEG within 2048 px and at most about 1 MB.
  const sent = await page.evaluate(async (href) => {
    const blob = await (await fetch(href)).blob();
    const bitmap = await createImageBitmap(blob);
    return { bytes: blob.size, type: blob.type, edge: Math.max(bitmap.width, bitmap.height) };
  }, (await page.getByRole('link', { name: /Photo 1/ }).getAttribute('href')) ?? '');
  expect(sent).toMatchObject({ type: 'image/jpeg', edge: 2048 });
  expect(sent.bytes).toBeLessThanOrEqual(1024 * 1024);

  const staff = await asAdmin(browser, baseURL);
  await staff.goto(claimUrl);
  await closePromotions(staff);
  await staff.getByLabel('New status').selectOption({ label: 'In review' });
  await staff.getByRole('button', { name: 'Change status' }).click();
  await expect(staff.getByRole('status')).toHaveText('The status has been changed.');
  await staff.getByLabel('Your comment').fill('We are checking the photos.');
  await staff.getByRole('button', { name: 'Send comment' }).click();
  await staff.getByLabel('Your comment').fill('Supplier batch issue, claim back.');
  await staff.getByLabel('Internal: the dealer does not see it').check();
  await staff.getByRole('button', { name: 'Send comment' }).click();
  await expect(staff.getByText('Supplier batch issue, claim back.')).toBeVisible();
  await staff.context().close();

  await page.goto(claimUrl);
  await expect(page.getByText('In review').first()).toBeVisible();
  await expect(page.getByText('We are checking the photos.')).toBeVisible();
  await expect(page.getByText('Supplier batch issue')).toHaveCount(0);
});

test('a mechanic records a pre-delivery inspection, deletes it and restores it', async ({ page }, info) => {
  const [frame] = await freeFrames(info, 1);
  if (!frame) throw new Error('no free frame in the demo data');
  await signInAs(page, '/en-us', 'dealer.us');
  await page.goto('/en-us/pdi');
  await closePromotions(page);
  await page.getByLabel('Frame number').fill(frame);
  await page.getByRole('button', { name: 'Start' }).click();
  const mechanic = `Mechanic ${info.project.name} ${info.retry}`;
  await page.getByLabel('Mechanic').fill(mechanic);
  await page.getByLabel('Brakes adjusted and tested').check();
  await page.getByLabel('Test ride done').check();
  await page.getByRole('button', { name: 'Save inspection' }).click();
  await expect(page.getByRole('status')).toHaveText('The inspection has been saved.');

  await page.getByRole('searchbox', { name: 'Search' }).fill(frame);
  await page.getByRole('button', { name: 'Show' }).click();
  // The demo data may hold an older inspection of the same frame: this story's row is the mechanic's.
  const row = page.getByRole('row').filter({ hasText: frame }).filter({ hasText: mechanic });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete the inspection of ${frame}` }).click();
  await expect(page.getByRole('status')).toHaveText('The inspection has been deleted.');
  await expect(page.getByRole('row').filter({ hasText: mechanic })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search' }).fill(frame);
  await page.getByLabel('Show deleted').check();
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('row').filter({ hasText: mechanic }).getByRole('button', { name: `Restore the inspection of ${frame}` }).click();
  await expect(page.getByRole('status')).toHaveText('The inspection has been restored.');
  await expect(page.getByRole('row').filter({ hasText: mechanic })).not.toContainText('Deleted');
});
