// No page is wider than a phone: every page each role can open, at 375 px, in German (the longest
// labels: "Neuer Benutzer", "Nach Excel exportieren"), on the role's own site, with real records
// behind the pages that show one (a claim, a visit, a document: the first link found to each). The
// breadcrumbs on the way name what they stand for, never a raw route part ("5", "brand-assets").
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, SEED_ACCOUNTS } from '../../db/seed-data/accounts';
import { hostByKey } from '../../src/content/hosts';
import { canAccess, matchRoute, ROUTES, routePath, type RouteDef } from '../../src/domain/routes';
import { expect, test } from './fixtures';
import { hostOrigin } from './support/hosts';

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 375, height: 812 } });

/** One account per role; the dealer is the German one, whose site speaks German by default. */
const WALKERS = ['dealer.de', 'sales.rep', 'vendor.id', 'admin', 'auditor'];
interface Found {
  url: string;
  width: number;
  widest: string;
}

async function api<T>(page: Page, method: 'GET' | 'POST', path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([method, path]) => {
      const response = await fetch(path, { method });
      return { status: response.status, body: (await response.json()) as T };
    },
    [method, path] as const,
  );
}

async function signIn(page: Page, origin: string, username: string): Promise<void> {
  await page.goto(`${origin}/favicon.svg`);
  const status = await page.evaluate(
    async ([username, password]) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) })).status,
    [username, DEMO_PASSWORD] as const,
  );
  expect(status, `signing in as ${username}`).toBe(200);
  const { body: user } = await api<{ scopes: string[]; salesActiveCustCode: unknown }>(page, 'GET', '/api/user');
  if (user.salesActiveCustCode || !user.scopes.includes('menu.change-cust')) return;
  const list = await api<{ data?: { custCode: { r3: string; isr: string | null } }[] }>(page, 'GET', '/api/customers?limit=10');
  const first = list.body.data?.[0]?.custCode;
  if (!first) return;
  const query = new URLSearchParams({ r3: first.r3, ...(first.isr ? { isr: first.isr } : {}) });
  expect((await api(page, 'POST', `/api/change-cust?${query}`)).status).toBe(200);
}

/** The page's width beyond the viewport, the widest element that causes it, its crumbs, and the links in <main>. */
function measure(page: Page): Promise<{ width: number; client: number; widest: string; crumbs: string[]; links: string[] }> {
  return page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    let widest = '';
    let right = client;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > right && getComputedStyle(el).position !== 'fixed') {
        right = box.right;
        widest = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} (${Math.round(box.right)} px)`;
      }
    }
    return {
      width: document.documentElement.scrollWidth,
      client,
      widest,
      crumbs: [...document.querySelectorAll('nav.breadcrumbs li')].map((li) => li.textContent?.trim() ?? ''),
      links: [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')].map((a) => a.getAttribute('href') ?? ''),
    };
  });
}

for (const username of WALKERS) {
  const account = SEED_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  const host = hostByKey(account.sites[0] ?? 'us');
  if (!host) throw new Error(`no site for ${username}`);
  test(`no page ${username} can open is wider than a 375 px phone in German, and no breadcrumb shows a raw route part`, async ({ page, baseURL, consoleErrors }) => {
    test.setTimeout(600_000);
    // A route whose feature is off on this site answers the not-found page, a made-up id may answer
    // 400: measured like any page.
    consoleErrors.allow(/status of 40[04]/);
    const origin = hostOrigin(`${host.key}.localhost`, baseURL);
    const prefix = `${origin}/de`;
    await signIn(page, origin, username);
    const { body: user } = await api<{ scopes: string[]; limitation: string | null }>(page, 'GET', '/api/user');
    const routes = ROUTES.filter((r) => r.auth !== 'public' && canAccess({ scopes: user.scopes, limitation: user.limitation }, r));
    const plain = routes.filter((r) => !r.pattern.includes(':'));
    const withValues = routes.filter((r) => r.pattern.includes(':'));
    const links = new Map<string, string>();
    const wide: Found[] = [];
    const rawCrumbs: string[] = [];
    const visit = async (path: string) => {
      await page.goto(`${prefix}${path}`);
      const seen = await measure(page);
      if (seen.width > seen.client) wide.push({ url: path, width: seen.width, widest: seen.widest });
      const raw = new Set(path.split(/[/?#]/).filter((part) => part !== ''));
      for (const crumb of seen.crumbs) if (raw.has(crumb)) rawCrumbs.push(`${path}: "${crumb}"`);
      for (const href of seen.links.filter((h) => h.startsWith('/de/'))) {
        const local = href.slice('/de'.length).split(/[?#]/)[0] ?? '';
        const match = matchRoute(local);
        if (match && match.route.pattern.includes(':') && !links.has(match.route.id)) links.set(match.route.id, local);
      }
    };
    for (const route of plain) await visit(routePath(route));
    // A page that shows one record is opened with a record the lists linked to, else with a made-up id.
    for (const route of withValues) await visit(links.get(route.id) ?? pathOf(route));
    expect(plain.length + withValues.length, 'pages walked').toBeGreaterThan(5);
    expect(wide, 'pages wider than the phone').toEqual([]);
    expect(rawCrumbs, 'breadcrumbs showing a raw route part').toEqual([]);
  });
}

/** A made-up value for each parameter of the route (a type where it names one). */
function pathOf(route: RouteDef): string {
  const names = [...route.pattern.matchAll(/:([a-z_]+)/gi)].map((m) => m[1] ?? '');
  return routePath(route, Object.fromEntries(names.map((name) => [name, name === 'type' ? 'brand-assets' : name === 'slug' ? 'x' : '1'])));
}

test('no public page is wider than a 375 px phone in German or Indonesian', async ({ page, baseURL, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  const wide: Found[] = [];
  for (const [key, locale] of [['de', 'de'], ['id', 'id-id']] as const) {
    const origin = hostOrigin(`${key}.localhost`, baseURL);
    for (const route of ROUTES.filter((r) => r.auth === 'public')) {
      const path = `/${locale}${pathOf(route)}`;
      await page.goto(`${origin}${path}`);
      const seen = await measure(page);
      if (seen.width > seen.client) wide.push({ url: path, width: seen.width, widest: seen.widest });
    }
  }
  expect(wide).toEqual([]);
});
