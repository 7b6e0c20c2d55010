// Stories of choosing the customer one acts for (issue 21, items 1 and 3; decision 0013): a sales rep
// changes customer from the customer card, and an administrator or a sales rep without a customer
// meets a "choose a customer" panel on the pages that need one instead of a blank page or home.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';
import { ANNOUNCEMENT_KEY, DISMISS_MS, POPUP_KEY } from '../../src/islands/content/dismissal';
import { expect, test } from './fixtures';
import { hostOrigin } from './support/hosts';

/** Signs in through the sign-in form's API call, as a user who already closed today's pop-ups. */
async function signIn(page: Page, username: string, login = '/en-us/login'): Promise<void> {
  await page.goto(login);
  const status = await page.evaluate(
    async ([user, password]) => (await fetch('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: user, password }) })).status,
    [username, DEMO_PASSWORD] as const,
  );
  expect(status).toBe(200);
  await page.evaluate(([keys, until]) => keys.forEach((key) => localStorage.setItem(key, String(until))), [[POPUP_KEY, ANNOUNCEMENT_KEY], Date.now() + DISMISS_MS] as const);
}

/** The header shows one of the two chips by viewport; the other is hidden by CSS. */
const chip = (page: Page) => page.getByTestId('customer-chip').filter({ visible: true });
const selectionDialog = (page: Page) => page.getByRole('dialog', { name: 'Select customer' });

async function pickCustomer(page: Page, search: string): Promise<void> {
  const dialog = selectionDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search customer' }).fill(search);
  const choice = dialog.getByRole('button', { name: new RegExp(search) });
  await expect(choice).toHaveCount(1);
  await choice.click();
}

test('a sales rep with a customer changes customer from the customer card', async ({ page }) => {
  await signIn(page, 'sales.rep');
  await page.goto('/en-us');
  await chip(page).getByRole('link', { name: 'select customer' }).click();
  await pickCustomer(page, 'Pedal Pushers');
  await expect(chip(page).getByRole('button', { name: /Pedal Pushers Bike Shop/ })).toBeVisible();

  await chip(page).getByRole('button', { name: /Pedal Pushers Bike Shop/ }).click();
  const card = page.getByRole('dialog', { name: 'Customer details' }).filter({ visible: true });
  await card.getByRole('link', { name: 'Change customer' }).click();

  // The dialog must be on screen and usable, not a 0x0 modal inside the closed card.
  const dialog = selectionDialog(page);
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  expect(box?.height ?? 0).toBeGreaterThan(100);
  await expect(card).toBeHidden();
  // The current customer is pinned apart; every listed one is another dealer.
  const other = dialog.getByRole('listitem').first().getByRole('button');
  const name = ((await other.locator('span').first().textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await other.click();

  await expect(chip(page).getByRole('button', { name })).toBeVisible();
  await expect(chip(page).getByRole('button', { name: /Pedal Pushers Bike Shop/ })).toHaveCount(0);
});

// The dialog is on a staff page only while it is wanted (decision 0094): the links ask for it with the
// page's own address, which it gives back once open; closed, the page is the one the rep was on.
test('a sales rep opens the customer dialog on the page they are on, closes it and stays there', async ({ page }) => {
  await signIn(page, 'sales.rep');
  await page.goto('/en-us/news?page=1');
  await expect(page.locator('astro-island')).toHaveCount(0);
  await chip(page).getByRole('link', { name: 'select customer' }).click();
  await pickCustomer(page, 'Pedal Pushers');
  await expect(chip(page).getByRole('button', { name: /Pedal Pushers Bike Shop/ })).toBeVisible();
  await expect(page).toHaveURL(/\/en-us\/news\?page=1$/);
  // The open orders need a customer: with one chosen, the page carries no island at all.
  await page.goto('/en-us/order?page=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('astro-island')).toHaveCount(0);

  await chip(page).getByRole('button', { name: /Pedal Pushers Bike Shop/ }).click();
  await page.getByRole('dialog', { name: 'Customer details' }).filter({ visible: true }).getByRole('link', { name: 'Change customer' }).click();
  const dialog = selectionDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/en-us\/order\?page=1$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(selectionDialog(page)).toBeHidden();
  await expect(chip(page).getByRole('button', { name: /Pedal Pushers Bike Shop/ })).toBeVisible();
});

for (const path of ['/order', '/invoice/open-invoice', '/invoice/invoice-list', '/payment/invoice', '/cart', '/cart/checkout', '/catalog/fast-order']) {
  test(`an administrator opening ${path} is told to choose a customer and gets the way to do it`, async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(`/en-us${path}`);

    await expect(page).toHaveURL(new RegExp(`/en-us${path.replaceAll('/', '\\/')}$`));
    const panel = page.getByTestId('choose-customer');
    await expect(panel.getByRole('heading', { name: 'Choose a customer' })).toBeVisible();
    // The dialog opens by itself on a page that needs a customer; closed or not, the panel's button opens it.
    await expect(selectionDialog(page)).toBeVisible();
    await pickCustomer(page, 'Pedal Pushers');

    await expect(page).toHaveURL(new RegExp(`/en-us${path.replaceAll('/', '\\/')}`));
    await expect(chip(page)).toContainText('Pedal Pushers');
    await expect(page.getByTestId('choose-customer')).toHaveCount(0);
  });
}

test('a dealer who follows an address asking for the customer dialog gets the page without it', async ({ page }) => {
  await signIn(page, 'dealer.us');
  await page.goto('/en-us/order?choose-customer=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('astro-island')).toHaveCount(0);
  await expect(selectionDialog(page)).toHaveCount(0);
  await expect(page.locator('[data-customer-trigger]')).toHaveCount(0);
});

test('an administrator who pressed Escape opens the dialog again from the panel', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/en-us/order');
  await expect(selectionDialog(page)).toBeVisible();
  // Without a customer the dialog cannot be closed; reloading the page gives the panel alone.
  await page.evaluate(() => document.querySelectorAll('dialog[open]').forEach((d) => (d as HTMLDialogElement).close()));
  await expect(selectionDialog(page)).toBeHidden();
  await page.getByTestId('choose-customer').getByRole('button', { name: 'Choose customer' }).click();
  await pickCustomer(page, 'Pedal Pushers');
  await expect(page.getByRole('link', { name: 'Open orders' })).toBeVisible();
});

test('an auditor chooses a US customer and reads their open invoices', async ({ page }) => {
  await signIn(page, 'auditor');
  await page.goto('/en-us/invoice/open-invoice');
  await pickCustomer(page, 'Pedal Pushers');
  await expect(page.getByRole('heading', { level: 1, name: 'Open invoices' })).toBeVisible();
  await expect(page.getByTestId('choose-customer')).toHaveCount(0);
  await expect(chip(page)).toContainText('Pedal Pushers');
});

test('an administrator on the German site reads each customer\'s code, name and city in the selection list, on a phone too', { tag: '@phone' }, async ({ page, baseURL }) => {
  const origin = hostOrigin('de.localhost', baseURL);
  await signIn(page, 'admin', `${origin}/de/login`);
  await page.goto(`${origin}/de/order`);
  // The German site keeps the older list: a table with a radio per customer.
  const dialog = page.getByRole('dialog', { name: 'Kunde auswählen' });
  await expect(dialog.locator('tbody tr').first()).toBeVisible();
  const rows = await dialog.evaluate((d) => {
    const right = d.getBoundingClientRect().right;
    return [...d.querySelectorAll('tbody tr')].map((row) => ({
      city: row.querySelector('td:last-child')?.textContent?.trim() ?? '',
      shown: (row as HTMLElement).innerText,
      // Every cell the reader sees lies inside the dialog, none cut off at its edge.
      cut: [...row.querySelectorAll('td')].filter((cell) => cell.checkVisibility() && cell.getBoundingClientRect().right > right + 0.5).length,
    }));
  });
  expect(rows.length).toBeGreaterThan(3);
  for (const row of rows) {
    expect(row.city).not.toBe('');
    expect(row.shown).toContain(row.city);
    expect(row.cut).toBe(0);
  }
  expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
});
