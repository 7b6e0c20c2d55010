// /api/admin/users (docs/requirements.md#users, usersV2/createUser/updateUser/deleteUser): user
// administration within the acting administrator's reach (decision 0030). The list admits both
// user-management scopes, as its route does; writes need page.user-management.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { mayAdministerOnHost, siteOnlySorg } from '../../domain/admin/reach.rules';
import { userExportQuery, userForm, userIdParam, userListQuery } from '../../domain/admin/user.schema';
import { ApiError } from './errors';
import { requestHost } from './request-host';
import { exportUsers } from '../admin/users.export';
import { translator } from '../i18n';
import { XLSX_TYPE } from '../spreadsheet/xlsx';
import { requestLocale } from './request-locale';
import { adminContext, createUserFor, deleteUserFor, listUsersFor, setDisabledFor, unlockSignInFor, updateUserFor, userFor } from '../admin/users.service';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { validate } from './validate';
import { sorgCustomerPage } from '../auth/customers.service';
import { createSiteUser, siteUserFor, updateSiteUser } from '../admin/site-users.service';
import { customerSearchQuery } from '../../domain/admin/user.schema';

const ANY = ['page.user-management', 'page.user-management-us'];
const USERS = 'page.user-management';

/** A US user administrator outside the US site is refused as if the scope were missing. */
const onTheirSite = createMiddleware<AuthedEnv>(async (c, next) => {
  if (!mayAdministerOnHost(c.var.auth.scp, requestHost(c).key)) throw new ApiError(403, 'US_SITE_ONLY', 'User administration of the US site only', 'admin.users.us_only');
  await next();
});

export const adminUsersRoutes = new Hono<AuthedEnv>()
  .use('/admin/users/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/admin/users', requireScopes(ANY), onTheirSite, validate('query', userListQuery), async (c) => {
    const list = await listUsersFor(c.var.services.db, c.var.auth, c.req.valid('query'), siteOnlySorg(c.var.auth.scp, requestHost(c).sorg));
    c.header('Cache-Control', 'private, no-store');
    return c.json(list, 200);
  })
  .get('/admin/users/download-excel', requireScopes(ANY), onTheirSite, validate('query', userExportQuery), async (c) => {
    const file = await exportUsers(c.var.services.db, c.var.auth, c.req.valid('query'), translator(requestLocale(c)), new Date(), siteOnlySorg(c.var.auth.scp, requestHost(c).sorg));
    return c.body(file.bytes.slice().buffer, 200, {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .get('/admin/users/options', requireScopes(ANY), onTheirSite, async (c) => {
    const ctx = await adminContext(c.var.services.db, c.var.auth);
    return c.json({ roles: ctx.roles.map(({ id, name, description }) => ({ id, name, description })), groupRoles: ctx.groupRoles }, 200);
  })
  .get('/admin/users/customers', requireScopes(ANY), onTheirSite, validate('query', customerSearchQuery), async (c) => {
    const { search, sorg } = c.req.valid('query');
    // A US-only administrator picks US customers only, whatever they ask for.
    const sorgs = c.var.auth.scp.includes(USERS) ? (sorg ? [sorg] : null) : [requestHost(c).sorg];
    const page = await sorgCustomerPage(c.var.services.upstream, { sorgs }, search, 1, 10);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: page.data.map((row) => ({ r3: row.custCode.r3, isr: row.custCode.isr ?? null, name: row.custName, city: row.custCity, sorgs: row.sorgs })) }, 200);
  })
  .get('/admin/users/:id', requireScopes(USERS), validate('param', userIdParam), async (c) => {
    const db = c.var.services.db;
    const user = await userFor(db, await adminContext(db, c.var.auth), c.req.valid('param').id);
    const { passwordHash: _hash, ...data } = user;
    return c.json({ data }, 200);
  })
  .post('/admin/users', requireScopes(USERS), validate('json', userForm), async (c) => {
    const saved = await createUserFor(c.var.services, c.var.auth, c.req.valid('json'));
    return c.json({ user: saved }, 201);
  })
  .put('/admin/users/:id', requireScopes(USERS), validate('param', userIdParam), validate('json', userForm), async (c) => {
    const saved = await updateUserFor(c.var.services, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ user: saved }, 200);
  })
  .delete('/admin/users/:id', requireScopes(USERS), validate('param', userIdParam), async (c) => {
    await deleteUserFor(c.var.services.db, c.var.auth, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/admin/users/:id/disable', requireScopes(USERS), validate('param', userIdParam), async (c) => {
    await setDisabledFor(c.var.services.db, c.var.auth, c.req.valid('param').id, true);
    return c.body(null, 204);
  })
  .post('/admin/users/:id/enable', requireScopes(USERS), validate('param', userIdParam), async (c) => {
    await setDisabledFor(c.var.services.db, c.var.auth, c.req.valid('param').id, false);
    return c.body(null, 204);
  })
  // Lifts the account-wide sign-in lock and every address's wait on the account (decision 0095).
  .post('/admin/users/:id/unlock', requireScopes(USERS), validate('param', userIdParam), async (c) => {
    const wasLocked = await unlockSignInFor(c.var.services.db, c.var.auth, c.req.valid('param').id);
    return c.json({ wasLocked }, 200);
  })
  // The US screens' calls (decision 0053): users of the US site only, for either user-management scope.
  .get('/admin/users-us/:id', requireScopes(ANY), onTheirSite, validate('param', userIdParam), async (c) => {
    const { passwordHash: _hash, ...data } = await siteUserFor(c.var.services, c.var.auth, c.req.valid('param').id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data }, 200);
  })
  .post('/admin/users-us', requireScopes(ANY), onTheirSite, validate('json', userForm), async (c) => {
    const saved = await createSiteUser(c.var.services, c.var.auth, c.req.valid('json'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ user: saved }, 201);
  })
  .put('/admin/users-us/:id', requireScopes(ANY), onTheirSite, validate('param', userIdParam), validate('json', userForm), async (c) => {
    const saved = await updateSiteUser(c.var.services, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ user: saved }, 200);
  });
