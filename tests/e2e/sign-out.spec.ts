// On the production Node server, /api (Hono's fast path) and the pages (Astro) share one isolate:
// a sign-out through /api ends the access token for the pages at once too (decision 0007, revocation).
import { DEMO_PASSWORD } from '../../db/seed-data/accounts';
import { expect, test } from './fixtures';

test('an access token stops opening pages and the API the moment its session signs out', async ({ request, baseURL }) => {
  const login = await request.post('/api/login', { data: { username: 'dealer.us', password: DEMO_PASSWORD, client: 'api' } });
  expect(login.status()).toBe(200);
  const { requestToken } = (await login.json()) as { requestToken: string };
  const page = () => request.get('/en-us/catalog', { headers: { cookie: `spoke_at=${requestToken}` }, maxRedirects: 0 });
  const api = () => request.get('/api/user', { headers: { authorization: `Bearer ${requestToken}` } });
  expect((await page()).status()).toBe(200);
  expect((await api()).status()).toBe(200);

  // The page answers may have set cookies (the locale) in this client: a cookie-carrying POST names its origin.
  const logout = await request.post('/api/logout', { headers: { authorization: `Bearer ${requestToken}`, origin: new URL(baseURL ?? '').origin } });
  expect(logout.status()).toBe(200);

  const after = await page();
  expect(after.status()).toBe(302);
  expect(after.headers()['location']).toMatch(/^\/en-us\/login\?next=/);
  expect((await api()).status()).toBe(401);
});
