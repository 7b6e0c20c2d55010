// /api/admin/roles and /api/admin/group-roles (docs/requirements.md#roles-and-permissions, roles and groupRoles):
// page.user-management only, as their routes (decision 0003). A delete answers the users it affected;
// GET of one names them first, so the screen can warn before deleting.
import { Hono } from 'hono';
import { adminIdParam, groupRoleForm, roleForm } from '../../domain/admin/role.schema';
import { createGroupRole, createRole, deleteGroupRole, deleteRole, groupRoleFor, listGroupRoles, listRoles, roleFor, updateGroupRole, updateRole } from '../admin/roles.service';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { validate } from './validate';

const USERS = 'page.user-management';

export const adminRolesRoutes = new Hono<AuthedEnv>()
  .use('/admin/roles/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .use('/admin/group-roles/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/admin/roles', requireScopes(USERS), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await listRoles(c.var.services.db, c.var.auth) }, 200);
  })
  .get('/admin/roles/:id', requireScopes(USERS), validate('param', adminIdParam), async (c) => c.json({ data: await roleFor(c.var.services.db, c.var.auth, c.req.valid('param').id) }, 200))
  .post('/admin/roles', requireScopes(USERS), validate('json', roleForm), async (c) => c.json({ id: await createRole(c.var.services.db, c.var.auth, c.req.valid('json')) }, 201))
  .put('/admin/roles/:id', requireScopes(USERS), validate('param', adminIdParam), validate('json', roleForm), async (c) => {
    await updateRole(c.var.services.db, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ id: c.req.valid('param').id }, 200);
  })
  .delete('/admin/roles/:id', requireScopes(USERS), validate('param', adminIdParam), async (c) => c.json({ affected: await deleteRole(c.var.services.db, c.var.auth, c.req.valid('param').id) }, 200))
  .get('/admin/group-roles', requireScopes(USERS), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await listGroupRoles(c.var.services.db, c.var.auth) }, 200);
  })
  .get('/admin/group-roles/:id', requireScopes(USERS), validate('param', adminIdParam), async (c) => c.json({ data: await groupRoleFor(c.var.services.db, c.var.auth, c.req.valid('param').id) }, 200))
  .post('/admin/group-roles', requireScopes(USERS), validate('json', groupRoleForm), async (c) => c.json({ id: await createGroupRole(c.var.services.db, c.var.auth, c.req.valid('json')) }, 201))
  .put('/admin/group-roles/:id', requireScopes(USERS), validate('param', adminIdParam), validate('json', groupRoleForm), async (c) => {
    await updateGroupRole(c.var.services.db, c.var.auth, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ id: c.req.valid('param').id }, 200);
  })
  .delete('/admin/group-roles/:id', requireScopes(USERS), validate('param', adminIdParam), async (c) =>
    c.json({ affected: await deleteGroupRole(c.var.services.db, c.var.auth, c.req.valid('param').id) }, 200),
  );
