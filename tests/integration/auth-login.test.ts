// Sign-in, the user payload, sign-out and throttling through the /api app over a seeded database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { hashPassword } from '../../src/server/auth/password';
import { createUser } from '../factories';
import { apiLogin, bearer, cookiesFrom, cookieValue, DEMO_PASSWORD, openAuthWorld, sitePost, type AuthWorld } from './auth-fixture';

let world: AuthWorld;
beforeAll(async () => {
  world = await openAuthWorld();
}, 120_000);
afterAll(async () => world.close());

const login = (username: string, password: string, headers: Record<string, string> = {}, address = '10.0.0.1') =>
  world.t.app.request('/api/login', sitePost({ username, password }, headers), { clientAddress: address });

interface ErrorBody {
  error: { code: string; message: string; messageKey: string };
}

describe('POST /api/login', () => {
  it('signs a dealer in with HttpOnly Secure cookies and returns the user with their own customer', async () => {
    const response = await login('dealer.us', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith('spoke_at='))).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    expect(setCookies.find((c) => c.startsWith('spoke_rt='))).toMatch(/HttpOnly; Secure; SameSite=Strict/);
    const body = (await response.json()) as { user: Record<string, unknown>; requestToken?: string };
    expect(body.requestToken).toBeUndefined();
    expect(body.user).toMatchObject({
      name: 'Jamie Carter',
      limitation: 'customer',
      isSales: false,
      isCustomer: true,
      hasCustCode: true,
      salesActiveCustCode: { r3: '0001000123', isr: null },
      customerData: { custName: 'Pedal Pushers Bike Shop', custCode: { r3: '0001000123' } },
    });
    expect(body.user['scopes']).toContain('page.catalog');
  });

  it('gives an API client its tokens in the body and accepts the bearer token', async () => {
    const tokens = await apiLogin(world.t, 'sales.rep');
    expect(tokens.requestToken.split('.')).toHaveLength(3);
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await world.t.request('/api/user', { headers: bearer(tokens.requestToken) });
    expect(me.status).toBe(200);
    expect(me.headers.get('x-spoke-user')).toBe(tokens.user.id);
    expect(await me.json()).toMatchObject({ isSales: true, customerData: null, salesActiveCustCode: null, hasCustCode: false });
  });

  it('answers an unknown username and a wrong password with the same message', async () => {
    const unknown = await login('nobody.here', 'whatever-password', {}, '10.0.1.1');
    const wrong = await login('dealer.de', 'wrong-password', {}, '10.0.1.2');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = (await Promise.all([unknown.json(), wrong.json()])) as [ErrorBody, ErrorBody];
    expect(a).toEqual(b);
    expect(a.error.messageKey).toBe('auth.login_invalid');
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a disabled user even with the right password', async () => {
    await createUser(world.t.services.db, { username: 'gone.user', password: 'Right-Pass-1', disabledAt: new Date() });
    const response = await login('gone.user', 'Right-Pass-1', {}, '10.0.2.1');
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).error.message).toBe('Login failed, please contact support');
  });

  it('lets the right password in from an address that has not failed, after failures from others', async () => {
    const db = world.t.services.db;
    await createUser(db, { username: 'lock.me', passwordHash: await hashPassword('Right-Pass-2') });
    for (let i = 0; i < 5; i += 1) expect((await login('lock.me', `wrong-${i}`, {}, `10.1.0.${i}`)).status).toBe(401);
    expect((await login('lock.me', 'Right-Pass-2', {}, '10.1.1.1')).status).toBe(200);
  });

  it('makes an address wait after three failures on one account, telling it how long', async () => {
    await createUser(world.t.services.db, { username: 'slow.me', passwordHash: await hashPassword('Right-Pass-3') });
    for (let i = 0; i < 3; i += 1) expect((await login('slow.me', `wrong-${i}`, {}, '10.1.2.1')).status).toBe(401);
    const waiting = await login('slow.me', 'Right-Pass-3', {}, '10.1.2.1');
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(((await waiting.json()) as ErrorBody).error.messageKey).toBe('auth.login_wait');
    expect((await login('slow.me', 'Right-Pass-3', {}, '10.1.2.2')).status).toBe(200);
  });

  it('makes an address wait after twenty failures across accounts', async () => {
    for (let i = 0; i < 20; i += 1) expect((await login(`guess-${i}`, 'x', {}, '10.9.9.9')).status).toBe(401);
    expect((await login('dealer.us', DEMO_PASSWORD, {}, '10.9.9.9')).status).toBe(429);
    expect((await login('dealer.us', DEMO_PASSWORD, {}, '10.9.9.10')).status).toBe(200);
  });

  it('rejects a malformed body with the validation envelope', async () => {
    const response = await world.t.request('/api/login', sitePost({ username: '' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe('VALIDATION');
  });
});

describe('POST /api/logout', () => {
  it('revokes the session, clears the cookies and stops the refresh token working', async () => {
    const signedIn = await login('vendor.id', DEMO_PASSWORD, {}, '10.2.0.1');
    const cookie = cookiesFrom(signedIn);
    const out = await world.t.request('/api/logout', sitePost({}, { cookie }));
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
    const rows = await world.t.services.db.select().from(sessions).where(eq(sessions.revokeReason, 'logout'));
    expect(rows.length).toBeGreaterThan(0);
    const again = await world.t.request('/api/refresh-token', sitePost({}, { cookie }));
    expect(again.status).toBe(401);
    expect(cookieValue(signedIn, 'spoke_rt')).toBeDefined();
  });
});

describe('GET /api/user', () => {
  it('is 401 for an anonymous visitor', async () => {
    expect((await world.t.request('/api/user')).status).toBe(401);
  });

  it('runs no portal database query for a valid access token', async () => {
    const { requestToken } = await apiLogin(world.t, 'sales.rep');
    world.queries.reset();
    const response = await world.t.request('/api/user', { headers: bearer(requestToken) });
    expect(response.status).toBe(200);
    expect(world.queries.count()).toBe(0);
  });

  it('still answers with the name stored at sign-in after the user row changes (stateless token)', async () => {
    const { requestToken } = await apiLogin(world.t, 'auditor');
    await world.t.services.db.update(users).set({ name: 'Renamed Auditor' }).where(eq(users.username, 'auditor'));
    const body = (await (await world.t.request('/api/user', { headers: bearer(requestToken) })).json()) as { name: string };
    expect(body.name).toBe('Morgan Reyes');
  });
});
