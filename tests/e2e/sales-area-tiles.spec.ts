// A deployment's tile source on one host (MAP_TILES_NL, decision 0061): on the Dutch site the
// sales-area map asks the configured tile server for the tiles of the area in view, draws them under
// the dots and credits the provider; the other sites ask for none. The browser answers the tile
// requests itself: nothing leaves this machine.
import type { Page } from '@playwright/test';
import { hostByKey } from '../../src/content/hosts';
import { expect, test } from './fixtures';
import { hostOrigin } from './support/hosts';
import { signInAs } from './support/sign-in';
import { E2E_TILE_ATTRIBUTION, E2E_TILE_HOST } from './support/tiles';

// A 2×2 opaque PNG: a real image the browser decodes, so Leaflet marks the tile loaded.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGO48OQGEDFAKABHPgox89Oc6wAAAABJRU5ErkJggg==', 'base64');
// The Dutch demo cities at the map's corners (upstream/sales-area/demo/regions.data.ts).
const NL_CORNERS: [name: string, lat: number, lng: number][] = [['Groningen', 53.22, 6.57], ['Den Haag', 52.07, 4.3], ['Eindhoven', 51.44, 5.48], ['Alkmaar', 52.63, 4.75]];

/** The slippy-map tile holding a point at zoom z (the scheme {z}/{x}/{y} templates use). */
function tileOf(lat: number, lng: number, z: number): string {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return `${z}/${x}/${y}`;
}

/** Every request that leaves the test server, and the tiles among them (answered here). */
async function watchRequests(page: Page): Promise<{ outside: string[]; tiles: string[] }> {
  const seen = { outside: [] as string[], tiles: [] as string[] };
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (request.url().startsWith('http') && hostname !== '127.0.0.1' && !hostname.endsWith('.localhost')) seen.outside.push(request.url());
  });
  await page.route(`https://${E2E_TILE_HOST}/**`, async (route) => {
    seen.tiles.push(new URL(route.request().url()).pathname.replace(/^\/|\.png$/g, ''));
    await route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return seen;
}

test('the Dutch site draws its configured tiles under the map and credits them; the other sites ask for none', async ({ page, baseURL }) => {
  const seen = await watchRequests(page);
  const nl = hostOrigin('nl.localhost', baseURL);
  await signInAs(page, `${nl}/en-nl`, 'admin');
  await page.goto(`${nl}/en-nl/sales-area`);
  const map = page.locator('[data-region-map]');
  await expect(map).toHaveAttribute('data-tiles', 'host');
  await expect(map.locator('path[data-group]')).toHaveCount(await page.getByRole('table').locator('tbody tr').count());

  // Drawn: every tile Leaflet placed has loaded (decoded) from the configured server.
  const tiles = map.locator('img.leaflet-tile');
  await expect.poll(() => tiles.count()).toBeGreaterThan(1);
  await expect(map.locator('img.leaflet-tile:not(.leaflet-tile-loaded)')).toHaveCount(0);
  for (const src of await tiles.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) expect(src).toMatch(new RegExp(`^https://${E2E_TILE_HOST.replaceAll('.', '\\.')}/\\d+/\\d+/\\d+\\.png$`));
  expect(await tiles.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth === 2))).toBe(true);
  // For the area in view: one zoom level, and the tiles under the country's outermost cities among them.
  const zooms = new Set(seen.tiles.map((tile) => tile.split('/')[0]));
  expect(zooms.size).toBe(1);
  const z = Number([...zooms][0]);
  expect(z).toBeGreaterThanOrEqual(5);
  for (const [, lat, lng] of NL_CORNERS) expect(seen.tiles).toContain(tileOf(lat, lng, z));
  await expect(map.locator('.leaflet-control-attribution')).toHaveText(E2E_TILE_ATTRIBUTION);

  // The sites without a tile source: plain background, no tile requested, no credit shown.
  const requested = seen.tiles.length;
  for (const key of ['us', 'de', 'id']) {
    const host = hostByKey(key)!;
    const origin = hostOrigin(`${key}.localhost`, baseURL);
    const prefix = `${origin}/${host.languages.find((l) => l.code.startsWith('en'))!.code}`;
    await signInAs(page, prefix, 'admin');
    await page.goto(`${prefix}/sales-area`);
    await expect(map).toHaveAttribute('data-tiles', 'none');
    await expect(map.locator('path[data-group]').first()).toBeVisible();
    await expect(map.locator('img')).toHaveCount(0);
    await expect(map.locator('.leaflet-control-attribution')).toHaveCount(0);
  }
  expect(seen.tiles).toHaveLength(requested);
  expect(seen.outside.filter((url) => !url.startsWith(`https://${E2E_TILE_HOST}/`))).toEqual([]);
});
