// A dealer's administrator creates an API key for the web shop, sees its secret once, the shop uses
// it, and the dealer revokes it: the next request with it is refused.
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

test('a dealer creates an API key, sees it once, and revokes it', async ({ page }) => {
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto('/en-us/user/edit-profile');
  await page.getByRole('link', { name: 'API keys for shop systems' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();

  const name = `Web shop ${Date.now() % 100_000}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel(/Ordering/).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByRole('heading', { name: `Key "${name}" created` })).toBeVisible();
  const secret = await page.getByLabel('Your new key').inputValue();
  expect(secret).toMatch(/^spk_[A-Za-z0-9_-]{43}$/);

  const products = await page.request.get('/api/public/v1/products?limit=1', { headers: { authorization: `Bearer ${secret}` } });
  expect(products.status()).toBe(200);
  expect(products.headers()['ratelimit-policy']).toContain('q=');

  // Shown once: the page read again lists the key by its first characters only.
  await page.goto('/en-us/user/api-keys');
  await expect(page.getByLabel('Your new key')).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(row).not.toContainText(secret);
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Revoke key ${name}` }).click();
  await expect(page.getByRole('status')).toHaveText('The key was revoked. Requests with it are refused from now on.');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Revoked on');
  const refused = await page.request.get('/api/public/v1/products?limit=1', { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('API_KEY_INVALID');
});
