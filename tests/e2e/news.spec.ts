// An administrator publishes a news item, a dealer reads it; once the administrator ends its
// validity it disappears for the dealer (desktop and phone).
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a news item is published and read, and disappears for dealers when its validity ends', async ({ page, browser }, info) => {
  // Two accounts and several saves: well under the default on an idle machine, not on a busy one.
  test.setTimeout(60_000);
  const title = `Spring line-up ${info.project.name} ${Date.now()}`;
  await signInAs(page, '/en-us', 'admin');
  await closePromotions(page);
  await page.goto('/en-us/admin/news/create');
  await page.getByLabel('Title').fill(title);
  // The body is written in the rich-text editor: bold from its toolbar. The editor replaces the
  // plain textarea when its code arrives; a click aimed before then holds on to the textarea, which
  // the editor then hides (CI saw exactly that). An admin, too, types once the toolbar is there.
  await expect(page.getByRole('toolbar')).toBeVisible();
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.click();
  await page.keyboard.type('The ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('2027');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' bikes are in the catalogue.');
  await expect(body.locator('strong')).toHaveText('2027');
  await page.getByLabel('Shown from').fill(day(-3));
  await page.getByLabel('Shown until').fill(day(7));
  await page.getByRole('checkbox', { name: 'Global' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  const editHref = await page.getByRole('link', { name: `Edit: ${title}` }).getAttribute('href');

  // The dealer reads in a browser of their own, as on their own phone or desk.
  const { baseURL, viewport, isMobile, hasTouch } = info.project.use;
  const dealer = await (await browser.newContext({ baseURL: baseURL ?? '', viewport: viewport ?? null, isMobile: isMobile ?? false, hasTouch: hasTouch ?? false })).newPage();
  await signInAs(dealer, '/en-us', 'dealer.us');
  await closePromotions(dealer);
  await dealer.goto('/en-us/news');
  await dealer.getByRole('link', { name: title }).click();
  await expect(dealer.getByRole('heading', { name: title })).toBeVisible();
  await expect(dealer.locator('.news-body strong')).toHaveText('2027');
  const articleUrl = dealer.url();

  await page.goto(editHref ?? '');
  await page.getByLabel('Shown until').fill(day(-1));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');

  await dealer.goto('/en-us/news');
  await expect(dealer.getByRole('link', { name: title })).toHaveCount(0);
  const gone = await dealer.goto(articleUrl);
  expect(gone?.status()).toBe(404);
  await dealer.context().close();
});

test('a deleted news item reads Deleted in the administrator’s list, not Shown', async ({ page }) => {
  const title = `Withdrawn notice ${Date.now()}`;
  await signInAs(page, '/en-us', 'admin');
  await closePromotions(page);
  const created = await page.evaluate(async (title) => {
    const options = (await (await fetch('/api/admin/news/options')).json()) as { markets: { id: number }[] };
    const body = { title, body: '<p>Valid this week.</p>', validFrom: new Date(Date.now() - 86_400_000).toISOString(), validTo: new Date(Date.now() + 7 * 86_400_000).toISOString(), marketIds: [options.markets[0]?.id] };
    return (await fetch('/api/admin/news', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status;
  }, title);
  expect(created).toBe(201);
  await page.goto(`/en-us/admin/news?search=${encodeURIComponent(title)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Shown');
  await row.getByRole('link', { name: `Delete: ${title}` }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.goto(`/en-us/admin/news?search=${encodeURIComponent(title)}&deleted=with`);
  const statusColumn = (await page.getByRole('columnheader').allTextContents()).findIndex((h) => h.trim().toLowerCase() === 'status');
  expect(statusColumn).toBeGreaterThan(0);
  await expect(row.getByRole('cell').nth(statusColumn)).toHaveText('Deleted');
  await expect(row).not.toContainText('Shown');
  await expect(row.getByRole('button', { name: `Restore: ${title}` })).toBeVisible();
});
