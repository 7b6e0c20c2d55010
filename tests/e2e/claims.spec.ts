// A dealer files a bike claim with two photos and the receipt; the warranty desk moves it on with a
// public and an internal comment; the dealer sees the new status and the public comment only. A
// mechanic records a pre-delivery inspection, deletes it and restores it.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freeFrames } from './support/frames-db';
import { closePromotions, signInAs } from './support/sign-in';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(200).fill(9)]);
const PDF = Buffer.from('%PDF-1.4\n% receipt\n');

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
  await page.getByLabel(/Photos of the problem/).setInputFiles([
    { name: 'crack-1.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    { name: 'crack-2.jpg', mimeType: 'image/jpeg', buffer: JPEG },
  ]);
  await page.getByLabel(/Receipt or invoice/).setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Uploaded')).toHaveCount(3);
  await page.getByRole('button', { name: 'Save claim' }).click();
  await expect(page.getByRole('status')).toHaveText('The claim has been saved.');
  const claimUrl = new URL(page.url()).pathname;
  await expect(page.getByText('Submitted').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Photo 2/ })).toBeVisible();

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
