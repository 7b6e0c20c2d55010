// The edge session and guard steps on Astro's middleware context: zero queries for a valid token,
// refresh from the cookie when it expired, sign-in redirects and the no-access page on a missing scope.
import { createContext, sequence } from 'astro/middleware';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import type { AuthDeps } from '../../src/server/auth/auth.service';
import { signAccessToken } from '../../src/server/auth/tokens';
import { createGuardStep } from '../../src/server/edge/guard.step.ts';
import { hostStep } from '../../src/server/edge/host.step.ts';
import { localeStep } from '../../src/server/edge/locale.step.ts';
import { securityStep } from '../../src/server/edge/security.step.ts';
import { createSessionStep } from '../../src/server/edge/session.step.ts';
import { apiLogin, openAuthWorld, TEST_SECRET, type ApiTokens, type AuthWorld } from './auth-fixture';

let world: AuthWorld;
let deps: AuthDeps;
beforeAll(async () => {
  world = await openAuthWorld({ upstream: false });
  deps = world.deps;
}, 60_000);
afterAll(async () => world.close());

async function visit(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const chain = sequence(securityStep, hostStep, localeStep, createSessionStep(() => deps), createGuardStep(() => deps));
  const locals = {} as App.Locals;
  const context = createContext({ request: new Request(url, { headers, method }), locals, defaultLocale: 'en-us' });
  // Astro renders the page a step rewrites to; here the step only says where.
  context.rewrite = (to) => {
    (locals as { rewrittenTo?: string }).rewrittenTo = String(to);
    return Promise.resolve(new Response('rewritten'));
  };
  const response = (await chain(context, () => Promise.resolve(new Response('rendered')))) as Response;
  return { response, locals, setCookies: [...context.cookies.headers()] };
}

const site = 'http://127.0.0.1:4600';
const authCookies = (setCookies: string[]) => setCookies.filter((c) => c.startsWith('spoke_at=') || c.startsWith('spoke_rt='));
const claimsOf = (tokens: ApiTokens) => JSON.parse(Buffer.from(tokens.requestToken.split('.')[1] ?? '', 'base64url').toString()) as Parameters<typeof signAccessToken>[0];

describe('edge session step', () => {
  it('verifies a valid access cookie with zero database queries and renders the page', async () => {
    const tokens = await apiLogin(world.t, 'dealer.us');
    world.queries.reset();
    const { response, locals } = await visit(`${site}/en-us/catalog`, { cookie: `spoke_at=${tokens.requestToken}` });
    expect(await response.text()).toBe('rendered');
    expect(locals.user?.sub).toBe(tokens.user.id);
    expect(world.queries.count()).toBe(0);
  });

  it('treats the access cookie of a session signed out on this node as signed out, memo or not', async () => {
    const tokens = await apiLogin(world.t, 'dealer.us');
    const cookie = `spoke_at=${tokens.requestToken}`;
    expect((await visit(`${site}/en-us/catalog`, { cookie })).locals.user?.sub).toBe(tokens.user.id);
    await world.t.request('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${tokens.requestToken}` } });
    const { response, locals } = await visit(`${site}/en-us/catalog`, { cookie });
    expect(locals.user).toBeNull();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/en-us\/login\?next=/);
  });

  it('renews an expired access token from the refresh cookie and sets both cookies again', async () => {
    const tokens = await apiLogin(world.t, 'dealer.de');
    const claims = claimsOf(tokens);
    const expired = await signAccessToken({ ...claims, exp: claims.iat - 1 }, TEST_SECRET);
    const { response, locals, setCookies } = await visit(`${site}/de/catalog`, { cookie: `spoke_at=${expired}; spoke_rt=${tokens.refreshToken}` });
    expect(await response.text()).toBe('rendered');
    expect(locals.user?.sub).toBe(tokens.user.id);
    expect(authCookies(setCookies).map((c) => c.split('=')[0])).toEqual(['spoke_at', 'spoke_rt']);
    expect(authCookies(setCookies).every((c) => /HttpOnly/.test(c) && /Secure/.test(c))).toBe(true);
  });
});

describe('edge guard step', () => {
  it('sends an anonymous visitor to the sign-in page of the locale with the way back', async () => {
    const { response } = await visit(`${site}/fr/invoice/open-invoice?tab=2`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/fr/login?next=${encodeURIComponent('/fr/invoice/open-invoice?tab=2')}`);
  });

  it('answers the no-access page and keeps the session when the user lacks the route scope', async () => {
    const tokens = await apiLogin(world.t, 'dealer.us');
    const { response, locals, setCookies } = await visit(`${site}/en-us/admin/users`, { cookie: `spoke_at=${tokens.requestToken}` });
    expect(response.status).not.toBe(302);
    expect((locals as { rewrittenTo?: string }).rewrittenTo).toBe(`/en-us/no-access?from=${encodeURIComponent('/en-us/admin/users')}`);
    expect(locals.user?.sub).toBe(tokens.user.id);
    expect(authCookies(setCookies)).toEqual([]);
    const [session] = await world.t.services.db.select().from(sessions).where(eq(sessions.id, claimsOf(tokens).sid));
    expect(session?.revokedAt ?? null).toBeNull();
  });

  it('lets the public sign-in page through for anybody', async () => {
    expect(await (await visit(`${site}/en-us/login`)).response.text()).toBe('rendered');
  });
});

describe('edge security step', () => {
  it('puts security headers on pages and redirects', async () => {
    const { response } = await visit(`${site}/en-us/catalog`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const https = await visit('https://dealer.spoke-bikes.com/en-us/login');
    expect(https.response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('refuses a cross-site form post to a page', async () => {
    const { response } = await visit(`${site}/en-us/login`, { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, 'POST');
    expect(response.status).toBe(403);
    const same = await visit(`${site}/en-us/login`, { origin: site, 'content-type': 'application/x-www-form-urlencoded' }, 'POST');
    expect(same.response.status).toBe(200);
  });
});
