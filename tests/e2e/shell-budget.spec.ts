// JavaScript budget of issue 3: a signed-in page whose only islands are the shell's ships at most
// 20 KB gzip until the user opens a menu or dialog. Measured in the browser: every script the page
// loads by itself (files and inline), gzip-compressed here.
import { gzipSync } from 'node:zlib';
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';
import { expect, test } from './fixtures';

const BUDGET_GZIP_BYTES = 20 * 1024;

for (const [account, path] of [
  ['dealer.us', '/en-us'],
  ['dealer.us', '/en-us/claim/12'],
  ['sales.rep', '/en-us/claim'],
] as const) {
  test(`${account} on ${path} loads at most 20 KB gzip of JavaScript before touching a menu`, { tag: '@phone' }, async ({ page }) => {
    await page.goto('/en-us/login');
    await page.evaluate(
      async ([username, password]) => fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) }),
      [account, DEMO_PASSWORD] as const,
    );
    const bodies: Promise<Buffer | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
    });

    await page.goto(path, { waitUntil: 'networkidle' });
    const inline = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.filter((s) => !/json/i.test((s as HTMLScriptElement).type)).map((s) => s.textContent ?? ''));
    const files = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
    const gzip = [...files, ...inline.map((text) => Buffer.from(text))].reduce((sum, body) => sum + gzipSync(body).length, 0);

    expect(files.length).toBeGreaterThan(0);
    expect(gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });
}
