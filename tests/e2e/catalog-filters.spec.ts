// A dealer narrows the catalogue with the filter panel (a full-screen sheet on the phone): one brand,
// two frame sizes and in stock; removes one size with its chip; the URL carries the choices, so the
// same link opened in a new page shows the same list.
import type { Page } from '@playwright/test';
import { ANNOUNCEMENT_KEY, DISMISS_MS, POPUP_KEY } from '../../src/islands/content/dismissal';
import { expect, test } from './fixtures';
import { signInAs } from './support/sign-in';

const results = (page: Page) => page.getByTestId('catalog-results').getByRole('article');

async function articleLines(page: Page): Promise<string[]> {
  return results(page).locator('.code').allTextContents();
}

test('a dealer narrows the catalogue to one brand, two sizes and in stock, drops a size and shares the link', { tag: '@phone' }, async ({ page, context }, testInfo) => {
  await signInAs(page, '/en-us', 'dealer.us');
  // A returning dealer who closed today's pop-ups.
  await page.evaluate(([keys, until]) => keys.forEach((key) => localStorage.setItem(key, String(until))), [[POPUP_KEY, ANNOUNCEMENT_KEY], Date.now() + DISMISS_MS] as const);
  await page.goto('/en-us/catalog/list?category=Bike&view=item');
  const everything = await page.getByRole('status').filter({ hasText: /products$/ }).textContent();

  if (testInfo.project.name === 'phone') {
    await expect(page.getByTestId('filter-panel')).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
  }
  const panel = page.getByTestId('filter-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('group', { name: /^Brand/ }).getByRole('checkbox', { name: /^Kestrel \d/ }).check();
  const sizes = panel.getByRole('group', { name: /^Frame size/ });
  await sizes.getByRole('checkbox', { name: /^M \d/ }).check();
  await sizes.getByRole('checkbox', { name: /^L \d/ }).check();
  await panel.getByRole('checkbox', { name: 'In stock only' }).check();
  await panel.getByRole('button', { name: 'Show results' }).click();

  await expect(page).toHaveURL(/\/en-us\/catalog\/list\?category=Bike&view=item&brands=KESTREL&frameSizes=(L,M|M,L)&hasStock=true$/);
  expect(await page.getByRole('status').filter({ hasText: /products$/ }).textContent()).not.toBe(everything);
  const narrowed = await articleLines(page);
  expect(narrowed.length).toBeGreaterThan(0);
  for (const line of narrowed) expect(line).toMatch(/ · (M|L) · /);
  await expect(results(page).filter({ hasText: 'Out of stock' })).toHaveCount(0);
  await expect(results(page).getByRole('heading', { name: /^Kestrel / })).toHaveCount(narrowed.length);

  await page.getByRole('link', { name: 'Remove filter L' }).click();
  await expect(page).toHaveURL(/brands=KESTREL&frameSizes=M&hasStock=true$/);
  const sizeM = await articleLines(page);
  for (const line of sizeM) expect(line).toMatch(/ · M · /);

  const shared = await context.newPage();
  await shared.goto(page.url());
  expect(await articleLines(shared)).toEqual(sizeM);
  await expect(shared.getByRole('link', { name: 'Remove filter Kestrel' })).toBeVisible();
  await shared.close();
});
