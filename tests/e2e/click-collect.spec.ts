// Click and collect: a dealer splits an order between HQ and pick-up and submits it after confirming,
// and hands a ready order to its consumer (collected). Each project works on its own demo orders.
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

const ORDERS = {
  desktop: { split: 'CC700010', collect: 'CC700013' },
  phone: { split: 'CC700011', collect: 'CC700014' },
} as const;

test('a click-and-collect order is split and submitted', async ({ page, consoleErrors }, info) => {
  // The refused submits answer 422, which the browser reports as a failed resource.
  consoleErrors.allow(/status of 422/);
  const { split } = info.project.name === 'phone' ? ORDERS.phone : ORDERS.desktop;
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto('/en-us/click-collect?status=need_confirmation');
  await page.getByRole('link', { name: split, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order ${split}` })).toBeVisible();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'All item need to choose (Order To HQ / Ready To Pickup).' })).toBeVisible();

  const choices = page.getByRole('group', { name: /^Shipment of / });
  const count = await choices.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) await choices.nth(i).getByLabel(i === 0 ? 'Ready to Pickup' : 'Order to HQ').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Confirm that the submission cannot be undone.' })).toBeVisible();
  await page.getByLabel('I understand that this submission cannot be undone.').check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'The shipment choices were submitted.' })).toBeVisible();
  const detail = page.getByRole('region', { name: `Order ${split}` });
  // Nothing has shipped yet: HQ works on its part, the order is not "Partially Shipped".
  await expect(detail.getByText('Processing By HQ', { exact: true })).toBeVisible();
  await expect(detail.getByText('Partially Shipped', { exact: true })).toHaveCount(0);
  const shipped = detail.locator('tbody td[data-label="Shipped"]');
  await expect(shipped).toHaveCount(count);
  for (const cell of await shipped.all()) await expect(cell).toHaveText('0');
  await expect(detail.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  // The list counts the order's articles, and its pieces apart.
  const pieces = (await detail.locator('tbody td[data-label="Ordered"]').allTextContents()).reduce((n, text) => n + Number(text), 0);
  await page.goto('/en-us/click-collect?status=processing_by_hq');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: split, exact: true }) });
  await expect(row.locator('td[data-label="Articles"]')).toHaveText(String(count));
  await expect(row.locator('td[data-label="Quantity"]')).toHaveText(String(pieces));
});

test('a dealer moves a ready click-and-collect order to collected', async ({ page }, info) => {
  const { collect } = info.project.name === 'phone' ? ORDERS.phone : ORDERS.desktop;
  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await page.goto('/en-us/click-collect?status=ready_to_pickup');
  await page.getByRole('link', { name: collect, exact: true }).click();
  await page.getByLabel('Move to').selectOption({ label: 'Complete' });
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The order status was changed.' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Order ${collect}` }).getByText('Complete', { exact: true })).toBeVisible();
});
