// Public pages of the edge: locale routing, the not-found screen, the admin error page and the
// sign-in form, on the production build. Maintenance is covered by
// tests/integration/edge-middleware.test.ts with a scripted upstream status.
import { LOCALES } from '../../src/domain/locales.ts';
import { expect, test } from './fixtures.ts';

// The zero-JavaScript budget: login, not-found, maintenance (see maintenance.spec.ts), admin error.
const PUBLIC_PAGES = ['/en-us/login', '/de/login', '/en-us/error/admin', '/en-us/no-such-page', '/xx'];

test.describe('a visitor arriving at the portal root', () => {
  test('is sent to en-us with a 302 when no locale is known', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/en-us');
  });

  test('is sent to the locale of the spoke_locale cookie', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { cookie: 'spoke_locale=de' } });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/de');
  });

  test('who opened a German page comes back to German at the root', async ({ page }) => {
    await page.goto('/de/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The browser's own cookies: the visit remembered the locale.
    const root = await page.request.get('/', { maxRedirects: 0 });
    expect(root.headers()['location']).toBe('/de');
  });
});

test.describe('every locale prefix', () => {
  for (const locale of LOCALES) {
    test(`serves the sign-in page under /${locale}`, async ({ request }) => {
      const response = await request.get(`/${locale}/login`, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="[a-z]{2}(-[A-Z]{2})?"/);
      expect(html).toContain('name="username"');
    });
  }
});

test.describe('the not-found screen', () => {
  test('answers an unknown prefix with 404 and a way home', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/xx/login');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 This page could not be found');
    await expect(page.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/en-us');
  });

  test('answers an unknown path under a valid prefix in that language', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    const response = await page.goto('/de/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Diese Seite wurde nicht gefunden');
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  });

  test('draws its illustration 250px wide on phones and 375px otherwise', { tag: '@phone' }, async ({ page, consoleErrors }, info) => {
    consoleErrors.allow(/status of 404/);
    await page.goto('/en-us/nothing-here');
    const box = await page.locator('.not-found-art').boundingBox();
    expect(box?.width).toBe(info.project.name === 'phone' ? 250 : 375);
  });
});

test('the admin error page says No Data and why', async ({ page }) => {
  await page.goto('/en-us/error/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No Data');
  await expect(
    page.getByText('You need to have the correct configuration, to access the data. Please contact support.'),
  ).toBeVisible();
});

test('a dealer finds a plain sign-in form in the host branding', async ({ page }) => {
  await page.goto('/en-us/login');
  await expect(page).toHaveTitle(/Spoke Dealer Portal/);
  await expect(page.getByRole('img', { name: 'Spoke Dealer Portal' })).toBeVisible();
  await page.getByLabel('Username').fill('pedalpushers');
  await page.getByLabel('Password').fill('secret');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('form')).toHaveAttribute('method', 'post');
});

test('each country host brands its pages and offers its languages as plain links', async ({ request }) => {
  const root = await request.get('/', { headers: { host: 'dealer.spoke-bikes.co.id' }, maxRedirects: 0 });
  expect(root.headers()['location']).toBe('/id-id');
  const german = await (await request.get('/de/login', { headers: { host: 'haendler.spoke-bikes.de' } })).text();
  expect(german).toContain('<title>Anmelden | Spoke Händlerportal</title>');
  expect(german).toMatch(/<a href="\/en-uk\/login" hreflang="en-uk"[^>]*>English<\/a>/);
});

test('the maintenance page sends visitors to the sign-in while the portal is online', async ({ request }) => {
  const response = await request.get('/en-us/maintenance', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/en-us/login');
});

test('public pages ship no JavaScript', async ({ request }) => {
  for (const path of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text();
    // The tag and the start of its code, so a failure names the component that added it.
    expect({ path, scripts: html.match(/<script\b[^>]*>.{0,80}/gi) ?? [] }).toEqual({ path, scripts: [] });
  }
});

test('the sign-in page links the site web app manifest, so the portal installs as an app', async ({ page, request }) => {
  await page.goto('/en-us/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifests/us.webmanifest');
  const manifest = await request.get(href ?? '');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({ start_url: '/en-us', display: 'standalone', scope: '/' });
});
