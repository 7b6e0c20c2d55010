// /api/admin/roles, /api/admin/group-roles and /api/admin/permissions: only page.user-management
// holders, the users a delete affects, the last-administrator rule, built-in scopes kept, and a role
// losing a permission reaching its users on their next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, bearer, openAuthWorld, SITE, type AuthWorld } from './auth-fixture';

interface Envelope {
  error: { code: string; messageKey: string; issues?: { path: string; message: string }[] };
}
interface Role {
  id: number;
  name: string;
  permissions: string[];
}

let w: AuthWorld;
let admin: Record<string, string>;

beforeAll(async () => {
  w = await openAuthWorld({ upstream: false });
  admin = bearer((await apiLogin(w.t, 'admin')).requestToken);
}, 120_000);
afterAll(async () => w.close());

const call = (path: string, headers: Record<string, string>, method = 'GET', body?: unknown) =>
  w.t.request(path, { method, headers: { origin: SITE, 'content-type': 'application/json', ...headers }, body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body) });
const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const roleNamed = async (name: string) => (await json<{ data: Role[] }>(await call('/api/admin/roles', admin))).data.find((r) => r.name === name);

describe('who may administer roles, group roles and permissions', () => {
  it('refuses every demo role without page.user-management', async () => {
    for (const username of ['dealer.us', 'sales.rep', 'vendor.id', 'auditor']) {
      const token = bearer((await apiLogin(w.t, username)).requestToken);
      for (const path of ['/api/admin/roles', '/api/admin/group-roles', '/api/admin/permissions']) {
        expect((await call(path, token)).status, `${username} ${path}`).toBe(403);
        expect((await call(path, token, 'POST', { name: 'x.y', description: 'x', roleIds: [1] })).status, `${username} POST ${path}`).toBe(403);
      }
    }
  });
});

describe('roles', () => {
  it('creates, edits and deletes a role, naming the users the delete affects', async () => {
    const created = await call('/api/admin/roles', admin, 'POST', { name: 'parts-buyer', description: 'Buys parts', permissions: ['page.catalog', 'cart.display-order-qty'] });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    expect((await call('/api/admin/roles', admin, 'POST', { name: 'parts-buyer', permissions: [] })).status).toBe(409);

    const body = { name: 'p.buyer', email: 'p.buyer@shop.example', username: 'p.buyer', language: 'en', roleIds: [id] };
    expect((await call('/api/admin/users', admin, 'POST', body)).status).toBe(201);
    const read = await json<{ data: Role & { affected: { count: number; usernames: string[] } } }>(await call(`/api/admin/roles/${id}`, admin));
    expect(read.data.permissions).toEqual(['cart.display-order-qty', 'page.catalog']);
    expect(read.data.affected).toMatchObject({ count: 1, usernames: ['p.buyer'] });

    const edited = await call(`/api/admin/roles/${id}`, admin, 'PUT', { name: 'parts-buyer', description: 'Buys parts', permissions: ['page.catalog'] });
    expect(edited.status).toBe(200);
    expect((await roleNamed('parts-buyer'))?.permissions).toEqual(['page.catalog']);

    const deleted = await json<{ affected: { usernames: string[] } }>(await call(`/api/admin/roles/${id}`, admin, 'DELETE'));
    expect(deleted.affected.usernames).toEqual(['p.buyer']);
    expect(await roleNamed('parts-buyer')).toBeUndefined();
  });

  it('refuses permissions the administrator does not hold, malformed names and bodies', async () => {
    const unknown = await call('/api/admin/roles', admin, 'POST', { name: 'ghost', permissions: ['page.catalog', 'page.nowhere'] });
    expect(unknown.status).toBe(400);
    expect((await json<Envelope>(unknown)).error.issues).toEqual([{ path: 'permissions.1', message: 'admin.permissions.unknown', text: 'Unknown permission' }]);
    expect((await call('/api/admin/roles', admin, 'POST', { name: 'Bad Name', permissions: [] })).status).toBe(400);
    expect((await call('/api/admin/roles', admin, 'POST', { name: 'x', permissions: 'page.catalog' })).status).toBe(400);
    expect((await call('/api/admin/roles', admin, 'POST', '{"name":')).status).toBe(400);
    expect((await call('/api/admin/roles/abc', admin)).status).toBe(400);
    expect((await call('/api/admin/roles/99999', admin)).status).toBe(404);
  });

  it('takes a removed permission from a signed-in user on their next request', async () => {
    const role = await json<{ id: number }>(await call('/api/admin/roles', admin, 'POST', { name: 'news-reader', permissions: ['page.news', 'page.catalog'] }));
    const user = await json<{ user: { password: string } }>(await call('/api/admin/users', admin, 'POST', { name: 'Nora Reader', username: 'nora.reader', email: 'nora@shop.example', language: 'en', roleIds: [role.id] }));
    const session = await apiLogin(w.t, 'nora.reader', user.user.password);
    expect(session.user.scopes).toContain('page.news');

    await call(`/api/admin/roles/${role.id}`, admin, 'PUT', { name: 'news-reader', permissions: ['page.catalog'] });
    expect((await call('/api/user', bearer(session.requestToken))).status).toBe(401);
    const renewed = await w.t.request('/api/refresh-token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: session.refreshToken }) });
    expect((await json<{ user: { scopes: string[] } }>(renewed)).user.scopes).toEqual(['page.catalog']);
  });
});

describe('the last-administrator rule', () => {
  it('keeps page.user-management with at least one user, whichever way it would go', async () => {
    const administrator = await roleNamed('administrator');
    if (!administrator) throw new Error('no administrator role');
    const stripped = await call(`/api/admin/roles/${administrator.id}`, admin, 'PUT', { name: 'administrator', permissions: administrator.permissions.filter((p) => p !== 'page.user-management') });
    expect(stripped.status).toBe(409);
    expect((await json<Envelope>(stripped)).error.messageKey).toBe('admin.last_administrator');
    expect((await call(`/api/admin/roles/${administrator.id}`, admin, 'DELETE')).status).toBe(409);

    const me = (await apiLogin(w.t, 'admin')).user.id;
    const dealer = await roleNamed('dealer');
    const demote = await call(`/api/admin/users/${me}`, admin, 'PUT', { name: 'Admin', username: 'admin', email: 'admin@spoke-distribution.example', language: 'en', roleIds: [dealer?.id] });
    expect((await json<Envelope>(demote)).error.messageKey).toBe('admin.last_administrator');
    expect((await roleNamed('administrator'))?.permissions).toContain('page.user-management');
  });
});

describe('group roles and permissions', () => {
  it('creates and deletes a group role; its users keep their roles', async () => {
    const dealer = await roleNamed('dealer');
    const created = await call('/api/admin/group-roles', admin, 'POST', { description: 'Northern dealers', roleIds: [dealer?.id] });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    expect((await call('/api/admin/group-roles', admin, 'POST', { description: 'Empty', roleIds: [] })).status).toBe(400);
    expect((await call(`/api/admin/group-roles/${id}`, admin, 'PUT', { description: 'North dealers', roleIds: [dealer?.id] })).status).toBe(200);
    expect((await call(`/api/admin/group-roles/${id}`, admin, 'DELETE')).status).toBe(200);
    expect((await call(`/api/admin/group-roles/${id}`, admin)).status).toBe(404);
  });

  it('lists every scope the code uses, keeps their names, and deletes only added ones', async () => {
    const list = await json<{ data: { id: number; name: string; builtIn: boolean }[] }>(await call('/api/admin/permissions', admin));
    const catalog = list.data.find((p) => p.name === 'page.catalog');
    expect(catalog?.builtIn).toBe(true);
    expect((await call(`/api/admin/permissions/${catalog?.id}`, admin, 'DELETE')).status).toBe(409);
    const renamed = await call(`/api/admin/permissions/${catalog?.id}`, admin, 'PUT', { name: 'page.katalog', description: 'x' });
    expect((await json<Envelope>(renamed)).error.messageKey).toBe('admin.permissions.built_in_name');
    expect((await call(`/api/admin/permissions/${catalog?.id}`, admin, 'PUT', { name: 'page.catalog', description: 'Catalogue pages' })).status).toBe(200);

    const added = await json<{ id: number }>(await call('/api/admin/permissions', admin, 'POST', { name: 'report.export', description: 'Exports for BI' }));
    expect((await call('/api/admin/permissions', admin, 'POST', { name: 'Report Export' })).status).toBe(400);
    expect((await call(`/api/admin/permissions/${added.id}`, admin, 'DELETE')).status).toBe(200);
  });
});

// Decision 0106: a permission an administrator creates is for another system; the portal never checks
// it, so every administrator may grant it, and a role holding it stays within everyone's reach.
describe('a permission an administrator created', () => {
  it('is granted in a role by an administrator who does not hold it, and the role stays listed and editable', async () => {
    const created = await json<{ id: number }>(await call('/api/admin/permissions', admin, 'POST', { name: 'bi.report-export', description: 'Exports for the BI tool' }));
    const office = await json<{ id: number }>(await call('/api/admin/roles', admin, 'POST', { name: 'office-admin', permissions: ['page.user-management', 'page.catalog'] }));
    const user = { name: 'Office Admin', email: 'office.admin@spoke.example', username: 'office.admin', language: 'en', roleIds: [office.id], password: 'Office-Admin-1', confirmPassword: 'Office-Admin-1' };
    expect((await call('/api/admin/users', admin, 'POST', user)).status).toBe(201);
    const officeAdmin = bearer((await apiLogin(w.t, 'office.admin', 'Office-Admin-1')).requestToken);

    // Built-in permissions the office administrator does not hold stay out of reach (decision 0030) ...
    const foreign = await call('/api/admin/roles', officeAdmin, 'POST', { name: 'bi-viewer', permissions: ['page.catalog', 'page.dashboard'] });
    expect(foreign.status).toBe(403);
    expect((await json<Envelope>(foreign)).error.issues).toEqual([{ path: 'permissions.1', message: 'admin.roles.not_yours', text: 'You cannot grant rights you do not hold' }]);
    // ... the created one is theirs to grant.
    const granted = await call('/api/admin/roles', officeAdmin, 'POST', { name: 'bi-viewer', permissions: ['page.catalog', 'bi.report-export'] });
    expect(granted.status).toBe(201);
    const { id } = await json<{ id: number }>(granted);
    const listed = (await json<{ data: Role[] }>(await call('/api/admin/roles', officeAdmin))).data.find((r) => r.name === 'bi-viewer');
    expect(listed?.permissions).toEqual(['bi.report-export', 'page.catalog']);
    expect((await call(`/api/admin/roles/${id}`, officeAdmin, 'PUT', { name: 'bi-viewer', description: 'Reads BI exports', permissions: ['bi.report-export'] })).status).toBe(200);

    // A user given the role carries the created scope in their token.
    const reader = { name: 'BI Reader', email: 'bi.reader@spoke.example', username: 'bi.reader', language: 'en', roleIds: [id], password: 'Bi-Reader-2026', confirmPassword: 'Bi-Reader-2026' };
    expect((await call('/api/admin/users', officeAdmin, 'POST', reader)).status).toBe(201);
    const token = (await apiLogin(w.t, 'bi.reader', 'Bi-Reader-2026')).requestToken;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { scp: string[] };
    expect(claims.scp).toContain('bi.report-export');
    expect((await call(`/api/admin/permissions/${created.id}`, admin, 'DELETE')).status).toBe(200);
  });
});
