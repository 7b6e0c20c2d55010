// Every credential change ends the user's sessions: the access token and the refresh token held
// before it are both refused on the next request. A password set by an administrator (typed or
// generated), a user disabled or deleted, the user's own new password (their own session kept); a
// role change renews the session with the new scopes instead (decision 0031).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, sessions } from '../../db/schema';
import { createRole, createUser } from '../factories';
import { jsonRequest } from '../support/app';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';

const PASSWORD = 'Right-Pass-2026';
let w: AuthWorld;
let admin: Record<string, string>;
let adminSession: { requestToken: string; refreshToken: string };

beforeAll(async () => {
  w = await openAuthWorld();
  adminSession = await apiLogin(w.t, 'admin');
  admin = bearer(adminSession.requestToken);
  await createRole(w.t.services.db, { name: 'credential-user', scopes: ['profile.update', 'page.news'] });
}, 120_000);
afterAll(async () => w.close());

const call = (path: string, headers: Record<string, string>, method = 'GET', body?: unknown) =>
  w.t.request(path, { method, headers: { origin: SITE, 'content-type': 'application/json', ...headers }, body: body === undefined ? null : JSON.stringify(body) });
const accessWorks = async (token: string) => (await w.t.request('/api/user', { headers: bearer(token) })).status;
const refreshWorks = async (token: string) => (await w.t.request('/api/refresh-token', jsonRequest('POST', { token }))).status;

async function roleId(name: string): Promise<number> {
  const [row] = await w.t.services.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

/** A signed-in user and the body that saves them unchanged through PUT /api/admin/users/:id. */
async function signedInUser() {
  const stamp = Math.random().toString(36).slice(2, 8);
  const username = `cred.${stamp}`;
  const user = await createUser(w.t.services.db, { username, password: PASSWORD, roles: ['credential-user'] });
  const body = { name: 'Cred User', username, email: `${username}@bikes.example`, language: 'en', limitation: null, roleIds: [await roleId('credential-user')], userAreas: [] };
  const tokens = await apiLogin(w.t, username, PASSWORD);
  expect(await accessWorks(tokens.requestToken)).toBe(200);
  return { id: user.id, username, body, tokens };
}

async function expectSignedOut(tokens: { requestToken: string; refreshToken: string }) {
  expect(await accessWorks(tokens.requestToken)).toBe(401);
  expect(await refreshWorks(tokens.refreshToken)).toBe(401);
}

describe('an administrator sets the password', () => {
  it('typed: the user is signed out everywhere and signs in with the new one', async () => {
    const u = await signedInUser();
    const res = await call(`/api/admin/users/${u.id}`, admin, 'PUT', { ...u.body, password: 'New-Pass-2026', confirmPassword: 'New-Pass-2026' });
    expect(res.status).toBe(200);
    await expectSignedOut(u.tokens);
    const [row] = await w.t.services.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(row?.revokeReason).toBe('password_reset');
    expect((await apiLogin(w.t, u.username, 'New-Pass-2026')).requestToken).toBeTruthy();
  });

  it('generated: the user is signed out everywhere', async () => {
    const u = await signedInUser();
    const res = await call(`/api/admin/users/${u.id}`, admin, 'PUT', { ...u.body, generatePassword: true });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { password: string | null } }).user.password).toBeTruthy();
    await expectSignedOut(u.tokens);
  });
});

describe('an administrator disables or deletes the user', () => {
  it('disabled: signed out everywhere and refused at sign-in until enabled again', async () => {
    const u = await signedInUser();
    expect((await call(`/api/admin/users/${u.id}/disable`, admin, 'POST')).status).toBe(204);
    await expectSignedOut(u.tokens);
    await expect(apiLogin(w.t, u.username, PASSWORD)).rejects.toThrow(/403/);
    expect((await call(`/api/admin/users/${u.id}/enable`, admin, 'POST')).status).toBe(204);
    expect((await apiLogin(w.t, u.username, PASSWORD)).requestToken).toBeTruthy();
  });

  it('an administrator cannot disable their own account', async () => {
    const own = (await w.t.request('/api/user', { headers: admin })).headers.get('x-spoke-user');
    const self = await call(`/api/admin/users/${own}/disable`, admin, 'POST');
    expect(self.status).toBe(409);
    expect(await accessWorks(adminSession.requestToken)).toBe(200);
  });

  it('deleted: signed out everywhere', async () => {
    const u = await signedInUser();
    expect((await call(`/api/admin/users/${u.id}`, admin, 'DELETE')).status).toBe(204);
    await expectSignedOut(u.tokens);
  });
});

describe('the user changes their own password', () => {
  it('signs out every other session and keeps the one that changed it', async () => {
    const u = await signedInUser();
    const here = await apiLogin(w.t, u.username, PASSWORD);
    const res = await w.t.request('/api/profile', jsonRequest('PUT', { name: 'Cred User', email: u.body.email, language: 'en', currentPassword: PASSWORD, newPassword: 'Own-Pass-2026', confirmPassword: 'Own-Pass-2026' }, bearer(here.requestToken)));
    expect(res.status).toBe(200);
    await expectSignedOut(u.tokens);
    expect(await accessWorks(here.requestToken)).toBe(200);
    expect(await refreshWorks(here.refreshToken)).toBe(200);
  });
});

describe('a role change', () => {
  it('refuses the old access token and renews the session with the new scopes', async () => {
    const u = await signedInUser();
    await createRole(w.t.services.db, { name: `extra-${u.username}`, scopes: ['page.catalog'] });
    const res = await call(`/api/admin/users/${u.id}`, admin, 'PUT', { ...u.body, roleIds: [...u.body.roleIds, await roleId(`extra-${u.username}`)] });
    expect(res.status).toBe(200);
    expect(await accessWorks(u.tokens.requestToken)).toBe(401);
    const renewed = await w.t.request('/api/refresh-token', jsonRequest('POST', { token: u.tokens.refreshToken }));
    expect(renewed.status).toBe(200);
    expect(((await renewed.json()) as { user: { scopes: string[] } }).user.scopes).toContain('page.catalog');
  });
});
