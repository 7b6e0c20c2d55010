// /api/admin/users: who may call it, the list's search, filters, sort and page sizes, create with a
// generated password that signs in, the spec's messages, the administrator's reach (decision 0030),
// role changes on the user's next request (0031) and deletion ending the user's sessions at once.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles } from '../../db/schema';
import { password as passwordRule } from '../../src/domain/validation';
import { readXlsx } from '../../src/server/spreadsheet/xlsx';
import { createRole, createUser } from '../factories';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';

interface ListBody {
  data: { id: number; username: string; roles: string[]; limitation: string | null; name: string }[];
  info: { page: number; count: number; pageTotal: number };
}
interface Envelope {
  error: { code: string; messageKey: string; issues?: { path: string; message: string }[] };
}

let w: AuthWorld;
let admin: Record<string, string>;
let roleId: (name: string) => Promise<number>;

beforeAll(async () => {
  w = await openAuthWorld();
  admin = bearer((await apiLogin(w.t, 'admin')).requestToken);
  roleId = async (name) => {
    const [row] = await w.t.services.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
    if (!row) throw new Error(`no role ${name}`);
    return row.id;
  };
}, 120_000);
afterAll(async () => w.close());

const call = (path: string, headers: Record<string, string>, method = 'GET', body?: unknown) =>
  w.t.request(path, { method, headers: { origin: SITE, 'content-type': 'application/json', ...headers }, body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body) });

async function newUserBody(overrides: Record<string, unknown> = {}) {
  const stamp = Math.random().toString(36).slice(2, 8);
  return {
    name: 'Sam Rivera',
    username: `sam.${stamp}`,
    email: `sam.${stamp}@bikes.example`,
    language: 'en',
    limitation: 'customer',
    roleIds: [await roleId('dealer')],
    userAreas: [{ sorg: 'US01', limitation: 'customer', option: 'EQ', value: '0001000123' }],
    ...overrides,
  };
}

describe('who may administer users', () => {
  it('refuses anonymous callers and every demo role without a user-management scope', async () => {
    expect((await call('/api/admin/users', {})).status).toBe(401);
    for (const username of ['dealer.us', 'sales.rep', 'vendor.id', 'auditor']) {
      const token = bearer((await apiLogin(w.t, username)).requestToken);
      for (const [path, method] of [['/api/admin/users', 'GET'], ['/api/admin/users', 'POST'], ['/api/admin/users/1', 'DELETE'], ['/api/admin/users/1', 'PUT']] as const) {
        const res = await call(path, token, method, method === 'GET' || method === 'DELETE' ? undefined : await newUserBody());
        expect(res.status, `${username} ${method} ${path}`).toBe(403);
      }
    }
  });
});

describe('a US user administrator', () => {
  it('lists users on the US site and is refused on any other site', async () => {
    const usRole = await createRole(w.t.services.db, { name: 'us-user-admin', scopes: ['page.user-management-us', 'page.catalog'] });
    await createUser(w.t.services.db, { username: 'us.admin', password: 'Us-Admin-2026', roles: [usRole.name] });
    const token = bearer((await apiLogin(w.t, 'us.admin', 'Us-Admin-2026')).requestToken);
    await createUser(w.t.services.db, { username: 'us.only.rep', roles: [usRole.name], areas: [{ sorg: 'US01', limitation: 'salesman', option: 'EQ', value: 'S1' }] });
    await createUser(w.t.services.db, { username: 'us.and.id.rep', roles: [usRole.name], areas: [{ sorg: 'US01', limitation: 'salesman', option: 'EQ', value: 'S1' }, { sorg: 'ID01', limitation: 'salesman', option: 'EQ', value: 'S1' }] });
    const listed = await w.t.request('http://us.localhost/api/admin/users?limit=20', { headers: token });
    expect(listed.status).toBe(200);
    // Only the site's users: one who also works in Indonesia is not the US administrator's (edit-us would refuse it).
    const usernames = ((await listed.json()) as ListBody).data.map((u) => u.username);
    expect(usernames).toContain('us.only.rep');
    expect(usernames).not.toContain('us.and.id.rep');
    const elsewhere = await w.t.request('http://de.localhost/api/admin/users', { headers: token });
    expect(elsewhere.status).toBe(403);
    expect(((await elsewhere.json()) as Envelope).error.messageKey).toBe('admin.users.us_only');
    expect((await w.t.request('http://de.localhost/api/admin/users/download-excel', { headers: token })).status).toBe(403);
    expect((await call('/api/admin/users', token, 'POST', await newUserBody())).status).toBe(403);
    expect((await w.t.request('http://de.localhost/api/admin/users', { headers: admin })).status).toBe(200);
  });
});

describe('the users list', () => {
  it('searches, filters by role and limitation, sorts and pages by 10 or 20', async () => {
    const found = (await (await call('/api/admin/users?search=dealer.', admin)).json()) as ListBody;
    expect(found.data.map((u) => u.username).sort()).toEqual(expect.arrayContaining(['dealer.de', 'dealer.id', 'dealer.us']));
    expect(found.data.every((u) => u.username.includes('dealer.') || u.name.includes('dealer.'))).toBe(true);

    const dealers = (await (await call(`/api/admin/users?role=${await roleId('dealer')}&sort=username&order=desc`, admin)).json()) as ListBody;
    expect(dealers.data.length).toBeGreaterThanOrEqual(3);
    expect(dealers.data.every((u) => u.roles.includes('dealer'))).toBe(true);
    const names = dealers.data.map((u) => u.username);
    expect(names).toEqual([...names].sort().reverse());

    const audit = (await (await call('/api/admin/users?limitation=audit', admin)).json()) as ListBody;
    expect(audit.data.map((u) => u.username)).toEqual(['auditor']);

    const twenty = (await (await call('/api/admin/users?limit=20', admin)).json()) as ListBody;
    expect(twenty.info.pageTotal).toBe(Math.ceil(twenty.info.count / 20));
  });

  it('answers malformed queries with the 400 envelope', async () => {
    for (const query of ['limit=15', 'sort=password', 'page=0', 'role=abc', 'limitation=king']) {
      const res = await call(`/api/admin/users?${query}`, admin);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as Envelope).error.code).toBe('VALIDATION');
    }
  });
});

describe('the Excel export', () => {
  it('writes the filtered list as a real workbook, in the asked language, for user-management holders only', async () => {
    const res = await call(`/api/admin/users/download-excel?role=${await roleId('dealer')}&sort=username&locale=de`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="users_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = await readXlsx(new Uint8Array(await res.arrayBuffer()));
    if (!sheet.ok) throw new Error('not a workbook');
    expect(sheet.rows[0]?.slice(0, 3)).toEqual(['Name', 'Benutzername', 'E-Mail']);
    const usernames = sheet.rows.slice(1).map((r) => r[1]);
    expect(usernames).toEqual(expect.arrayContaining(['dealer.de', 'dealer.id', 'dealer.us']));
    expect(usernames).not.toContain('admin');
    expect(usernames).toEqual([...usernames].sort());
    expect(sheet.rows.slice(1).every((r) => (r[3] ?? '').includes('dealer'))).toBe(true);

    const groups = await call('/api/admin/users/download-excel?groupRoleIds=1,x', admin);
    expect(groups.status).toBe(400);
    const dealer = bearer((await apiLogin(w.t, 'dealer.us')).requestToken);
    expect((await call('/api/admin/users/download-excel', dealer)).status).toBe(403);
  });
});

describe('creating and editing a user', () => {
  it('creates a dealer whose generated password signs in with exactly the dealer scopes', async () => {
    const body = await newUserBody();
    const res = await call('/api/admin/users', admin, 'POST', body);
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { id: number; username: string; password: string } };
    expect(passwordRule.safeParse(user.password).success).toBe(true);
    const session = await apiLogin(w.t, body.username, user.password);
    const dealer = await apiLogin(w.t, 'dealer.us');
    expect(session.user.scopes.sort()).toEqual(dealer.user.scopes.sort());
    expect(session.user.salesActiveCustCode?.r3).toBe('0001000123');
    const read = await call(`/api/admin/users/${user.id}`, admin);
    expect(JSON.stringify(await read.json())).not.toContain('pbkdf2');
  });

  it('e-mails the password when asked, and never to a placeholder address', async () => {
    const mailDir = join(w.t.dir, 'mail');
    const mails = () => (existsSync(mailDir) ? readdirSync(mailDir) : []);
    const before = mails().length;
    const asked = await newUserBody({ emailPassword: true });
    const { user } = (await (await call('/api/admin/users', admin, 'POST', asked)).json()) as { user: { password: string } };
    const sent = mails().slice(before);
    expect(sent).toHaveLength(1);
    const eml = readFileSync(join(mailDir, sent[0] ?? ''), 'utf8');
    expect(eml).toContain(asked.email);
    // The body travels in base64.
    const encoded = /Content-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(eml)?.[1] ?? '';
    const body = Buffer.from(encoded.replace(/\s/g, ''), 'base64').toString('utf8');
    expect(body).toContain(user.password);
    await call('/api/admin/users', admin, 'POST', await newUserBody({ emailPassword: true, isFakeEmail: true }));
    expect(mails()).toHaveLength(before + 1);
  });

  it('says "Email already exists", "Password and confirm password do not match" and refuses bad input', async () => {
    const taken = await call('/api/admin/users', admin, 'POST', await newUserBody({ email: 'JAMIE.CARTER@pedalpushers.example' }));
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as Envelope).error.messageKey).toBe('account.email_exists');

    const mismatch = await call('/api/admin/users', admin, 'POST', await newUserBody({ password: 'Abcdefg12', confirmPassword: 'Abcdefg13' }));
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as Envelope).error.issues).toContainEqual({ path: 'confirmPassword', message: 'account.password_mismatch', text: 'Password and confirm password do not match' });

    const weak = await call('/api/admin/users', admin, 'POST', await newUserBody({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }));
    expect(((await weak.json()) as Envelope).error.issues?.[0]?.message).toBe('validation.password_number');

    expect((await call('/api/admin/users', admin, 'POST', '{"name":')).status).toBe(400);
    expect((await call('/api/admin/users', admin, 'POST', await newUserBody({ roleIds: [] }))).status).toBe(400);
    expect((await call('/api/admin/users', admin, 'POST', await newUserBody({ email: 'not-an-address' }))).status).toBe(400);
    const unknownCustomer = await call('/api/admin/users', admin, 'POST', await newUserBody({ userAreas: [{ sorg: 'US01', limitation: 'customer', option: 'EQ', value: '0009999999' }] }));
    expect(unknownCustomer.status).toBe(400);
    expect(((await unknownCustomer.json()) as Envelope).error.issues?.[0]?.path).toBe('userAreas.0.value');
  });

  it('gives changed roles to the user on the next request: the old token must refresh', async () => {
    const body = await newUserBody();
    const created = (await (await call('/api/admin/users', admin, 'POST', body)).json()) as { user: { id: number; password: string } };
    const session = await apiLogin(w.t, body.username, created.user.password);
    expect((await call('/api/user', bearer(session.requestToken))).status).toBe(200);

    const editor = await roleId('content-editor');
    const saved = await call(`/api/admin/users/${created.user.id}`, admin, 'PUT', { ...body, roleIds: [editor] });
    expect(saved.status).toBe(200);
    expect((await call('/api/user', bearer(session.requestToken))).status).toBe(401);

    const renewed = await w.t.request('/api/refresh-token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: session.refreshToken }) });
    expect(renewed.status).toBe(200);
    const fresh = (await renewed.json()) as { requestToken: string; user: { scopes: string[] } };
    expect(fresh.user.scopes).toContain('news.cu');
    expect(fresh.user.scopes).not.toContain('page.catalog');
    expect((await call('/api/user', bearer(fresh.requestToken))).status).toBe(200);
  });
});

describe('the administrator’s reach', () => {
  it('hides and refuses users and roles that grant more than the administrator holds', async () => {
    const limited = await createRole(w.t.services.db, { name: 'dealer-admin', scopes: ['page.user-management', 'page.catalog', 'page.order-status'] });
    const plain = await createRole(w.t.services.db, { name: 'catalog-only', scopes: ['page.catalog'] });
    await createUser(w.t.services.db, { username: 'office.admin', password: 'Office-Admin-1', roles: [limited.name] });
    await createUser(w.t.services.db, { username: 'catalog.viewer', roles: [plain.name] });
    const office = bearer((await apiLogin(w.t, 'office.admin', 'Office-Admin-1')).requestToken);

    const list = (await (await call('/api/admin/users?limit=20', office)).json()) as ListBody;
    const seen = list.data.map((u) => u.username);
    expect(seen).toContain('catalog.viewer');
    expect(seen).not.toContain('admin');
    expect(seen).not.toContain('dealer.us');

    const [adminRow] = (await (await call('/api/admin/users?search=admin', admin)).json() as ListBody).data.filter((u) => u.username === 'admin');
    expect((await call(`/api/admin/users/${adminRow?.id ?? 0}`, office)).status).toBe(404);
    expect((await call(`/api/admin/users/${adminRow?.id ?? 0}`, office, 'DELETE')).status).toBe(404);
    const grant = await call('/api/admin/users', office, 'POST', await newUserBody({ roleIds: [await roleId('administrator')], userAreas: [] }));
    expect(grant.status).toBe(403);
    expect(((await grant.json()) as Envelope).error.messageKey).toBe('admin.users.role_not_yours');
  });
});

describe('deleting a user', () => {
  it('ends the user’s sessions at once and refuses the administrator’s own account', async () => {
    const body = await newUserBody();
    const created = (await (await call('/api/admin/users', admin, 'POST', body)).json()) as { user: { id: number; password: string } };
    const session = await apiLogin(w.t, body.username, created.user.password);
    expect((await call(`/api/admin/users/${created.user.id}`, admin, 'DELETE')).status).toBe(204);
    expect((await call('/api/user', bearer(session.requestToken))).status).toBe(401);
    const renewed = await w.t.request('/api/refresh-token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: session.refreshToken }) });
    expect(renewed.status).toBe(401);
    expect((await call(`/api/admin/users/${created.user.id}`, admin)).status).toBe(404);

    const me = (await apiLogin(w.t, 'admin')).user.id;
    const self = await call(`/api/admin/users/${me}`, admin, 'DELETE');
    expect(self.status).toBe(409);
    expect(((await self.json()) as Envelope).error.messageKey).toBe('admin.users.self_delete');
  });
});
