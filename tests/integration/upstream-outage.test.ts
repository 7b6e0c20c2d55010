// With the upstream unreachable, every upstream-backed API answers 503 UPSTREAM_UNAVAILABLE with a
// Retry-After, in the user's language, at once (the circuit breaker), and portal-only routes still work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';

let world: AuthWorld;
let dealer: Record<string, string>;

beforeAll(async () => {
  world = await openAuthWorld({ upstream: false });
  const { requestToken } = await apiLogin(world.t, 'dealer.us');
  dealer = { ...bearer(requestToken), origin: SITE };
}, 60_000);
afterAll(async () => world.close());

interface Envelope {
  error: { code: string; message: string; messageKey: string };
}

describe('an upstream outage', () => {
  it('answers 503 UPSTREAM_UNAVAILABLE with Retry-After on the upstream-backed routes, quickly', async () => {
    for (const path of ['/api/cart', '/api/invoices/open', '/api/orders/open']) {
      const started = performance.now();
      const res = await world.t.request(path, { headers: dealer });
      const body = (await res.json()) as Envelope;
      expect({ path, status: res.status, code: body.error.code }).toEqual({ path, status: 503, code: 'UPSTREAM_UNAVAILABLE' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(performance.now() - started).toBeLessThan(500);
    }
  });

  it('says so in the user’s language', async () => {
    const res = await world.t.request('/api/cart?locale=de-de', { headers: { ...dealer, 'accept-language': 'de-DE' } });
    const body = (await res.json()) as Envelope;
    expect(res.status).toBe(503);
    expect(body.error.messageKey).toBe('api.error.upstream_unavailable');
  });

  it('keeps answering what the portal holds itself', async () => {
    const res = await world.t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ db: 'ok', upstream: 'down' });
  });
});
