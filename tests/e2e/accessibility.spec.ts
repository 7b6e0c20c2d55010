// Accessibility as a gate: axe-core on every page each demo account can open (walked from the route
// table with the account's own scopes, placeholders included), on the account's home site in its
// site's default language, at this project's width (desktop 1280, phone 375), with the shell's menus
// and dialogs and each page's own disclosures, popovers and dialogs open: no serious or critical violation.
// Each role walks every page once (decision 0074): the first account of a role walks all its routes; a
// later account of the same role (dealer.de and dealer.id after dealer.us) walks its own site's shell,
// a sample of pages in its language (home, catalogue list, cart, orders, open invoices) and the routes
// its site answers differently (a feature flag or site rule on one site and not the other). Long walks run in parts, so the two workers finish together.
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, SEED_ACCOUNTS, type SeedAccount } from '../../db/seed-data/accounts';
import { SEED_ROLES } from '../../db/seed-data/roles';
import { hostByKey } from '../../src/content/hosts';
import { isFlagOn } from '../../src/domain/feature-flags';
import { canAccess, ROUTES, routePath, type RouteDef } from '../../src/domain/routes';
import { expect, test } from './fixtures';
import { axeViolations, openDisclosures, preloadAxe } from './support/axe';
import { hostOrigin } from './support/hosts';

test.describe.configure({ mode: 'parallel' });

interface Site {
  origin: string;
  /** Origin and locale prefix, e.g. http://de.localhost:4399/de */
  prefix: string;
}

function siteOf(account: SeedAccount | null, baseURL: string | undefined): Site {
  const host = hostByKey(account?.sites[0] ?? 'us');
  if (!host) throw new Error(`no host for ${account?.username ?? 'anonymous'}`);
  const origin = hostOrigin(`${host.key}.localhost`, baseURL);
  return { origin, prefix: `${origin}/${host.defaultLocale}` };
}

/**
 * Signs in through the API from a page of the site (a static file, nothing rendered): the walk checks
 * pages, and the sign-in form itself is walked as a public page and driven by auth and keyboard stories.
 */
async function signIn(page: Page, site: Site, username: string): Promise<void> {
  await page.goto(`${site.origin}/favicon.svg`);
  const status = await page.evaluate(
    async ([username, password]) =>
      (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) })).status,
    [username, DEMO_PASSWORD] as const,
  );
  expect(status, `signing in as ${username}`).toBe(200);
}

/** The site's API from the page itself (Node cannot resolve *.localhost; the browser can). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([method, path]) => {
      const response = await fetch(path, { method });
      return { status: response.status, body: (await response.json()) as T };
    },
    [method, path] as const,
  );
}

/** Staff act for a customer, so that customer pages show their content rather than only the choice. */
async function chooseFirstCustomer(page: Page): Promise<void> {
  const list = await api<{ data?: { custCode: { r3: string; isr: string | null } }[] }>(page, 'GET', '/api/customers?limit=10');
  const first = list.body.data?.[0]?.custCode;
  if (!first) return;
  const query = new URLSearchParams({ r3: first.r3, ...(first.isr ? { isr: first.isr } : {}) });
  expect((await api(page, 'POST', `/api/change-cust?${query}`)).status, `choosing customer ${first.r3}`).toBe(200);
}

/** A product slug of the catalogue, for the product routes: read from the list's HTML, not rendered in the page. */
async function productSlug(page: Page, site: Site): Promise<string> {
  const href = await page.evaluate(async (url) => {
    const html = await (await fetch(url)).text();
    const list = new DOMParser().parseFromString(html, 'text/html');
    return list.querySelector('[data-testid="catalog-results"] article a[href]')?.getAttribute('href') ?? null;
  }, `${site.prefix}/catalog/list?view=item`);
  return decodeURIComponent((href ?? '/x').split('?')[0]?.split('/').pop() ?? 'x');
}

/** A frame of the US dealer with claims, from the e2e server's upstream database: a full frame passport for those who may read it, the not-found page for the others. */
async function frameSerial(): Promise<string> {
  const db = createClient({ url: `file:${process.env['SPOKE_E2E_DATA_DIR'] ?? ''}/upstream.db` });
  try {
    const rs = await db.execute("SELECT frame_number FROM claims WHERE cust_code = '0001000123' AND frame_number IS NOT NULL ORDER BY id LIMIT 1");
    return String(rs.rows[0]?.['frame_number'] ?? 'x');
  } finally {
    db.close();
  }
}

function pathOf(route: RouteDef, slug: string, serial = 'x'): string {
  return routePath(route, { slug, id: '1', type: 'bike', image_id: '1', serial });
}

/**
 * Each overlay of the page in turn (closed menus, popovers, dialogs; inside `scope`), opened and
 * checked on its own, then closed again. The empty popup host is filled only by scripts.
 */
async function overlayViolations(page: Page, where: string, scope: string): Promise<string[]> {
  const count = await page.evaluate((scope) => {
    for (const el of document.querySelectorAll('[data-axe-overlay]')) el.removeAttribute('data-axe-overlay');
    const overlays = [...document.querySelectorAll<HTMLElement>(`${scope} details:not([open]), ${scope} [popover], ${scope} dialog:not([open]):not([data-popup-host])`)];
    overlays.forEach((el, i) => el.setAttribute('data-axe-overlay', String(i)));
    return overlays.length;
  }, scope);
  const found: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const selector = `[data-axe-overlay="${i}"]`;
    const opened = await page.evaluate((selector) => {
      const el = document.querySelector<HTMLElement>(selector);
      if (!el) return false;
      if (el instanceof HTMLDetailsElement) el.open = true;
      else if (el instanceof HTMLDialogElement) el.showModal();
      else el.showPopover();
      return el.checkVisibility();
    }, selector);
    if (opened) found.push(...(await axeViolations(page, `${where} with ${selector} open`, selector)));
    await page.evaluate((selector) => {
      const el = document.querySelector<HTMLElement>(selector);
      if (el instanceof HTMLDetailsElement) el.open = false;
      else if (el instanceof HTMLDialogElement) el.close();
      else if (el?.matches(':popover-open')) el.hidePopover();
    }, selector);
  }
  return found;
}

/**
 * The shape of the markup outside and inside <main>, without words: elements, classes, roles, ARIA and
 * form attributes, and whether each element holds text (and the document a title). What axe judges is
 * fixed by this shape and the styles it selects. Where the menus stand (`aria-current`, `--active`
 * classes, the open menu group) is left out: it moves from page to page and changes no rule's outcome.
 */
function markupShapes(page: Page): Promise<{ shell: string; main: string }> {
  return page.evaluate(() => {
    const KEPT = /^(role|aria-(?!current).*|type|alt|for|href|tabindex|lang|disabled|hidden|popover|title|placeholder|value|name|id|style)$/;
    const HIGHLIGHT = /[-_](active|current)$/;
    const walk = (el: Element, skip: Element | null): string => {
      if (el === skip) return '<main>';
      const attrs = [...el.attributes].filter((a) => KEPT.test(a.name) || (a.name === 'open' && skip === null)).map((a) => (a.value === '' ? a.name : `${a.name}+`));
      const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) ? 't' : '';
      const classes = [...el.classList].filter((c) => !HIGHLIGHT.test(c)).sort();
      return `<${el.tagName}.${classes.join('.')} ${attrs.sort().join(' ')} ${text}>${[...el.children].map((c) => walk(c, skip)).join('')}`;
    };
    const hash = (text: string) => {
      let h = 5381;
      for (let i = 0; i < text.length; i += 1) h = (Math.imul(h, 33) ^ text.charCodeAt(i)) >>> 0;
      return h.toString(36);
    };
    const main = document.querySelector('main');
    const lang = document.documentElement.lang;
    const title = document.title.trim() === '' ? 'untitled' : 'titled';
    return { shell: `${lang} ${title} ${hash(walk(document.body, main))}`, main: `${lang} ${main ? hash(walk(main, null)) : 'none'}` };
  });
}

/**
 * Waits for the islands that render without a user's action (load, idle, visible: scrolled into view
 * first), so that axe judges what they render rather than a race with their hydration.
 */
async function hydrated(page: Page): Promise<void> {
  const pending = () =>
    page.evaluate(() => {
      const waiting = [...document.querySelectorAll<HTMLElement>('astro-island[ssr]')].filter((island) => {
        const client = island.getAttribute('client');
        // A visible-island inside something hidden (a closed menu, the other width's layout) never hydrates.
        if (client === 'visible') return [...island.children].some((child) => child.checkVisibility());
        return client !== 'interaction';
      });
      for (const island of waiting) island.firstElementChild?.scrollIntoView();
      const count = waiting.length;
      // Back to the top once all are in, within the same round trip.
      if (count === 0) window.scrollTo(0, 0);
      return count;
    });
  await expect.poll(pending, { timeout: 15_000 }).toBe(0);
}

/**
 * One page: the whole page when its shell (header, menus, layout variant, title) has a shape not seen
 * yet for this account, else its <main> when that is new, else nothing more than the visit.
 * Disclosures in <main> are opened first; its own overlays are checked one by one.
 */
async function pageViolations(page: Page, url: string, seen: Set<string>): Promise<string[]> {
  await page.goto(url);
  await hydrated(page);
  await openDisclosures(page);
  const landed = page.url();
  const { shell, main } = await markupShapes(page);
  const newShell = !seen.has(`shell ${shell}`);
  const newMain = !seen.has(`main ${main}`);
  seen.add(`shell ${shell}`).add(`main ${main}`);
  if (!newShell && !newMain) return [];
  const found = await axeViolations(page, landed, newShell ? undefined : 'main');
  if (newMain) found.push(...(await overlayViolations(page, landed, 'main')));
  return found;
}

/** The shell's menus and dialogs, once per account: header menus, popovers, the customer selection. */
async function shellViolations(page: Page, site: Site): Promise<string[]> {
  await page.goto(`${site.prefix}/`);
  const where = `${page.url()} shell`;
  const found = await overlayViolations(page, where, 'body');
  const chooser = page.locator('[data-customer-trigger]').filter({ visible: true }).first();
  if (await chooser.isVisible()) {
    await chooser.click();
    await expect(page.locator('dialog.cs-dialog[open]')).toBeVisible();
    found.push(...(await axeViolations(page, `${where} customer selection`, 'dialog.cs-dialog')));
    await page.keyboard.press('Escape');
  }
  return found;
}

test('the public pages have no serious or critical accessibility violations', { tag: '@phone' }, async ({ page, baseURL, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await preloadAxe(page);
  const site = siteOf(null, baseURL);
  const seen = new Set<string>();
  const found: string[] = [];
  for (const route of ROUTES.filter((r) => r.auth === 'public')) found.push(...(await pageViolations(page, `${site.prefix}${pathOf(route, 'x')}`, seen)));
  found.push(...(await pageViolations(page, `${site.prefix}/no-such-page`, seen)));
  expect(found).toEqual([]);
});

/** A route the two sites answer differently: a feature flag on one and not the other, or a site rule. */
function sitesDiffer(route: RouteDef, siteKey: string, walkedKey: string): boolean {
  const site = hostByKey(siteKey);
  const walked = hostByKey(walkedKey);
  if (!site || !walked) return true;
  if (route.flag && isFlagOn(site.features, route.flag) !== isFlagOn(walked.features, route.flag)) return true;
  // The inquiry follows the hostname as well as flags; the PAA claim follows the site's claim rule.
  return route.id === 'new_customer_inquiry' || (route.id === 'claim_create_paa' && site.claimAllowPAA !== walked.claimAllowPAA);
}

/** The first account of each role walks everything; later ones of the same role what their site changes. */
const walkedBy = new Map<string, SeedAccount>();
/** Pages a later account of a walked role still checks on its own site: its language and site settings. */
const SITE_SAMPLE = new Set(['/', '/catalog/list', '/cart', '/order', '/invoice/open-invoice']);
/** Routes per test at most: a longer walk runs as parts, so that the two workers end together. */
const PART_SIZE = 40;

function seededRouteCount(account: SeedAccount): number {
  const scopes = new Set(SEED_ROLES.filter((role) => account.roles.includes(role.name)).flatMap((role) => role.scopes));
  return ROUTES.filter((r) => r.auth === 'user' && canAccess({ scopes, limitation: account.limitation }, r)).length;
}

for (const account of SEED_ACCOUNTS) {
  const role = [...account.roles].sort().join('+');
  const walked = walkedBy.get(role);
  if (!walked) walkedBy.set(role, account);
  const parts = walked ? 1 : Math.max(1, Math.ceil(seededRouteCount(account) / PART_SIZE));
  for (let part = 0; part < parts; part += 1) {
    const name = walked ? ` (what ${account.sites[0]} changes after ${walked.username})` : parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
    test(`every page ${account.username} can open has no serious or critical accessibility violations${name}`, { tag: '@phone' }, async ({ page, baseURL, consoleErrors }) => {
      test.setTimeout(600_000);
      // A route whose feature is off on this site answers the not-found page: checked like any page.
      consoleErrors.allow(/status of 404/);
      const site = siteOf(account, baseURL);
      await signIn(page, site, account.username);
      await preloadAxe(page);
      const { body: user } = await api<{ scopes: string[]; limitation: string | null; salesActiveCustCode: unknown }>(page, 'GET', '/api/user');
      if (!user.salesActiveCustCode && user.scopes.includes('menu.change-cust')) await chooseFirstCustomer(page);
      const found = part === 0 ? await shellViolations(page, site) : [];
      const all = ROUTES.filter((r) => r.auth === 'user' && canAccess({ scopes: user.scopes, limitation: user.limitation }, r));
      const own = walked ? all.filter((r) => SITE_SAMPLE.has(r.pattern) || sitesDiffer(r, account.sites[0] ?? 'us', walked.sites[0] ?? 'us')) : all;
      const size = Math.ceil(own.length / parts);
      const routes = own.slice(part * size, (part + 1) * size);
      const slug = routes.some((r) => r.pattern.includes(':slug')) ? await productSlug(page, site) : 'x';
      const serial = routes.some((r) => r.pattern.includes(':serial')) ? await frameSerial() : 'x';
      const seen = new Set<string>();
      for (const route of routes) found.push(...(await pageViolations(page, `${site.prefix}${pathOf(route, slug, serial)}`, seen)));
      expect(seen.size, 'shapes checked').toBeGreaterThan(1);
      expect(found).toEqual([]);
    });
  }
}
