// The edge steps chained as src/middleware.ts chains them, on Astro's own middleware context,
// with the maintenance status read through the typed upstream client from a scripted executor.
import { createContext, sequence } from 'astro/middleware';
import { describe, expect, it } from 'vitest';
import { hostStep } from '../../src/server/edge/host.step.ts';
import { localeStep } from '../../src/server/edge/locale.step.ts';
import { createMaintenanceStep } from '../../src/server/edge/maintenance.step.ts';
import { serverStatusFrom } from '../../src/server/edge/server-status.ts';
import { createStatusCache } from '../../src/server/edge/status-cache.ts';
import { createUpstreamClient, type UpstreamExecutor } from '../../src/server/upstream/index.ts';

interface Scripted {
  status: string;
  message: string | null;
  asked: string[];
}

function edge(upstream: Scripted) {
  const executor: UpstreamExecutor = {
    execute(request) {
      const host = String(request.variables?.['host']);
      upstream.asked.push(host);
      const { status, message } = upstream;
      return Promise.resolve({ data: { serverStatus: { host, status, message, updatedAt: null } } });
    },
  };
  const client = createUpstreamClient({ timeoutMs: 1_000, embedded: () => Promise.resolve(executor) });
  const status = createStatusCache(serverStatusFrom(() => client), { ttlMs: 5_000 });
  const chain = sequence(hostStep, localeStep, createMaintenanceStep(status));

  return async (url: string, headers: Record<string, string> = {}) => {
    const locals = {} as App.Locals;
    const context = createContext({ request: new Request(url, { headers }), locals, defaultLocale: 'en-us' });
    const response = await chain(context, () => Promise.resolve(new Response('rendered')));
    // Astro copies cookies set in middleware onto the final response; here we read them directly.
    const setCookies = [...context.cookies.headers()];
    return { response: response as Response, locals, setCookies };
  };
}

const online = (): Scripted => ({ status: 'online', message: null, asked: [] });
const down = (message: string | null): Scripted => ({ status: 'maintenance', message, asked: [] });

describe('edge middleware', () => {
  it('redirects / to the host default locale, then to the cookie locale', async () => {
    const request = edge(online());
    const plain = await request('http://haendler.spoke-bikes.de/');
    expect(plain.response.status).toBe(302);
    expect(plain.response.headers.get('location')).toBe('/de');
    const withCookie = await request('http://haendler.spoke-bikes.de/', { cookie: 'spoke_locale=en-uk' });
    expect(withCookie.response.headers.get('location')).toBe('/en-uk');
  });

  it('renders a page with the host and locale in locals and asks the upstream by sales organisation', async () => {
    const upstream = online();
    const { response, locals } = await edge(upstream)('http://dealer.spoke-bikes.co.id/en-id/login');
    expect(await response.text()).toBe('rendered');
    expect(locals.host.sorg).toBe('ID01');
    expect(locals.locale).toBe('en-id');
    expect(upstream.asked).toEqual(['ID01']);
  });

  it('remembers a visited locale prefix in the cookie on path /', async () => {
    const { setCookies } = await edge(online())('http://localhost/fr/login');
    const cookie = setCookies.join('\n');
    expect(cookie).toMatch(/spoke_locale=fr/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('sends pages to the maintenance page while the host is not online', async () => {
    const { response } = await edge(down(null))('http://localhost/en-us/catalog');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en-us/maintenance');
  });

  it('renders the maintenance page with the upstream message', async () => {
    const { response, locals } = await edge(down('Inventory count until 6 pm'))('http://localhost/en-us/maintenance');
    expect(await response.text()).toBe('rendered');
    expect(locals.serverStatus).toEqual({ status: 'maintenance', message: 'Inventory count until 6 pm' });
  });

  it('answers the API with a 503 envelope during maintenance but keeps /api/health up', async () => {
    const request = edge(down('Back at 14:00'));
    const api = await request('http://localhost/api/cart');
    expect(api.response.status).toBe(503);
    expect(await api.response.json()).toEqual({ error: { code: 'MAINTENANCE', message: 'Back at 14:00' } });
    const health = await request('http://localhost/api/health');
    expect(await health.response.text()).toBe('rendered');
  });

  it('sends the maintenance page back to the login once the host is online again', async () => {
    const { response } = await edge(online())('http://dealer.spoke-bikes.nl/en-nl/maintenance');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en-nl/login');
  });

  it('reads the status once per host for many requests within the cache time', async () => {
    const upstream = online();
    const request = edge(upstream);
    for (let i = 0; i < 20; i += 1) await request('http://localhost/en-us/login');
    await request('http://haendler.spoke-bikes.de/de/login');
    expect(upstream.asked).toEqual(['US01', 'DE01']);
  });
});
