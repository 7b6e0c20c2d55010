// A sales rep files a store visit with photos on a phone while the shop's connection drops; the
// administrator re-categorises two cities on the sales-area map (Leaflet, plain background here); a
// sales rep without JavaScript reads the map's server drawing and the table and cannot change them.
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';
import { CATEGORY_COLOURS } from '../../src/domain/visits/sales-area-map';
import { expect, test } from './fixtures';
import { closePromotions, signInAs } from './support/sign-in';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const today = () => new Date().toISOString().slice(0, 10);

// The phone project runs it at 375 px with touch, as a rep in the shop uses it; desktop at 1280.
test.describe('in the shop', () => {
  test('a rep fills a visit with three photos, loses the connection, reloads and saves it once', { tag: '@phone' }, async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/);
    await signInAs(page, '/en-us', 'sales.rep');
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
    await page.route(/\/api\/visits\/polygon(\?|$)/, async (route) => {
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
  await signInAs(page, '/en-us', 'admin');
  await page.goto('/en-us/sales-area');
  await closePromotions(page);
  const map = page.locator('[data-region-map]');
  const table = page.getByRole('table');
  // Every city or district a dot, on a plain background: this host has no tile source.
  await expect(map.locator('path[data-group]')).toHaveCount(await table.locator('tbody tr').count());
  await expect(map).toHaveAttribute('data-tiles', 'none');
  await expect(map.locator('img')).toHaveCount(0);
  // With every province shown the map names the provinces (links that narrow), not the cities.
  await expect(map.getByRole('link', { name: 'Texas' })).toHaveAttribute('href', /province=US-TX/);
  await expect(map.locator('.region-map__name--city')).toHaveCount(0);

  await page.getByLabel('Province', { exact: true }).selectOption({ label: 'Texas' });
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/province=US-TX/);
  for (const city of ['Austin', 'Dallas', 'Houston']) await expect(table.getByRole('row', { name: new RegExp(city) })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /Portland/ })).toHaveCount(0);
  // The map narrows too: Texas's three cities, named, fitted into the map's box.
  await expect(map.locator('path[data-group]')).toHaveCount(3);
  await expect(map.locator('.region-map__name--city:visible')).toHaveText(['Austin', 'Dallas', 'Houston'], { useInnerText: true });
  await expect(map.locator('.region-map__name--province')).toHaveCount(0);
  const frame = (await map.boundingBox())!;
  const [dallas, houston] = [(await map.locator('path[data-group="US-TX-DAL"]').boundingBox())!, (await map.locator('path[data-group="US-TX-HOU"]').boundingBox())!];
  for (const dot of [dallas, houston]) expect(dot.x >= frame.x && dot.x + dot.width <= frame.x + frame.width && dot.y >= frame.y && dot.y + dot.height <= frame.y + frame.height).toBe(true);
  expect(Math.hypot(dallas.x - houston.x, dallas.y - houston.y)).toBeGreaterThan(frame.height / 4);

  await page.getByRole('checkbox', { name: 'Select Dallas' }).check();
  await page.getByRole('checkbox', { name: 'Select Houston' }).check();
  await page.getByLabel('New category for the selected rows').selectOption({ label: 'A – core area' });
  await page.getByRole('button', { name: 'Save categories' }).click();
  await expect(page.getByRole('status')).toHaveText('2 sales areas updated.');
  for (const city of ['Dallas', 'Houston']) await expect(table.getByRole('row', { name: new RegExp(city) })).toContainText('A – core area');
  for (const id of ['US-TX-DAL', 'US-TX-HOU']) {
    await expect(map.locator(`path[data-group="${id}"]`)).toHaveAttribute('data-category', 'A');
    await expect(map.locator(`path[data-group="${id}"]`)).toHaveAttribute('fill', CATEGORY_COLOURS.A);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a sales rep sees the sales areas drawn and listed, narrows them, and cannot change them', async ({ page }) => {
    await page.goto('/en-us/login');
    const signedIn = await page.request.post('/api/login', { data: { username: 'sales.rep', password: DEMO_PASSWORD }, headers: { origin: new URL(page.url()).origin } });
    expect(signedIn.status()).toBe(200);
    await page.goto('/en-us/sales-area');
    const drawing = page.locator('[data-region-map-fallback]');
    const table = page.getByRole('table');
    await expect(drawing.locator('[data-group]')).toHaveCount(await table.locator('tbody tr').count());
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save categories' })).toHaveCount(0);

    await page.getByLabel('Province', { exact: true }).selectOption({ label: 'Oregon' });
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect(page).toHaveURL(/province=US-OR/);
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(drawing.locator('[data-group]')).toHaveCount(3);
    // Narrowed to one province the drawing names its cities and no province (names never crowd).
    await expect(drawing.locator('.region-map__city')).toHaveText(['Bend', 'Eugene', 'Portland']);
    await expect(drawing.locator('.region-map__province')).toHaveCount(0);
  });
});
