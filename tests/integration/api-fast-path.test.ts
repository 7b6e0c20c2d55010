// The Node server's /api fast path against the Astro middleware chain it bypasses: the same Hono app
// over a fresh database, the same status cache, and the same answers (decision 0010).
import { createContext, sequence } from 'astro/middleware';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiFastPath, type ApiFastPath } from '../../src/server/edge/api.step.ts';
import { compressStep } from '../../src/server/edge/compress.step.ts';
import { hostStep } from '../../src/server/edge/host.step.ts';
import { localeStep } from '../../src/server/edge/locale.step.ts';
import { createMaintenanceStep } from '../../src/server/edge/maintenance.step.ts';
import { securityStep } from '../../src/server/edge/security.step.ts';
import { serverStatusFrom } from '../../src/server/edge/server-status.ts';
import { createStatusCache } from '../../src/server/edge/status-cache.ts';
import { createTestApp, type TestApp } from '../support/app';
import { statusUpstream, type StatusUpstream } from '../support/upstream';

let t: TestApp;
let upstream: StatusUpstream;
let fastPath: ApiFastPath;
let throughAstro: (request: Request) => Promise<Response>;

beforeAll(async () => {
  upstream = statusUpstream('online');
  t = await createTestApp({ upstream: upstream.client });
  t.app.get('/test/env', (c) => c.json({ env: c.env }, 200));
  t.app.get('/test/large', (c) => c.json({ rows: Array.from({ length: 200 }, (_, i) => ({ articleCode: `BK-${i}`, qty: i })) }, 200));
  // TTL 0: every request reads the scripted status, so a test can switch maintenance on at once.
  const statusOf = createStatusCache(serverStatusFrom(() => upstream.client), { ttlMs: 0 });
  fastPath = createApiFastPath({ app: t.app, statusOf });
  const chain = sequence(compressStep, securityStep, hostStep, localeStep, createMaintenanceStep(statusOf));
  throughAstro = async (request) => {
    const context = createContext({ request, locals: {} as App.Locals, defaultLocale: 'en-us' });
    return (await chain(context, () => Promise.resolve(t.app.fetch(request, { clientAddress: '203.0.113.7' })))) as Response;
  };
}, 60_000);
afterAll(() => t.cleanup());

const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-request-id'));

async function both(url: string, init: RequestInit = {}) {
  const fast = await fastPath(new Request(url, init), '203.0.113.7');
  const astro = await throughAstro(new Request(url, init));
  return { fast, astro, fastBody: await fast.text(), astroBody: await astro.text() };
}

describe('/api fast path on the Node server', () => {
  it('answers /api/health with the same status, body and security headers as the Astro chain', async () => {
    const { fast, astro, fastBody, astroBody } = await both('http://127.0.0.1:4600/api/health');
    expect(fast.status).toBe(200);
    expect(fastBody).toBe(astroBody);
    expect(headersOf(fast)).toEqual(headersOf(astro));
    expect(fast.headers.get('x-frame-options')).toBe('DENY');
    expect(fast.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('answers an unknown /api path with the same 404 envelope', async () => {
    const { fast, astro, fastBody, astroBody } = await both('http://127.0.0.1:4600/api/no-such-route');
    expect(fast.status).toBe(404);
    expect(astro.status).toBe(404);
    expect(JSON.parse(fastBody)).toEqual(JSON.parse(astroBody));
  });

  it('refuses the API with the maintenance envelope in the host language while the host is down, as the Astro chain does', async () => {
    upstream.setStatus('maintenance', 'DE01');
    try {
      const { fast, astro, fastBody, astroBody } = await both('http://haendler.spoke-bikes.de/api/me');
      expect(fast.status).toBe(503);
      expect(fastBody).toBe(astroBody);
      expect(headersOf(fast)).toEqual(headersOf(astro));
      expect(fast.headers.get('retry-after')).toBe('5');
      expect(JSON.parse(fastBody)).toMatchObject({ error: { code: 'MAINTENANCE' } });
    } finally {
      upstream.setStatus('online', 'DE01');
    }
  });

  it('keeps /api/health answering while the host is in maintenance', async () => {
    upstream.setStatus('maintenance', 'DE01');
    try {
      const response = await fastPath(new Request('http://haendler.spoke-bikes.de/api/health'), undefined);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok', upstream: 'maintenance' });
    } finally {
      upstream.setStatus('online', 'DE01');
    }
  });

  it('asks the status of the sales organisation of the request host', async () => {
    const before = upstream.asked().length;
    await fastPath(new Request('http://dealer.spoke-bikes.co.id/api/no-such-route'), undefined);
    expect(upstream.asked().slice(before)).toEqual(['ID01']);
  });

  it('hands the socket address to the Hono app for sign-in throttling', async () => {
    const response = await fastPath(new Request('http://127.0.0.1:4600/api/test/env'), '198.51.100.23');
    expect(await response.json()).toEqual({ env: { clientAddress: '198.51.100.23' } });
  });

  it('gzips a large JSON answer for a client that accepts gzip, as the Astro chain does', async () => {
    const init = { headers: { 'accept-encoding': 'gzip, deflate' } };
    const fast = await fastPath(new Request('http://127.0.0.1:4600/api/test/large', init), undefined);
    const astro = await throughAstro(new Request('http://127.0.0.1:4600/api/test/large', init));
    expect(fast.headers.get('content-encoding')).toBe('gzip');
    expect(headersOf(fast)).toEqual(headersOf(astro));
    const unzipped = await new Response(fast.body?.pipeThrough(new DecompressionStream('gzip'))).json();
    expect(unzipped).toMatchObject({ rows: expect.arrayContaining([{ articleCode: 'BK-199', qty: 199 }]) });
  });

  it('sends Strict-Transport-Security only over https', async () => {
    const plain = await fastPath(new Request('http://127.0.0.1:4600/api/health'), undefined);
    const secure = await fastPath(new Request('https://127.0.0.1:4600/api/health'), undefined);
    expect(plain.headers.has('strict-transport-security')).toBe(false);
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
