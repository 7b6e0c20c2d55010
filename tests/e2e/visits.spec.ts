// A sales rep files a store visit with photos on a phone while the shop's connection drops; the
// administrator re-categorises two cities on the sales-area map.
import { expect, test } from './fixtures';
import { closePromotions, signInWithForm } from './support/sign-in';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const today = () => new Date().toISOString().slice(0, 10);

// The phone project runs it at 375 px with touch, as a rep in the shop uses it; desktop at 1280.
test.describe('in the shop', () => {
  test('a rep fills a visit with three photos, loses the connection, reloads and saves it once', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await signInWithForm(page, '/en-us', 'sales.rep');
    await closePromotions(page);
    await page.goto('/en-us/visit-form/polygon/create');
    const customer = page.getByLabel('Customer');
    const code = await customer.locator('option').nth(1).getAttribute('value');
    if (!code) throw new Error('the rep has no customer to visit');
    const visits = async () => (await (await page.request.get(`/api/visits/polygon?custCode=${code}&from=${today()}&to=${today()}`)).json() as { total: number }).total;
    const before = await visits();

    await customer.selectOption(code);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Bikes of our group on display').fill('18');
    await page.getByLabel('Bikes of other brands on display').fill('7');
    await page.getByRole('radio', { name: 'Front of shop' }).check();
    await page.getByLabel('Notes').fill('Shop owner wants more hangtags.');
    for (const slot of ['Shop front 1', 'Display 1', 'Shimano hangtag']) {
      await page.getByLabel(slot, { exact: true }).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByRole('img', { name: `Photo: ${slot}` })).toBeVisible();
    }
    await expect(page.getByRole('status')).toHaveText('Kept on this device until you save.');

    // The visit reaches the server but the answer is lost on the way back.
    await page.route('**/api/visits/polygon', async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Save visit' }).click();
    await expect(page.getByRole('status')).toContainText('It is kept on this device');
    await page.unrouteAll();

    await page.reload();
    await expect(page.getByRole('status')).toHaveText('Your unsaved visit was restored from this device.');
    await expect(page.getByLabel('Bikes of our group on display')).toHaveValue('18');
    await expect(page.getByLabel('Notes')).toHaveValue('Shop owner wants more hangtags.');
    for (const slot of ['Shop front 1', 'Display 1', 'Shimano hangtag']) await expect(page.getByRole('img', { name: `Photo: ${slot}` })).toBeVisible();

    await page.getByRole('button', { name: 'Save visit' }).click();
    await expect(page).toHaveURL(/\/en-us\/visit-form\/polygon\/\d+\?saved=1$/);
    await expect(page.getByRole('status')).toHaveText('The visit was saved.');
    await expect(page.getByRole('figure')).toHaveCount(3);
    expect(await visits()).toBe(before + 1);
  });
});

test('the administrator re-categorises two cities and sees the map and the table change', async ({ page }) => {
  await signInWithForm(page, '/en-us', 'admin');
  await page.goto('/en-us/sales-area');
  await closePromotions(page);
  await page.getByLabel('Province', { exact: true }).selectOption({ label: 'Texas' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/province=US-TX/);
  const table = page.getByRole('table');
  for (const city of ['Austin', 'Dallas', 'Houston']) await expect(table.getByRole('row', { name: new RegExp(city) })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /Portland/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Select Dallas' }).check();
  await page.getByRole('checkbox', { name: 'Select Houston' }).check();
  await page.getByLabel('New category for the selected rows').selectOption({ label: 'A – core area' });
  await page.getByRole('button', { name: 'Save categories' }).click();
  await expect(page.getByRole('status')).toHaveText('2 sales areas updated.');
  for (const city of ['Dallas', 'Houston']) await expect(table.getByRole('row', { name: new RegExp(city) })).toContainText('A – core area');
  await expect(page.locator('[data-region-map] [data-group="US-TX-DAL"]')).toHaveAttribute('data-category', 'A');
  await expect(page.locator('[data-region-map] [data-group="US-TX-HOU"]')).toHaveAttribute('data-category', 'A');
});
