// Refresh rotation and reuse detection, tampered access tokens and cross-site refusal, through /api.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens, sessions } from '../../db/schema';
import { hashRefreshToken, signAccessToken } from '../../src/server/auth/tokens';
import { apiLogin, bearer, cookiesFrom, DEMO_PASSWORD, openAuthWorld, SITE, sitePost, TEST_SECRET, type AuthWorld } from './auth-fixture';
import { jsonRequest } from '../support/app';

let world: AuthWorld;
beforeAll(async () => {
  world = await openAuthWorld({ upstream: false });
}, 60_000);
afterAll(async () => world.close());
afterEach(() => vi.useRealTimers());

const jsonSegment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface Tokens {
  requestToken: string;
  refreshToken: string;
}

const refreshWith = (token: string) => world.t.request('/api/refresh-token', jsonRequest('POST', { token }));

describe('POST /api/refresh-token', () => {
  it('rotates: the new pair works and the old refresh token is marked used with its child chained', async () => {
    const first = await apiLogin(world.t, 'dealer.de');
    const response = await refreshWith(first.refreshToken);
    expect(response.status).toBe(200);
    const second = (await response.json()) as Tokens;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await world.t.request('/api/user', { headers: bearer(second.requestToken) })).status).toBe(200);
    const parentHash = await hashRefreshToken(first.refreshToken);
    const [parent] = await world.t.services.db.select().from(refreshTokens).where(eq(refreshTokens.hash, parentHash));
    const [child] = await world.t.services.db.select().from(refreshTokens).where(eq(refreshTokens.parentHash, parentHash));
    expect(parent?.usedAt).toBeInstanceOf(Date);
    expect(child?.hash).toBe(await hashRefreshToken(second.refreshToken));
  });

  it('revokes the whole session when a used refresh token comes back, so its newest token fails too', async () => {
    const first = await apiLogin(world.t, 'dealer.us');
    const second = (await (await refreshWith(first.refreshToken)).json()) as Tokens;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11_000);
    expect((await refreshWith(first.refreshToken)).status).toBe(401);
    expect((await refreshWith(second.refreshToken)).status).toBe(401);
    const revoked = await world.t.services.db.select().from(sessions).where(eq(sessions.revokeReason, 'reuse_detected'));
    expect(revoked).toHaveLength(1);
  });

  it('refuses a second use within seconds (two tabs) without revoking the session', async () => {
    const first = await apiLogin(world.t, 'vendor.id');
    const second = (await (await refreshWith(first.refreshToken)).json()) as Tokens;
    expect((await refreshWith(first.refreshToken)).status).toBe(401);
    expect((await refreshWith(second.refreshToken)).status).toBe(200);
  });

  it('rotates the refresh cookie of a site session and answers without tokens in the body', async () => {
    const signedIn = await world.t.request('/api/login', sitePost({ username: 'admin', password: DEMO_PASSWORD }));
    const response = await world.t.request('/api/refresh-token', { method: 'POST', headers: { origin: SITE, cookie: cookiesFrom(signedIn) } });
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty('refreshToken');
    expect(response.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['spoke_at', 'spoke_rt']);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refreshWith('A'.repeat(43))).status).toBe(401);
  });
});

describe('tampered access tokens', () => {
  const userWith = (token: string) => world.t.request('/api/user', { headers: bearer(token) });

  it('refuses a token whose payload was changed after signing', async () => {
    const { requestToken } = await apiLogin(world.t, 'dealer.us');
    const [header, payload, signature] = requestToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { scp: string[] };
    const forged = jsonSegment({ ...claims, scp: [...claims.scp, 'page.user-management'] });
    expect((await userWith(`${header}.${forged}.${signature}`)).status).toBe(401);
    expect((await userWith(requestToken)).status).toBe(200);
  });

  it('refuses a token signed with another secret', async () => {
    const { requestToken } = await apiLogin(world.t, 'dealer.us');
    const claims = JSON.parse(Buffer.from(requestToken.split('.')[1] ?? '', 'base64url').toString()) as Parameters<typeof signAccessToken>[0];
    expect((await userWith(await signAccessToken(claims, 'some-other-secret'))).status).toBe(401);
  });

  it('refuses alg none', async () => {
    const { requestToken } = await apiLogin(world.t, 'dealer.us');
    const payload = requestToken.split('.')[1] ?? '';
    expect((await userWith(`${jsonSegment({ alg: 'none', typ: 'JWT' })}.${payload}.`)).status).toBe(401);
  });

  it('stops accepting the access token of a session at once when it signs out', async () => {
    const { requestToken } = await apiLogin(world.t, 'dealer.us');
    expect((await userWith(requestToken)).status).toBe(200);
    expect((await world.t.request('/api/logout', jsonRequest('POST', {}, bearer(requestToken)))).status).toBe(200);
    expect((await userWith(requestToken)).status).toBe(401);
  });

  it('refuses an expired token signed with the right secret', async () => {
    const { requestToken } = await apiLogin(world.t, 'dealer.us');
    const claims = JSON.parse(Buffer.from(requestToken.split('.')[1] ?? '', 'base64url').toString()) as Parameters<typeof signAccessToken>[0];
    const expired = await signAccessToken({ ...claims, iat: claims.iat - 3600, exp: claims.iat - 1 }, TEST_SECRET);
    expect((await userWith(expired)).status).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('refuses a POST from another origin carrying the session cookie', async () => {
    const signedIn = await world.t.request('/api/login', sitePost({ username: 'dealer.de', password: DEMO_PASSWORD }));
    const cookie = cookiesFrom(signedIn);
    const response = await world.t.request('/api/logout', jsonRequest('POST', {}, { cookie, origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'CROSS_SITE' } });
  });

  it('refuses a cookie-carrying POST marked cross-site by Sec-Fetch-Site and one without any origin hint', async () => {
    const headers = { cookie: 'spoke_at=x' };
    expect((await world.t.request('/api/logout', jsonRequest('POST', {}, { ...headers, 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect((await world.t.request('/api/logout', jsonRequest('POST', {}, headers))).status).toBe(403);
    expect((await world.t.request('/api/logout', jsonRequest('POST', {}, { ...headers, origin: SITE }))).status).toBe(200);
  });

  it('lets a bearer API client without cookies post without an Origin header', async () => {
    const { requestToken } = await apiLogin(world.t, 'dealer.de');
    const response = await world.t.request('/api/logout', jsonRequest('POST', {}, bearer(requestToken)));
    expect(response.status).toBe(200);
  });
});
