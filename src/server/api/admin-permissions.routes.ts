// /api/admin/permissions: the scopes as rows, with descriptions (page.user-management, decision 0003).
import { Hono } from 'hono';
import { adminIdParam, permissionForm } from '../../domain/admin/role.schema';
import { createPermission, deletePermission, listPermissions, permissionFor, updatePermission } from '../admin/permissions.service';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { validate } from './validate';

const USERS = 'page.user-management';

export const adminPermissionsRoutes = new Hono<AuthedEnv>()
  .use('/admin/permissions/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/admin/permissions', requireScopes(USERS), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await listPermissions(c.var.services.db) }, 200);
  })
  .get('/admin/permissions/:id', requireScopes(USERS), validate('param', adminIdParam), async (c) => c.json({ data: await permissionFor(c.var.services.db, c.req.valid('param').id) }, 200))
  .post('/admin/permissions', requireScopes(USERS), validate('json', permissionForm), async (c) => c.json({ id: await createPermission(c.var.services.db, c.var.auth, c.req.valid('json')) }, 201))
  .put('/admin/permissions/:id', requireScopes(USERS), validate('param', adminIdParam), validate('json', permissionForm), async (c) => {
    await updatePermission(c.var.services.db, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ id: c.req.valid('param').id }, 200);
  })
  .delete('/admin/permissions/:id', requireScopes(USERS), validate('param', adminIdParam), async (c) =>
    c.json({ affected: await deletePermission(c.var.services.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
