// An operator puts one country into maintenance with the upstream's setServerStatus and takes it
// back online; dealers on that host are held on the maintenance page meanwhile. It runs in its own
// Playwright project after the others (playwright.config.ts), so no other story sees it.
import { openEmbeddedUpstream } from '../../upstream/executor.ts';
import { createUpstreamClient } from '../../src/server/upstream/index.ts';
import { SetServerStatusDocument } from '../../src/server/upstream/generated.ts';
import { expect, test } from './fixtures.ts';

const HOST = { hostname: 'dealer.spoke-bikes.nl', sorg: 'NL01', locale: 'en-nl' };
const MESSAGE = 'Stock count in the warehouse, back at 14:00.';
// The edge caches the status for 5 seconds per host. If this times out, check the server log for
// "[edge] server status ... unavailable": the edge fails open when it cannot reach the upstream.
const PROPAGATION = {
  timeout: 12_000,
  intervals: [250],
  message: 'the edge picks up the upstream server status within its 5 s cache',
};

function operator() {
  const url = `file:${process.env['SPOKE_E2E_DATA_DIR']}/upstream.db`;
  const opened = openEmbeddedUpstream({ url });
  const client = createUpstreamClient({ timeoutMs: 10_000, embedded: () => opened });
  return {
    set: (host: string, status: 'online' | 'maintenance', message?: string) =>
      client.request(SetServerStatusDocument, { host, status, message: message ?? null }),
    close: async () => (await opened).close(),
  };
}

test('a host in maintenance holds its dealers on the maintenance page until it is back online', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const host = HOST;
  const headers = { host: host.hostname };
  const ops = operator();
  const locationOf = async (path: string) =>
    (await request.get(path, { headers, maxRedirects: 0 })).headers()['location'];
  try {
    await ops.set(host.sorg, 'maintenance', MESSAGE);
    await expect.poll(() => locationOf(`/${host.locale}/login`), PROPAGATION).toBe(`/${host.locale}/maintenance`);

    const page = await request.get(`/${host.locale}/maintenance`, { headers, maxRedirects: 0 });
    expect(page.status()).toBe(503);
    const html = await page.text();
    expect(html).toContain(MESSAGE);
    expect(html).not.toMatch(/<script\b/i);

    const api = await request.get('/api/no-such-route', { headers });
    expect(api.status()).toBe(503);
    expect(await api.json()).toEqual({ error: { code: 'MAINTENANCE', message: MESSAGE } });
    expect((await request.get('/api/health', { headers })).status()).not.toBe(503);

    const otherHost = await request.get('/en-us/login', { maxRedirects: 0 });
    expect(otherHost.status()).toBe(200);

    await ops.set(host.sorg, 'online');
    await expect.poll(() => locationOf(`/${host.locale}/maintenance`), PROPAGATION).toBe(`/${host.locale}/login`);
  } finally {
    await ops.set(host.sorg, 'online');
    await ops.close();
  }
});
