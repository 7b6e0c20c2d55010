// (Not named article-maintenance.spec.ts: the config keeps files ending maintenance.spec.ts for the site-maintenance project.)
// Article maintenance: the customer-vendor uploads a sheet of 400 rows; it goes in six batches with a
// progress bar and a line per batch, one batch fails on the way, and sending the failed batches again
// sends only that one.
import { writeXlsx } from '../../src/server/spreadsheet/xlsx';
import { expect, test } from './fixtures';
import { hostOrigin } from './support/hosts';
import type { Page } from '@playwright/test';
import { openPromotions, signInAs } from './support/sign-in';

const INDONESIAN_HOST = 'id.localhost';

/** 400 attribute rows over the vendor's 64 demo articles, leaving them as the demo has them. */
async function attributeSheet(): Promise<Buffer> {
  const rows = Array.from({ length: 400 }, (_, i) => {
    const n = i % 64;
    return [`01-${String(n + 1).padStart(5, '0')}`, 'ID01', 1, '', '', n % 12 === 5 ? 1 : 0];
  });
  return Buffer.from(await writeXlsx('Attributes', [['article_code', 'sorg', 'order_flag', 'new_arrival_from', 'new_arrival_to', 'new_arrival_active'], ...rows]));
}

/** The daily promotions dialog, closed with Escape like a keyboard user does. */
async function dismissPromotions(page: Page): Promise<void> {
  const promotions = await openPromotions(page);
  if (promotions) {
    await page.keyboard.press('Escape');
    await expect(promotions).toBeHidden();
  }
}

test('an upload of 400 rows runs in six batches and survives a failed batch', async ({ page, baseURL, consoleErrors }) => {
  consoleErrors.allow(/status of 502/);
  const origin = `${hostOrigin(INDONESIAN_HOST, baseURL)}/en-id`;
  await signInAs(page, origin, 'vendor.id');
  await page.goto(`${origin}/3rd-party/article-maintenance`);
  await dismissPromotions(page);

  const sent: number[] = [];
  let failedOnce = false;
  await page.route('**/api/article-maintenance/batches', async (route) => {
    const { index } = route.request().postDataJSON() as { index: number };
    sent.push(index);
    if (index === 2 && !failedOnce) {
      failedOnce = true;
      await route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: { code: 'BATCH_FAILED', message: 'x', messageKey: 'third_party.batch_retry' } }) });
      return;
    }
    await route.continue();
  });

  const card = page.getByRole('region', { name: 'Your articles' });
  await card.getByLabel('Set order flag and new arrival', { exact: true }).check();
  await card.getByLabel('Sheet (.xlsx)').setInputFiles({ name: 'attributes.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await attributeSheet() });
  await card.getByRole('button', { name: 'Upload' }).click();

  const run = card.getByRole('region', { name: '400 rows uploaded' });
  await expect(run.getByRole('status')).toHaveText('5 of 6 batches saved');
  await expect(run.getByRole('listitem')).toHaveText([
    'Batch 1: 75 rows saved', 'Batch 2: 75 rows saved', 'Batch 3: 75 rows not saved', 'Batch 4: 75 rows saved', 'Batch 5: 75 rows saved', 'Batch 6: 25 rows saved',
  ]);
  await expect(run.getByRole('progressbar')).toHaveAttribute('value', '83');
  expect(sent).toEqual([0, 1, 2, 3, 4, 5]);

  await run.getByRole('button', { name: 'Send the failed batches again' }).click();
  await expect(run.getByRole('status')).toHaveText('6 of 6 batches saved. All rows saved.');
  await expect(run.getByRole('progressbar')).toHaveAttribute('value', '100');
  await expect(run.getByRole('listitem').nth(2)).toHaveText('Batch 3: 75 rows saved');
  await expect(run.getByRole('button', { name: 'Send the failed batches again' })).toBeHidden();
  expect(sent).toEqual([0, 1, 2, 3, 4, 5, 2]);
});
