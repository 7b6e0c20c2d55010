// PUT /api/profile through the /api app over a fresh migrated database: scope, validation with the
// spec's messages, the current-password check, and the stored row after a change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { verifyPassword } from '../../src/server/auth/password';
import { createRole, createUser } from '../factories';
import { createTestApp, jsonRequest, type TestApp } from '../support/app';
import { bearer, useTestSecret } from './auth-fixture';

const PASSWORD = 'Current-Pass-1';
let t: TestApp;
let editorId: number;
let editorToken: string;
let viewerToken: string;

async function tokenFor(username: string): Promise<string> {
  const response = await t.request('/api/login', jsonRequest('POST', { username, password: PASSWORD, client: 'api' }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { requestToken: string }).requestToken;
}

beforeAll(async () => {
  useTestSecret();
  t = await createTestApp();
  await createRole(t.services.db, { name: 'profile-editor', scopes: ['profile.update', 'page.news'] });
  await createRole(t.services.db, { name: 'news-reader', scopes: ['page.news'] });
  const editor = await createUser(t.services.db, { username: 'editor', name: 'Ana Editor', password: PASSWORD, roles: ['profile-editor'] });
  await createUser(t.services.db, { username: 'viewer', password: PASSWORD, roles: ['news-reader'] });
  editorId = editor.id;
  editorToken = await tokenFor('editor');
  viewerToken = await tokenFor('viewer');
}, 60_000);
afterAll(() => t.cleanup());

const put = (body: unknown, token = editorToken) => t.request('/api/profile', jsonRequest('PUT', body, bearer(token)));
const base = { name: 'Ana Editor', email: 'ana@shop.example', language: 'de' };

interface ErrorBody {
  error: { code: string; issues?: { path: string; message: string; text?: string }[] };
}
/** Each issue as its field and words (the key stays in `message` for islands). */
const issuesOf = async (response: Response) => (((await response.json()) as ErrorBody).error.issues ?? []).map((i) => ({ path: i.path, message: i.text }));
const row = async () => (await t.services.db.select().from(users).where(eq(users.id, editorId)))[0];

describe('PUT /api/profile', () => {
  it('refuses anonymous callers with 401 and users without profile.update with 403', async () => {
    const anonymous = await t.request('/api/profile', jsonRequest('PUT', base));
    expect(anonymous.status).toBe(401);
    const forbidden = await put(base, viewerToken);
    expect(forbidden.status).toBe(403);
  });

  it('rejects malformed input with field messages in the spec wording', async () => {
    const response = await put({ name: '  ', email: 'not-an-email', language: 'xx' });
    expect(response.status).toBe(400);
    const byPath = Object.fromEntries((await issuesOf(response)).map((i) => [i.path, i.message]));
    expect(byPath).toMatchObject({ name: 'Must not be empty', email: 'Email must be valid', language: 'Required' });
  });

  it('applies the password rules and the confirmation check to a new password', async () => {
    const noDigit = await put({ ...base, currentPassword: PASSWORD, newPassword: 'Abcdefghij', confirmPassword: 'Abcdefghij' });
    expect(await issuesOf(noDigit)).toContainEqual({ path: 'newPassword', message: 'Password should contain number' });
    const oneCase = await put({ ...base, currentPassword: PASSWORD, newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh1' });
    expect(await issuesOf(oneCase)).toContainEqual({ path: 'newPassword', message: 'Password should contain upper and lower case' });
    const mismatch = await put({ ...base, currentPassword: PASSWORD, newPassword: 'Abcdefgh1', confirmPassword: 'Abcdefgh2' });
    expect(await issuesOf(mismatch)).toContainEqual({ path: 'confirmPassword', message: 'Password and confirm password do not match' });
  });

  it('refuses a password change with a wrong current password and changes nothing', async () => {
    const before = await row();
    const response = await put({ ...base, name: 'Changed', currentPassword: 'Wrong-Pass-9', newPassword: 'Newpass-123', confirmPassword: 'Newpass-123' });
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual([{ path: 'currentPassword', message: 'Your password is incorrect' }]);
    const after = await row();
    expect(after?.name).toBe(before?.name);
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('updates name, e-mail and language, and stores a new password as a hash', async () => {
    const response = await put({ name: ' Ana Müller ', email: 'ana.mueller@shop.example', language: 'fr', currentPassword: PASSWORD, newPassword: 'Newpass-123', confirmPassword: 'Newpass-123' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ profile: { name: 'Ana Müller', email: 'ana.mueller@shop.example', language: 'fr' } });
    const saved = await row();
    expect(saved).toMatchObject({ name: 'Ana Müller', email: 'ana.mueller@shop.example', language: 'fr' });
    expect(saved?.passwordHash).not.toContain('Newpass-123');
    expect(await verifyPassword('Newpass-123', saved?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword(PASSWORD, saved?.passwordHash ?? '')).toBe(false);
  });

  it('keeps the password when no new one is given', async () => {
    const before = await row();
    const response = await put({ name: 'Ana M.', email: 'ana@shop.example', language: 'en' });
    expect(response.status).toBe(200);
    expect((await row())?.passwordHash).toBe(before?.passwordHash);
  });
});

describe('PUT /api/profile current-password throttle', () => {
  const change = { ...base, newPassword: 'Newpass-123', confirmPassword: 'Newpass-123' };

  it('makes the password change wait like sign-in after three wrong current passwords, even for the right one', async () => {
    await createUser(t.services.db, { username: 'guessed', password: PASSWORD, roles: ['profile-editor'] });
    const token = await tokenFor('guessed');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const wrong = await put({ ...change, currentPassword: `Wrong-Pass-${attempt}` }, token);
      expect(wrong.status).toBe(400);
    }
    const locked = await put({ ...change, currentPassword: PASSWORD }, token);
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as ErrorBody).error.code).toBe('PASSWORD_LOCKED');
    const [user] = await t.services.db.select().from(users).where(eq(users.username, 'guessed'));
    expect(await verifyPassword(PASSWORD, user?.passwordHash ?? '')).toBe(true);
    // One throttle: sign-in to the guessed account from the same address waits as well.
    const signIn = await t.request('/api/login', jsonRequest('POST', { username: 'guessed', password: PASSWORD, client: 'api' }));
    expect(signIn.status).toBe(429);
  });
});

describe('PUT /api/profile password change', () => {
  it('signs out every other session of the user, and keeps the one that changed it', async () => {
    await createUser(t.services.db, { username: 'two-devices', password: PASSWORD, roles: ['profile-editor'] });
    const here = await tokenFor('two-devices');
    const elsewhere = await tokenFor('two-devices');
    const get = (token: string) => t.request('/api/profile', { headers: bearer(token) });
    expect((await get(elsewhere)).status).toBe(200);
    const changed = await put({ ...base, currentPassword: PASSWORD, newPassword: 'Newpass-123', confirmPassword: 'Newpass-123' }, here);
    expect(changed.status).toBe(200);
    expect((await get(elsewhere)).status).toBe(401);
    expect((await get(here)).status).toBe(200);
  });
});
