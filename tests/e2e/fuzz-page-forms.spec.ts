// Malformed input to every page form, as every demo account that may open the page, on the production
// server: generated bodies (forms that fit or not, JSON, plain text, broken multipart, wrong content
// types, nothing) never get a 5xx; a 4xx is the page itself with its message; the server log stays
// free of stack traces. The pages are found in the source (every page or component that handles a
// POST), so a new form page is fuzzed without a list to keep. Seed: tests/support/fuzz.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import fc from 'fast-check';
import { DEMO_PASSWORD, SEED_ACCOUNTS, type SeedAccount } from '../../db/seed-data/accounts';
import { hostByKey } from '../../src/content/hosts';
import { LANGUAGES } from '../../src/domain/locales';
import { canAccess, matchRoute } from '../../src/domain/routes';
import { fuzzBody, fuzzRuns, FUZZ_SEED, hasStackTrace, type FuzzBody } from '../support/fuzz';
import { expect, test } from './fixtures';
import { hostOrigin } from './support/hosts';
import { withCart } from './support/place-order';

/** Components that handle a page's POST, and the routes whose pages render them. */
const FORM_COMPONENTS: Readonly<Record<string, readonly string[]>> = {
  'src/components/invoices/InvoiceListScreen.astro': ['/invoice/invoice-list', '/invoice/invoice-list-new'],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.astro'))
    .map((e) => join(e.parentPath, e.name));
}

const handlesPost = (file: string) => /request\.method === 'POST'/.test(readFileSync(file, 'utf8'));

/** Route paths of every page that reads a form. */
function formPages(): string[] {
  const pages = sources('src/pages')
    .filter(handlesPost)
    .map((file) => file.replace(/^src\/pages\/\[locale\]/, '').replace(/(\/index)?\.astro$/, '') || '/')
    // A file parameter the route table spells as literal paths is fuzzed on one of them.
    .map((path) => path.replace('/visit-form/[brand]', '/visit-form/polygon'));
  return [...pages, ...Object.values(FORM_COMPONENTS).flat()];
}

/** Forms that touch what other stories rely on are held to harmless variants (see below). */
const CART_PAGES = new Set(['/catalog/fast-order', '/catalog/repeat-order', '/cart/checkout']);

/**
 * A variant that can never sign anyone in (every test signs in from this address, and failed sign-ins
 * are throttled by address), nor switch an account's language under the stories running beside it.
 */
function harmless(path: string, body: FuzzBody): FuzzBody {
  if (!body.body || typeof body.body !== 'string') return body;
  if (path === '/login') return { ...body, body: body.body.replace(/(^|&)password=[^&]*/g, '$1password=').replace(/("password"\r\n\r\n)[^\r]*/g, '$1') };
  if (path === '/user/edit-profile') return { ...body, body: body.body.replace(new RegExp(`language=(${LANGUAGES.join('|')})(?=&|$|\\r)`, 'g'), 'language=xx').replace(new RegExp(`"language"\\r\\n\\r\\n(${LANGUAGES.join('|')})\\r`, 'g'), '"language"\r\n\r\nxx\r') };
  return body;
}

async function post(page: Page, url: string, body: FuzzBody): Promise<{ status: number; text: string }> {
  const payload = typeof body.body === 'string' || body.body === undefined ? body.body : [...body.body];
  return page.evaluate(
    async ([url, contentType, payload]) => {
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      const data = Array.isArray(payload) ? new Uint8Array(payload) : payload;
      const response = await fetch(url, { method: 'POST', headers, body: data ?? null, redirect: 'manual' });
      return { status: response.status, text: response.type === 'opaqueredirect' ? '' : await response.text() };
    },
    [url, body.contentType ?? null, payload ?? null] as const,
  );
}

async function signIn(page: Page, account: SeedAccount, baseURL: string | undefined): Promise<string> {
  const host = hostByKey(account.sites[0] ?? 'us');
  if (!host) throw new Error(`no host for ${account.username}`);
  const prefix = `${hostOrigin(`${host.key}.localhost`, baseURL)}/${host.defaultLocale}`;
  await page.goto(`${prefix}/login`);
  const status = await page.evaluate(
    async ([username, password]) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) })).status,
    [account.username, DEMO_PASSWORD] as const,
  );
  expect(status, `sign-in of ${account.username}`).toBe(200);
  return prefix;
}

/** Leaves the account's cart empty: a generated fast order or repeat order may have filled it. */
async function emptyCart(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const cart = (await (await fetch('/api/cart')).json()) as { data?: { lines?: { articleCode: string; sorg: string }[] } };
    for (const line of cart.data?.lines ?? []) await fetch(`/api/cart/lines?${new URLSearchParams({ articleCode: line.articleCode, sorg: line.sorg })}`, { method: 'DELETE' });
  });
}

test('every page that handles a POST is found and reads its form through readPageForm', () => {
  const components = sources('src/components').filter(handlesPost);
  expect(components.filter((file) => !(file in FORM_COMPONENTS))).toEqual([]);
  for (const path of formPages()) expect(matchRoute(path), path).not.toBeNull();
  expect(formPages()).toEqual(expect.arrayContaining(['/login', '/cart/checkout', '/catalog/fast-order', '/catalog/repeat-order', '/user/edit-profile', '/payment']));
});

test('the pages of issue 21 answer a body that is not a form with 400 and their message', async ({ page, baseURL, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  const dealer = SEED_ACCOUNTS.find((a) => a.username === 'dealer.us');
  if (!dealer) throw new Error('no dealer.us in the seed');
  const prefix = await signIn(page, dealer, baseURL);
  const bodies: FuzzBody[] = [
    { label: 'JSON', contentType: 'application/json', body: '{"username":"dealer.us"}' },
    { label: 'plain text', contentType: 'text/plain', body: 'orderNumber=B2B0000001' },
    { label: 'multipart without boundary', contentType: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
    { label: 'multipart cut short', contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1' },
  ];
  for (const path of ['/login', '/cart/checkout', '/catalog/fast-order', '/catalog/repeat-order', '/user/edit-profile', '/payment']) {
    for (const body of bodies) {
      const { status, text } = await post(page, `${prefix}${path}`, body);
      expect(status, `POST ${path} (${body.label})`).toBe(400);
      expect(text, `POST ${path} (${body.label})`).toContain('Please check again all of your input');
    }
  }
});

for (const account of SEED_ACCOUNTS) {
  test(`page forms answer malformed posts without a 5xx or a stack trace, as ${account.username}`, async ({ page, baseURL, consoleErrors }) => {
    test.setTimeout(180_000);
    consoleErrors.allow(/status of (4\d\d)/);
    const prefix = await signIn(page, account, baseURL);
    const user = await page.evaluate(async () => (await (await fetch('/api/user')).json()) as { scopes: string[]; limitation: string | null });
    const paths = formPages().filter((path) => {
      const match = matchRoute(path);
      return match && (match.route.auth === 'public' || canAccess({ scopes: user.scopes, limitation: user.limitation }, match.route));
    });
    expect(paths.length, 'form pages this account may open').toBeGreaterThan(0);
    const logFile = process.env['SPOKE_E2E_SERVER_LOG'] ?? '';
    expect(logFile, 'playwright.config.ts names the server log').not.toBe('');
    const logStart = readFileSync(logFile, 'utf8').length;
    for (const path of paths) {
      const run = () =>
        fc.assert(
          fc.asyncProperty(fuzzBody, async (generated) => {
            const body = harmless(path, generated);
            const { status, text } = await post(page, `${prefix}${path}`, body);
            const what = `POST ${path} as ${account.username} (${body.label})`;
            expect(status, `${what} answered ${status}`).toBeLessThan(500);
            if (status >= 400) expect(text, `${what} answered ${status} without the page's message`).toMatch(/role="(alert|status)"/);
          }),
          { seed: FUZZ_SEED, numRuns: fuzzRuns(12) },
        );
      if (CART_PAGES.has(path)) await withCart({ prefix, username: account.username }, async () => {
        await run();
        await emptyCart(page);
      });
      else await run();
    }
    expect(readFileSync(logFile, 'utf8').slice(logStart).split(/\n(?=\S)/).filter(hasStackTrace), 'stack traces in the server log').toEqual([]);
  });
}
