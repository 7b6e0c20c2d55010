// A dealer requests a report, waits for it to be prepared and downloads the spreadsheet; an auditor
// requests one without choosing a customer, and the customer chip stays hidden for them there.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readXlsx } from '../../src/server/spreadsheet/xlsx';
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

const lastYear = new Date().getUTCFullYear() - 1;

async function requestReport(page: Page, report: string): Promise<void> {
  await page.getByLabel('Report').selectOption({ label: report });
  await page.getByLabel('From').fill(`${lastYear}-12-31`);
  await page.getByLabel('To', { exact: true }).fill(`${lastYear}-01-01`);
  await page.getByRole('button', { name: 'Request report' }).click();
  await expect(page.getByText('From can not be bigger than To').first()).toBeVisible();
  await page.getByLabel('From').fill(`${lastYear}-01-01`);
  await page.getByLabel('To', { exact: true }).fill(`${lastYear}-12-31`);
  await page.getByRole('button', { name: 'Request report' }).click();
  await expect(page.getByRole('status')).toHaveText('Report requested. It appears here when it is ready.');
}

async function downloadWhenReady(page: Page, report: string): Promise<string[][]> {
  const row = page.getByRole('table', { name: 'Requested reports' }).getByRole('row').filter({ hasText: report }).first();
  await expect(async () => {
    await page.getByRole('link', { name: 'Refresh the list' }).click();
    await expect(row).toContainText('Ready', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: /\.xlsx$/ }).click();
  const sheet = await readXlsx(new Uint8Array(readFileSync(await (await downloading).path())));
  if (!sheet.ok) throw new Error('the report is not a workbook');
  return sheet.rows;
}

test('a dealer requests a report and downloads it once it is ready', async ({ page, consoleErrors }) => {
  // The first try has From after To: the page answers it with 400 and the message.
  consoleErrors.allow(/status of 400/);
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto('/en-us/download-area');
  await requestReport(page, 'Bonus: B2B purchases');
  const rows = await downloadWhenReady(page, 'Bonus: B2B purchases');
  expect(rows[0]?.slice(0, 4)).toEqual(['Customer', 'Quarter', 'Invoice date', 'Invoice number']);
  expect(rows.length).toBeGreaterThan(4);
});

test('an auditor requests a report without choosing a customer and sees no customer chip', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  await signInAs(page, '/en-us', 'auditor');
  await closePromotions(page);
  await page.goto('/en-us/download-area');
  await expect(page.getByTestId('customer-chip')).toHaveCount(0);
  await expect(page.getByText('As an auditor your reports cover every customer')).toBeVisible();
  await requestReport(page, 'Retail sales (registered frames)');
  const rows = await downloadWhenReady(page, 'Retail sales (registered frames)');
  expect(new Set(rows.slice(1).map((r) => r[0])).size).toBeGreaterThan(1);
});
