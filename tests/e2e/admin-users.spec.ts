// Issue 15: an administrator onboards a dealer. The generated password is shown once; the new user
// signs in with it on their own site (127.0.0.1 is the US site) and sees exactly the pages of the
// dealer role: the dealer menu, and the administration refused.
import type { Page } from '@playwright/test';
import { SEED_ROLES } from '../../db/seed-data/roles';
import { resolveHost } from '../../src/content/hosts';
import { buildMenu } from '../../src/domain/menu';
import { expect, test } from './fixtures';
import { ANNOUNCEMENT_KEY, DISMISS_MS, POPUP_KEY } from '../../src/islands/content/dismissal';
import { signInAs } from './support/sign-in';

function dealerMenu(): string[] {
  const scopes = new Set(SEED_ROLES.find((role) => role.name === 'dealer')?.scopes ?? []);
  const host = resolveHost('127.0.0.1');
  const menu = buildMenu({
    scopes,
    flags: host.features,
    host: { hostname: '127.0.0.1', allowPreviewPage: host.allowPreviewPage },
    store: { hasSubMenuBike: true, hasSubMenuPAA: true, hasSubMenuGroupset: true },
    userAreas: [],
  });
  return menu.flatMap((item) => (item.kind === 'entry' ? [item.href] : item.children.map((c) => c.href))).sort();
}

async function drawerHrefs(page: Page): Promise<string[]> {
  const hrefs = await page.locator('[data-shell="side-drawer"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^\/en-us/, '') || '/').filter((href) => href !== '/').sort();
}

/** As a returning user who closed today's announcement and promotions (they are not these stories). */
async function dismissPopups(page: Page): Promise<void> {
  await page.evaluate(([keys, until]) => keys.forEach((key) => localStorage.setItem(key, String(until))), [[POPUP_KEY, ANNOUNCEMENT_KEY], Date.now() + DISMISS_MS] as const);
}

async function signOut(page: Page): Promise<void> {
  const profile = page.getByLabel(/^Profile menu of /);
  if (await profile.isVisible()) await profile.click();
  else await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/en-us\/login/);
}

test('an administrator creates a dealer who signs in with the shown password and sees only the dealer pages', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 403/);
  const username = `new.dealer.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await signInAs(page, '/en-us', 'admin');
  await dismissPopups(page);
  await page.goto('/en-us/admin/users/create');
  await page.getByLabel('Name', { exact: true }).fill('Robin Hale');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('E-mail', { exact: true }).fill(`${username}@pedalpushers.example`);
  await page.getByRole('checkbox', { name: /^dealer Dealer/ }).check();
  await page.getByLabel('Limitation', { exact: true }).selectOption('customer');
  await page.getByLabel('Sales organisation 1').fill('US01');
  await page.getByLabel('Value 1').fill('0001000123');
  await page.getByRole('button', { name: 'Save' }).click();

  const shown = page.getByRole('status').filter({ hasText: 'shown only this once' });
  await expect(shown).toBeVisible();
  await expect(shown.getByTestId('shown-username')).toHaveText(username);
  const password = (await shown.getByTestId('shown-password').textContent())?.trim() ?? '';
  expect(password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/);

  await page.goto(`/en-us/admin/users?search=${encodeURIComponent(username)}`);
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();
  await signOut(page);

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect(await drawerHrefs(page)).toEqual(dealerMenu());
  expect(await drawerHrefs(page)).not.toContain('/admin/users');

  // A page the menu never offered says so, and the dealer stays signed in.
  await page.goto('/en-us/admin/users');
  await expect(page.getByRole('heading', { name: 'You cannot open this page' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});

test('an administrator sees "Email already exists" and keeps what was typed', async ({ page, consoleErrors }) => {
  // The form's answer is a 409 page; the browser logs its status.
  consoleErrors.allow(/status of 409/);
  await signInAs(page, '/en-us', 'admin');
  await dismissPopups(page);
  await page.goto('/en-us/admin/users/create');
  await page.getByLabel('Name', { exact: true }).fill('Jamie Twin');
  await page.getByLabel('Username', { exact: true }).fill(`twin.${Date.now().toString(36)}`);
  await page.getByLabel('E-mail', { exact: true }).fill('jamie.carter@pedalpushers.example');
  await page.getByRole('checkbox', { name: /^dealer Dealer/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email already exists');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jamie Twin');
  await expect(page.getByRole('checkbox', { name: /^dealer Dealer/ })).toBeChecked();
});

test('an administrator removes a permission from a role and the signed-in user loses that menu entry', async ({ page, browser, baseURL }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await signInAs(page, '/en-us', 'admin');
  await dismissPopups(page);
  await page.goto('/en-us/admin/roles/create');
  await page.getByLabel('Name', { exact: true }).fill(`reader-${stamp}`);
  await page.getByRole('checkbox', { name: /^page\.catalog(\s|$)/ }).check();
  await page.getByRole('checkbox', { name: /^page\.news(\s|$)/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: `reader-${stamp}`, exact: true })).toBeVisible();

  const origin = new URL(baseURL ?? '').origin;
  const roles = (await (await page.request.get('/api/admin/roles')).json()) as { data: { id: number; name: string }[] };
  const role = roles.data.find((r) => r.name === `reader-${stamp}`);
  const created = await page.request.post('/api/admin/users', {
    headers: { origin },
    data: { name: 'Rea Der', username: `reader.${stamp}`, email: `reader.${stamp}@shop.example`, language: 'en', roleIds: [role?.id] },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { password: string } };

  const reader = await browser.newContext({ baseURL: baseURL ?? '' });
  const readerPage = await reader.newPage();
  await readerPage.goto('/en-us/login');
  await readerPage.getByLabel('Username').fill(`reader.${stamp}`);
  await readerPage.getByLabel('Password').fill(user.password);
  await readerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(readerPage).not.toHaveURL(/\/login/);
  expect(await drawerHrefs(readerPage)).toContain('/news');

  await page.goto(`/en-us/admin/roles/edit/${role?.id}`);
  await page.getByRole('checkbox', { name: /^page\.news(\s|$)/ }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await readerPage.reload();
  await expect(readerPage).not.toHaveURL(/\/login/);
  expect(await drawerHrefs(readerPage)).not.toContain('/news');
  expect(await drawerHrefs(readerPage)).toContain('/catalog');
  await reader.close();
});
