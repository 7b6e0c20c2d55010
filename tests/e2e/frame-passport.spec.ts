// The frame passport (decision 0113): a dealer types a serial into the header search and lands on
// the frame's passport; from a claim the frame number leads there too. At 375 px the page reads
// without sideways scrolling. The page ships no island; another dealer, and a visitor, learn nothing.
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { US_DEALER } from './support/frames-db';
import { closePromotions, signInAs } from './support/sign-in';

/** A frame of the US dealer with claims on it, read from the e2e server's upstream database. */
async function claimedFrame(): Promise<{ serial: string; reference: string }> {
  const db = createClient({ url: `file:${process.env['SPOKE_E2E_DATA_DIR'] ?? ''}/upstream.db` });
  try {
    const rs = await db.execute({
      sql: 'SELECT frame_number, reference_no FROM claims WHERE cust_code = ? AND frame_number IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1',
      args: [US_DEALER],
    });
    return { serial: String(rs.rows[0]?.['frame_number'] ?? ''), reference: String(rs.rows[0]?.['reference_no'] ?? '') };
  } finally {
    db.close();
  }
}

async function expectPassport(page: Page, serial: string, reference: string) {
  await expect(page).toHaveURL(new RegExp(`/en-us/frame/${serial}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Frame ${serial}` })).toBeVisible();
  for (const section of ['Bike', 'Delivery to the dealer', 'Retail sale', 'Pre-delivery inspections', 'Claims', 'Recalls']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: reference })).toBeVisible();
  // Server-rendered only: no island on the page, so no script beyond the shell's.
  await expect(page.locator('astro-island')).toHaveCount(0);
  const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scroll, 'no sideways scrolling').toBeLessThanOrEqual(client);
}

test('a dealer types a serial into the header search and opens the frame’s passport', { tag: '@phone' }, async ({ page }) => {
  const { serial, reference } = await claimedFrame();
  await signInAs(page, '/en-us', 'dealer.us');
  await page.goto('/en-us/catalog');
  await closePromotions(page);
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(`${serial.slice(0, 4).toLowerCase()} ${serial.slice(4)}`);
  await expect(page.getByRole('option', { name: `Frame passport ${serial}` })).toBeVisible();
  await search.press('Enter');
  await expectPassport(page, serial, reference);
});

test('a dealer opens the passport from a claim’s frame number and goes back to the claim', { tag: '@phone' }, async ({ page }) => {
  const { serial, reference } = await claimedFrame();
  await signInAs(page, '/en-us', 'dealer.us');
  await page.goto(`/en-us/claim?search=${reference}`);
  await closePromotions(page);
  await page.getByRole('row').filter({ hasText: reference }).getByRole('link', { name: serial }).click();
  await expectPassport(page, serial, reference);
  await page.getByRole('link', { name: reference }).click();
  await expect(page).toHaveURL(/\/en-us\/claim\/\d+$/);
  await page.getByRole('link', { name: serial }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Frame ${serial}` })).toBeVisible();
});

test('another dealer gets the not-found page, and a visitor is asked to sign in first', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const { serial } = await claimedFrame();
  const visitor = await page.goto(`/en-us/frame/${serial}`);
  await expect(page).toHaveURL(new RegExp(`/en-us/login\\?next=${encodeURIComponent(`/en-us/frame/${serial}`).replace(/[/]/g, '%2F')}`));
  expect(visitor?.status()).toBe(200);
  await signInAs(page, '/de', 'dealer.de');
  const foreign = await page.goto(`/de/frame/${serial}`);
  expect(foreign?.status()).toBe(404);
  const unknown = await page.goto('/de/frame/ZZ990000000');
  expect(unknown?.status()).toBe(404);
  await expect(page.locator('main')).not.toContainText(serial);
});
