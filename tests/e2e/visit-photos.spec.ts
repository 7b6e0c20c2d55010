// Store-visit photos as phones take them: a 9 MB and a 30 MB photo, made in the test, are accepted
// (made smaller on the device, then sent), while the API, which receives photos as they are sent,
// refuses one past its true limit with a message that names it (decision 0037).
import { expect, test } from './fixtures';
import { noisePng } from './support/photos';
import { closePromotions, signInAs } from './support/sign-in';

const MB = 1024 * 1024;

test('a rep attaches a 9 MB and a 30 MB photo to a visit and saves it', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, '/en-us', 'sales.rep');
  await page.goto('/en-us/visit-form/polygon/create');
  await closePromotions(page);
  const customer = page.getByLabel('Customer');
  const code = await customer.locator('option').nth(1).getAttribute('value');
  await customer.selectOption(code ?? '');
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByLabel('Bikes of our group on display').fill('9');
  await page.getByLabel('Bikes of other brands on display').fill('30');
  await page.locator('input[name=brandDisplay]').first().check();

  const photos = [{ slot: 'Shop front 1', bytes: 9 * MB }, { slot: 'Display 1', bytes: 30 * MB }];
  for (const { slot, bytes } of photos) {
    const buffer = noisePng(bytes);
    expect(buffer.length).toBeGreaterThanOrEqual(bytes);
    await page.getByLabel(slot, { exact: true }).setInputFiles({ name: `${slot}.png`, mimeType: 'image/png', buffer });
    await expect(page.getByRole('img', { name: `Photo: ${slot}` })).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.locator('[data-field-error]:visible')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('Kept on this device until you save.');

  await page.getByRole('button', { name: 'Save visit' }).click();
  await expect(page).toHaveURL(/\/en-us\/visit-form\/polygon\/\d+\?saved=1$/, { timeout: 20_000 });
  await expect(page.getByRole('figure')).toHaveCount(2);
  // What was stored is the device's copy: well under the server's 8 MB per photo.
  const id = /polygon\/(\d+)/.exec(page.url())?.[1] ?? '';
  for (const slot of ['frontShop1', 'displayShop1']) {
    const photo = await page.request.get(`/api/visits/polygon/${id}/photos/${slot}`);
    expect(photo.status()).toBe(200);
    expect((await photo.body()).length).toBeLessThan(2 * MB);
  }
});

test('the API refuses a 9 MB photo sent as it is, naming the limit, in the user’s language', async ({ page }) => {
  await signInAs(page, '/en-us', 'sales.rep');
  await page.goto('/en-us/visit-form/polygon/create');
  const code = await page.getByLabel('Customer').locator('option').nth(1).getAttribute('value');
  const brandDisplay = await page.locator('input[name=brandDisplay]').first().getAttribute('value');
  const origin = new URL(page.url()).origin;
  const send = (locale: string) =>
    page.request.post(`/api/visits/polygon?locale=${locale}`, {
      headers: { origin },
      multipart: {
        custCode: code ?? '', brandDomination: 'yes', qtyPlgGrp: '1', qtyNonPlgGrp: '1', brandDisplay: brandDisplay ?? '',
        frontShop1: { name: 'shop.png', mimeType: 'image/png', buffer: noisePng(9 * MB) },
      },
    });
  const refused = await send('en-us');
  expect(refused.status()).toBe(413);
  const body = (await refused.json()) as { error: { code: string; issues: { path: string; text: string }[] } };
  expect(body.error.code).toBe('PHOTO_TOO_LARGE');
  expect(body.error.issues).toEqual([expect.objectContaining({ path: 'frontShop1', text: expect.stringContaining('at most 8 MB') })]);
  const german = (await (await send('de')).json()) as { error: { message: string } };
  expect(german.error.message).toContain('höchstens 8 MB');
});
