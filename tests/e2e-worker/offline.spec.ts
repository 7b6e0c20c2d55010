// The offline shop floor on the Worker build (decision 0115): the Worker serves /sw.js for the whole
// site and revalidated on every update check, the page registers it, and a catalogue page the dealer
// opened opens offline from the device with its band.
import { closePromotions, signInAs } from '../e2e/support/sign-in';
import { keepPage, workerInControl } from '../e2e/support/offline';
import { expect, test } from './fixtures';

const LIST = '/en-us/catalog/list?category=PAA&view=item';

test('the Worker serves the service worker, the page registers it, and a kept catalogue page opens offline', async ({ page, context, request, baseURL, consoleErrors }) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/);
  const script = await request.get('/sw.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/javascript/);
  expect(script.headers()['cache-control']).toBe('no-cache');
  expect(script.headers()['service-worker-allowed']).toBe('/');

  await signInAs(page, '/en-us', 'dealer.us');
  await closePromotions(page);
  await workerInControl(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${baseURL}/`);
  await keepPage(page, LIST);
  const names = await page.getByTestId('catalog-results').locator('article h3').allTextContents();
  expect(names.length).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.goto(LIST);
  await expect(page.locator('[data-offline-band]')).toContainText('You are offline — showing this page as of');
  await expect(page.getByTestId('catalog-results').locator('article h3')).toHaveText(names);
  await page.goto('/en-us/order');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is not kept on this device');
  await context.setOffline(false);
});
