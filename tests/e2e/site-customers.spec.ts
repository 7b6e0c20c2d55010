// A country site offers only the customers of its own sales organisations: the sales rep who covers
// dealers in Indonesia and the United States finds the Indonesian ones on the Indonesian site only.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

const chip = (page: Page) => page.getByTestId('customer-chip').filter({ visible: true });

async function search(page: Page, term: string) {
  await chip(page).getByRole('link', { name: 'select customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select customer' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search customer' }).fill(term);
  return dialog;
}

test('a sales rep on the US site finds no Indonesian dealer, and finds them on the Indonesian site', async ({ page, baseURL }) => {
  await signInAs(page, '/en-us', 'sales.rep');
  await closePromotions(page);
  const us = await search(page, 'Sepeda');
  await expect(us.getByText('No customers found')).toBeVisible();
  await expect(us.getByRole('button', { name: /Sepeda/ })).toHaveCount(0);

  const idOrigin = `http://id.localhost:${new URL(baseURL ?? '').port}`;
  await signInAs(page, `${idOrigin}/en-id`, 'sales.rep');
  await closePromotions(page);
  const id = await search(page, 'Sepeda');
  await expect(id.getByRole('button', { name: /Sepeda/ }).first()).toBeVisible();
});
