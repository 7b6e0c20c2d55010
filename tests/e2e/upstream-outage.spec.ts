// The ordering system goes away and comes back: with the embedded upstream in its own process, the
// way a deployment talks to the ERP (scripts/outage-stack.mjs, a stack of its own beside the suite's
// server, on the same build), the story kills the upstream process and walks the key pages and APIs.
// Each page answers 503 in the app frame with what happened and what still works, in the user's
// language; each API 503 UPSTREAM_UNAVAILABLE with Retry-After; all of them in under 500 ms. When the
// upstream is back, the same pages and APIs work again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { startOutageStack } from '../../scripts/outage-stack.mjs';
import { expect, test } from './fixtures';
import { signInAs } from './support/sign-in';

type Stack = Awaited<ReturnType<typeof startOutageStack>>;
const locale = (language: 'en' | 'de') => JSON.parse(readFileSync(join(import.meta.dirname, `../../locales/${language}.json`), 'utf8')) as Record<string, string>;
const TEXT = { en: locale('en'), de: locale('de') };

// Beside the suite's own server (SPOKE_E2E_PORT) and the Worker project's four ports after it.
const PORT = Number(process.env['SPOKE_E2E_PORT'] ?? 4399) + 30;
const PAGES = ['/en-us/cart', '/en-us/cart/checkout', '/en-us/order', '/en-us/order/lists', '/en-us/invoice/open-invoice', '/en-us/claim', '/en-us/payment', '/de/cart', '/de/order'];
const APIS = ['/api/cart', '/api/invoices/open', '/api/orders/open', '/api/claims', '/api/payments'];
const FAST_MS = 500;

let stack: Stack;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(600_000);
  stack = await startOutageStack({ port: PORT, env: { UPSTREAM_READ_CACHE_SECONDS: '0' } });
});
test.afterAll(async () => stack?.stop());

async function timed(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await request.get(url, { headers, maxRedirects: 0 });
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

test('with the upstream process stopped, key pages and APIs say so at once; when it is back they work again', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  // The browser reports each 503 document it loads.
  consoleErrors.allow(/status of 503/);
  await signInAs(page, `${stack.origin}/en-us`, 'dealer.us');
  for (const path of PAGES) expect((await timed(page.request, stack.origin + path)).response.status(), `${path} with the upstream up`).toBe(200);

  await stack.stopUpstream();

  for (const path of PAGES) {
    const language = path.startsWith('/de/') ? 'de' : 'en';
    const { response, ms } = await timed(page.request, stack.origin + path);
    expect({ path, status: response.status(), fast: ms < FAST_MS }, `${Math.round(ms)} ms`).toEqual({ path, status: 503, fast: true });
    expect(Number(response.headers()['retry-after']), path).toBeGreaterThan(0);
    const shown = await page.goto(stack.origin + path);
    expect(shown?.status(), path).toBe(503);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(TEXT[language]['upstream.unavailable_title']!);
    await expect(page.getByRole('alert').getByText(TEXT[language]['upstream.still_works']!), path).toBeVisible();
    await expect(page.getByRole('alert').getByRole('link', { name: TEXT[language]['route.news']! }), path).toBeVisible();
    // The app frame: the header with the user's menu and the main navigation are there.
    await expect(page.getByRole('banner'), path).toBeVisible();
    await expect(page.getByRole('navigation').first(), path).toBeAttached();
  }

  for (const [path, language] of APIS.map((p, i) => [p, i === 0 ? 'de' : 'en'] as const)) {
    const { response, body, ms } = await timed(page.request, `${stack.origin}${path}`, { 'accept-language': language === 'de' ? 'de-DE' : 'en-US' });
    const error = (JSON.parse(body) as { error: { code: string; message: string } }).error;
    expect({ path, status: response.status(), code: error.code, fast: ms < FAST_MS }, `${Math.round(ms)} ms`).toEqual({ path, status: 503, code: 'UPSTREAM_UNAVAILABLE', fast: true });
    expect(Number(response.headers()['retry-after']), path).toBeGreaterThan(0);
    if (language === 'de') expect(error.message).toBe(TEXT.de['api.error.upstream_unavailable']);
  }
  // What the portal keeps itself still opens.
  expect((await timed(page.request, `${stack.origin}/en-us/news`)).response.status()).toBe(200);

  await stack.startUpstream();
  // The circuit breaker lets one call through a few seconds after the last failure; then it closes.
  await expect.poll(async () => (await timed(page.request, `${stack.origin}/api/cart`)).response.status(), { timeout: 30_000, intervals: [500] }).toBe(200);
  for (const path of PAGES) {
    const shown = await page.goto(stack.origin + path);
    expect(shown?.status(), `${path} after the upstream came back`).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en['upstream.unavailable_title']! })).toHaveCount(0);
  }
  for (const path of APIS) expect((await timed(page.request, stack.origin + path)).response.status(), `${path} after the upstream came back`).toBe(200);
});
