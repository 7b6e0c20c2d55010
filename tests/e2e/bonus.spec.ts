// A dealer reads the bonus of one quarter of last season: the quarter's points in the summary are
// the points of the lines listed below it; the newer layout shows the same quarter as cards.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

const lastYear = new Date().getUTCFullYear() - 1;
const number = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function columnSum(table: Locator, column: number): Promise<number> {
  const cells = await table.locator('tbody tr').evaluateAll((rows, i) => rows.map((r) => r.querySelectorAll('td')[i]?.textContent ?? '0'), column);
  return cells.reduce((s, c) => s + number(c), 0);
}

test('a dealer reads the bonus of a quarter and its lines add up', async ({ page }) => {
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto('/en-us/bonus-dealer');
  await page.getByRole('navigation', { name: 'Year' }).getByRole('link', { name: String(lastYear) }).click();
  await page.getByRole('navigation', { name: 'Quarter' }).getByRole('link', { name: 'Q2' }).click();
  await expect(page).toHaveURL(new RegExp(`year=${lastYear}&quarter=2`));
  const summary = page.getByRole('table', { name: `Bonus per quarter, ${lastYear}` });
  const q2 = summary.getByRole('row', { name: /^Q2/ });
  const points = number(await q2.locator('td').nth(2).innerText());
  const purchases = page.getByRole('region', { name: 'B2B purchases' }).getByRole('table');
  const retail = page.getByRole('region', { name: 'Retail sales' }).getByRole('table');
  expect(points).toBeGreaterThan(0);
  expect((await columnSum(purchases, 4)) + (await columnSum(retail, 4))).toBe(points);
  await expect(page.getByRole('img', { name: /Points per quarter: Q1/ })).toBeVisible();

  await page.goto(`/en-us/bonus-dealer-new?year=${lastYear}&quarter=2`);
  const card = page.getByRole('region', { name: `Q2 ${lastYear}` });
  await expect(card.getByText('Points', { exact: true })).toBeVisible();
  await expect(card.locator('dd').first()).toHaveText(new Intl.NumberFormat('en-US').format(points));
});
