// Roles and group roles: list, create, edit, delete within the administrator's reach
// (decision 0030), the last-administrator rule, the users a change affects, and their sessions
// refreshed so the change reaches them on their next request (decision 0031).
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { groupRoleRoles, groupRoles, permissions, rolePermissions, roles, users } from '../../../db/schema';
import { change } from '../../domain/admin/last-admin.rules';
import { mayGrantScope } from '../../domain/admin/reach.rules';
import type { GroupRoleFormInput, RoleFormInput } from '../../domain/admin/role.schema';
import { ApiError } from '../api/errors';
import { isBuiltInScope } from './built-in-scopes';
import { assertAdministratorRemains, refreshSessionsOf, usersInGroupRole, usersWithRole, type AffectedUsers } from './grants.repo';
import { adminContext, type AdminActor } from './users.service';

const notFound = () => new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');
const notYours = (path: string) => new ApiError(403, 'SCOPE_NOT_YOURS', 'You cannot grant rights you do not hold', 'admin.roles.not_yours', [{ path, message: 'admin.roles.not_yours' }]);
const exists = (path: string, key: string) => new ApiError(409, 'NAME_EXISTS', 'Name already exists', key, [{ path, message: key }]);

export interface RoleItem {
  id: number;
  name: string;
  description: string;
  permissions: string[];
}

export async function listRoles(db: PortalDb, actor: AdminActor): Promise<RoleItem[]> {
  const ctx = await adminContext(db, actor);
  return ctx.roles.map(({ id, name, description, scopes }) => ({ id, name, description, permissions: [...scopes].sort() }));
}

export async function roleFor(db: PortalDb, actor: AdminActor, id: number): Promise<RoleItem & { affected: AffectedUsers }> {
  const role = (await listRoles(db, actor)).find((r) => r.id === id);
  if (!role) throw notFound();
  return { ...role, affected: await usersWithRole(db, id) };
}

async function checkRoleInput(db: PortalDb, actor: AdminActor, input: RoleFormInput, exceptId: number | null): Promise<number[]> {
  const held = new Set(actor.scp);
  const foreign = input.permissions.findIndex((p) => !mayGrantScope(held, p, isBuiltInScope));
  if (foreign >= 0) throw notYours(`permissions.${foreign}`);
  const [clash] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.name, input.name), exceptId === null ? undefined : ne(roles.id, exceptId))).limit(1);
  if (clash) throw exists('name', 'admin.roles.name_exists');
  const names = [...new Set(input.permissions)];
  const rows = names.length === 0 ? [] : await db.select({ id: permissions.id, name: permissions.name }).from(permissions).where(inArray(permissions.name, names));
  const missing = names.findIndex((n) => !rows.some((r) => r.name === n));
  if (missing >= 0) throw new ApiError(400, 'VALIDATION', 'Please check again all of your input', 'account.check_input', [{ path: `permissions.${missing}`, message: 'admin.permissions.unknown' }]);
  return rows.map((r) => r.id);
}

export async function createRole(db: PortalDb, actor: AdminActor, input: RoleFormInput): Promise<number> {
  const permissionIds = await checkRoleInput(db, actor, input, null);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(roles).values({ name: input.name, description: input.description }).returning({ id: roles.id });
    if (!row) throw new Error('createRole: no row');
    if (permissionIds.length > 0) await tx.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId: row.id, permissionId })));
    return row.id;
  });
}

export async function updateRole(db: PortalDb, actor: AdminActor, id: number, input: RoleFormInput): Promise<void> {
  const before = await roleFor(db, actor, id);
  const permissionIds = await checkRoleInput(db, actor, input, id);
  await assertAdministratorRemains(db, change.roleScopes(id, input.permissions));
  await db.batch([
    db.update(roles).set({ name: input.name, description: input.description }).where(eq(roles.id, id)),
    db.delete(rolePermissions).where(eq(rolePermissions.roleId, id)),
    ...(permissionIds.length > 0 ? [db.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId: id, permissionId })))] : []),
  ]);
  await refreshSessionsOf(db, before.affected.ids);
}

export async function deleteRole(db: PortalDb, actor: AdminActor, id: number): Promise<AffectedUsers> {
  const before = await roleFor(db, actor, id);
  await assertAdministratorRemains(db, change.roleDeleted(id));
  await db.delete(roles).where(eq(roles.id, id));
  await refreshSessionsOf(db, before.affected.ids);
  return before.affected;
}

export interface GroupRoleItem {
  id: number;
  description: string;
  roleIds: number[];
  roles: string[];
}

export async function listGroupRoles(db: PortalDb, actor: AdminActor): Promise<GroupRoleItem[]> {
  const ctx = await adminContext(db, actor);
  const name = new Map(ctx.roles.map((r) => [r.id, r.name]));
  return ctx.groupRoles.map((g) => ({ id: g.id, description: g.description, roleIds: [...g.roleIds], roles: g.roleIds.map((r) => name.get(r) ?? '').sort() }));
}

export async function groupRoleFor(db: PortalDb, actor: AdminActor, id: number): Promise<GroupRoleItem & { affected: AffectedUsers }> {
  const group = (await listGroupRoles(db, actor)).find((g) => g.id === id);
  if (!group) throw notFound();
  return { ...group, affected: await usersInGroupRole(db, id) };
}

async function checkGroupInput(db: PortalDb, actor: AdminActor, input: GroupRoleFormInput, exceptId: number | null): Promise<void> {
  const ctx = await adminContext(db, actor);
  const foreign = input.roleIds.findIndex((id) => !ctx.reach.roleIds.has(id));
  if (foreign >= 0) throw notYours(`roleIds.${foreign}`);
  const [clash] = await db.select({ id: groupRoles.id }).from(groupRoles).where(and(eq(groupRoles.description, input.description), exceptId === null ? undefined : ne(groupRoles.id, exceptId))).limit(1);
  if (clash) throw exists('description', 'admin.group_roles.exists');
}

export async function createGroupRole(db: PortalDb, actor: AdminActor, input: GroupRoleFormInput): Promise<number> {
  await checkGroupInput(db, actor, input, null);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(groupRoles).values({ description: input.description }).returning({ id: groupRoles.id });
    if (!row) throw new Error('createGroupRole: no row');
    await tx.insert(groupRoleRoles).values([...new Set(input.roleIds)].map((roleId) => ({ groupRoleId: row.id, roleId })));
    return row.id;
  });
}

/** A group role bundles roles for administration; it grants nothing itself, so no session refreshes. */
export async function updateGroupRole(db: PortalDb, actor: AdminActor, id: number, input: GroupRoleFormInput): Promise<void> {
  await groupRoleFor(db, actor, id);
  await checkGroupInput(db, actor, input, id);
  await db.batch([
    db.update(groupRoles).set({ description: input.description }).where(eq(groupRoles.id, id)),
    db.delete(groupRoleRoles).where(eq(groupRoleRoles.groupRoleId, id)),
    db.insert(groupRoleRoles).values([...new Set(input.roleIds)].map((roleId) => ({ groupRoleId: id, roleId }))),
  ]);
}

/** Its users keep their roles and lose only the group role (the column is set null). */
export async function deleteGroupRole(db: PortalDb, actor: AdminActor, id: number): Promise<AffectedUsers> {
  const before = await groupRoleFor(db, actor, id);
  await db.batch([db.update(users).set({ groupRoleId: null }).where(eq(users.groupRoleId, id)), db.delete(groupRoles).where(eq(groupRoles.id, id))]);
  return before.affected;
}
