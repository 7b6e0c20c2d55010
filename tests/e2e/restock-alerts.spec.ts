// A dealer asks to be told when an out-of-stock article is back; when the embedded upstream's day
// for the arrival comes, the dealer gets one e-mail and one notice on the home, sees the alert as
// arrived in the list, and dismisses the notice. The ERP's side (the arrival becoming due) is
// played straight in the running server's upstream database, as the order stories do.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

function upstream() {
  const dir = process.env['SPOKE_E2E_DATA_DIR'];
  if (!dir) throw new Error('SPOKE_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return createClient({ url: `file:${join(dir, 'upstream.db')}`, timeout: 10_000 });
}

/**
 * An out-of-stock US01 article with an arrival on its way (each project takes its own). Not one of
 * the demo's soon arrivals (arrives_at set, minutes after seeding): by the time a full run reaches
 * this story those may already be back in stock.
 */
async function waitingArticle(index: number): Promise<{ code: string; slug: string; name: string }> {
  const rs = await upstream().execute({
    sql: `SELECT p.article_code, m.slug, p.name FROM products p JOIN models m ON m.id = p.model_id JOIN prices pr ON pr.product_id = p.id AND pr.sorg = 'US01'
      JOIN stock s ON s.product_id = p.id AND s.sorg = 'US01' GROUP BY p.id HAVING sum(s.qty) = 0 AND max(s.next_arrival) IS NOT NULL AND max(s.arrives_at) IS NULL ORDER BY p.id LIMIT 1 OFFSET ?`,
    args: [index],
  });
  const row = rs.rows[0];
  if (!row) throw new Error('no out-of-stock US01 article with an arrival');
  return { code: String(row['article_code']), slug: String(row['slug']), name: String(row['name']) };
}

/** The simulated day of the article's next arrival has come. */
async function arrivalComes(code: string): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await upstream().execute({
    sql: "UPDATE stock SET next_arrival = ? WHERE sorg = 'US01' AND next_arrival IS NOT NULL AND product_id = (SELECT id FROM products WHERE article_code = ?)",
    args: [today, code],
  });
}

/** E-mails written for this article (the disk mailer's outbox of the running server). */
function mailsAbout(code: string): string[] {
  const dir = join(process.env['SPOKE_E2E_DATA_DIR'] ?? '', 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter((eml) => {
      const text = /base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(eml)?.[1] ?? '';
      return Buffer.from(text.replace(/\s/g, ''), 'base64').toString('utf8').includes(`(${code})`);
    });
}

test('a dealer asks for a restock alert and is told once when the stock arrives', async ({ page }, testInfo) => {
  const article = await waitingArticle(testInfo.project.name === 'phone' ? 1 : 0);
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto(`/en-us/catalog/${article.slug}`);

  const row = page.getByRole('row').filter({ hasText: article.code });
  await expect(row).toContainText('Out of stock');
  await row.getByRole('button', { name: /^Tell me when .* is back in stock$/ }).click();
  // The notice names the variant asked for (size and colour are in its name), not only the model.
  await expect(page.getByRole('status').filter({ hasText: 'We will e-mail you when' })).toHaveText(`We will e-mail you when ${article.name} (${article.code}) is back in stock.`);
  await expect(page.getByRole('row').filter({ hasText: article.code }).getByRole('link', { name: 'You will be told when it is back' })).toBeVisible();

  await page.goto('/en-us/catalog/restock-alerts');
  const alert = page.getByRole('row').filter({ hasText: article.code });
  await expect(alert).toContainText('Waiting for stock');
  expect(mailsAbout(article.code)).toHaveLength(0);

  await arrivalComes(article.code);
  await page.goto('/en-us/');
  const notices = page.getByRole('region', { name: 'Back in stock' });
  await expect(notices).toContainText(`${article.name} is back in stock.`);
  // The e-mail is written beside the page's answer (background work), so it may land just after it.
  await expect.poll(() => mailsAbout(article.code).length).toBe(1);
  expect(mailsAbout(article.code)[0]).toContain('To: jamie.carter@pedalpushers.example');

  await page.goto('/en-us/catalog/restock-alerts');
  await expect(page.getByRole('row').filter({ hasText: article.code })).toContainText('Back in stock since');
  await page.goto('/en-us/');
  await notices.getByRole('button', { name: `Dismiss the notice for ${article.name}` }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByRole('region', { name: 'Back in stock' })).toHaveCount(0);
  // Told once: coming back finds neither another e-mail nor the notice.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Back in stock' })).toHaveCount(0);
  expect(mailsAbout(article.code)).toHaveLength(1);
});
