// The distributor attaches a document to a dealer's claim; the dealer sees whose it is and cannot
// delete it (no button, and the API refuses). The dealer deletes its own document of a claim it can
// still change, and only after confirming.
import { createClient } from '@libsql/client';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { US_DEALER } from './support/frames-db';
import { closePromotions, signInAs } from './support/sign-in';

const PDF = Buffer.from('%PDF-1.4\n% document for the claim\n');

/** A demo claim of the US dealer in `status` (the demo data has four of each); each project its own. */
async function claimIn(status: number, info: TestInfo): Promise<string> {
  const db = createClient({ url: `file:${process.env['SPOKE_E2E_DATA_DIR'] ?? ''}/upstream.db` });
  try {
    const offset = info.project.name === 'phone' ? 1 : 0;
    const row = (await db.execute({ sql: 'SELECT id FROM claims WHERE cust_code = ? AND status_id = ? ORDER BY id LIMIT 1 OFFSET ?', args: [US_DEALER, status, offset] })).rows[0];
    if (!row) throw new Error(`no demo claim in status ${status}`);
    return String(row['id']);
  } finally {
    db.close();
  }
}

async function attach(page: Page, claimId: string, title: string): Promise<void> {
  await page.goto(`/en-us/claim/${claimId}`);
  await closePromotions(page);
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('File', { exact: true }).setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Add document' }).click();
  await expect(page.getByRole('status')).toHaveText('The document has been added.');
}

async function asDesk(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await (await browser.newContext(baseURL ? { baseURL } : {})).newPage();
  await signInAs(page, '/en-us', 'admin');
  return page;
}

test('a dealer cannot delete what the distributor attached to a claim in review', { tag: '@phone' }, async ({ page, browser, baseURL }, info) => {
  const claim = await claimIn(2, info);
  const desk = await asDesk(browser, baseURL);
  await attach(desk, claim, 'Supplier analysis');
  await desk.context().close();

  await signInAs(page, '/en-us', 'dealer.us');
  await page.goto(`/en-us/claim/${claim}`);
  await closePromotions(page);
  const item = page.getByRole('listitem').filter({ hasText: 'Supplier analysis' });
  await expect(item).toContainText('attached by the distributor');
  await expect(item.getByRole('link', { name: 'Delete Supplier analysis' })).toHaveCount(0);

  const docs = (await (await page.request.get(`/api/claims/${claim}`)).json()) as { data: { additionalDocuments: { id: string; title: string }[] } };
  const doc = docs.data.additionalDocuments.find((d) => d.title === 'Supplier analysis');
  const refused = await page.request.delete(`/api/claims/${claim}/additional-documents/${doc?.id ?? ''}?locale=en-us`, { headers: { origin: new URL(page.url()).origin } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: 'DOCUMENT_NOT_YOURS', message: 'You can delete only the documents you attached to this claim.' } });
  // Asking for the confirmation by address does not offer it either.
  await page.goto(`/en-us/claim/${claim}?delete-document=${doc?.id ?? ''}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a dealer deletes its own document only after confirming', { tag: '@phone' }, async ({ page }, info) => {
  const claim = await claimIn(1, info);
  await signInAs(page, '/en-us', 'dealer.us');
  await attach(page, claim, 'Receipt scan');

  await page.getByRole('link', { name: 'Delete Receipt scan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Receipt scan”?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Receipt scan' })).toHaveCount(1);

  await page.getByRole('link', { name: 'Delete Receipt scan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('The document has been deleted.');
  await expect(page.getByRole('listitem').filter({ hasText: 'Receipt scan' })).toHaveCount(0);
  const box = await page.locator('main').boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});
