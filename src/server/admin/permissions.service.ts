// Permissions (scopes) as rows (decision 0005): every scope the route table and the API use, with a
// description. A scope the code uses keeps its name and cannot be deleted (the seed would bring it
// back on the next start, decision 0005); new scopes for an upstream API can be added and removed.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { permissions } from '../../../db/schema';
import { change } from '../../domain/admin/last-admin.rules';
import type { PermissionFormInput } from '../../domain/admin/role.schema';
import { ApiError } from '../api/errors';
import { mayGrantScope } from '../../domain/admin/reach.rules';
import type { Translate } from '../i18n';
import { isBuiltInScope, permissionDescription } from './built-in-scopes';
import { assertAdministratorRemains, refreshSessionsOf, usersWithPermission, type AffectedUsers } from './grants.repo';
import type { AdminActor } from './users.service';

export interface PermissionItem {
  id: number;
  name: string;
  description: string;
  /** Used by the route table or the API: the name is fixed. */
  builtIn: boolean;
}

const notFound = () => new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');
const refused = (key: string, path: string) => new ApiError(409, 'BUILT_IN', 'This permission is used by the portal', key, [{ path, message: key }]);

export async function listPermissions(db: PortalDb): Promise<PermissionItem[]> {
  const rows = await db.select().from(permissions).orderBy(asc(permissions.name));
  return rows.map((r) => ({ ...r, builtIn: isBuiltInScope(r.name) }));
}

/** A permission as a role form offers it: its description in the user's language, and whether this administrator may grant it. */
export interface PermissionChoice {
  value: string;
  label: string;
  hint: string;
  disabled: boolean;
}

/** Every permission, built-in and created, for the role forms (decision 0106). */
export async function permissionChoices(db: PortalDb, actor: Pick<AdminActor, 'scp'>, t: Translate): Promise<PermissionChoice[]> {
  const held = new Set(actor.scp);
  return (await listPermissions(db)).map((p) => ({ value: p.name, label: p.name, hint: permissionDescription(t, p), disabled: !mayGrantScope(held, p.name, isBuiltInScope) }));
}

export async function permissionFor(db: PortalDb, id: number): Promise<PermissionItem & { affected: AffectedUsers }> {
  const [row] = await db.select().from(permissions).where(eq(permissions.id, id)).limit(1);
  if (!row) throw notFound();
  return { ...row, builtIn: isBuiltInScope(row.name), affected: await usersWithPermission(db, id) };
}

async function assertFree(db: PortalDb, name: string, exceptId: number | null): Promise<void> {
  const [clash] = await db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.name, name), exceptId === null ? undefined : ne(permissions.id, exceptId))).limit(1);
  if (clash) throw new ApiError(409, 'NAME_EXISTS', 'Name already exists', 'admin.permissions.name_exists', [{ path: 'name', message: 'admin.permissions.name_exists' }]);
}

export async function createPermission(db: PortalDb, _actor: AdminActor, input: PermissionFormInput): Promise<number> {
  await assertFree(db, input.name, null);
  const [row] = await db.insert(permissions).values(input).returning({ id: permissions.id });
  if (!row) throw new Error('createPermission: no row');
  return row.id;
}

export async function updatePermission(db: PortalDb, _actor: AdminActor, id: number, input: PermissionFormInput): Promise<void> {
  const before = await permissionFor(db, id);
  if (before.builtIn && input.name !== before.name) throw refused('admin.permissions.built_in_name', 'name');
  await assertFree(db, input.name, id);
  await db.update(permissions).set(input).where(eq(permissions.id, id));
  // A renamed scope changes what its holders' tokens say.
  if (input.name !== before.name) await refreshSessionsOf(db, before.affected.ids);
}

export async function deletePermission(db: PortalDb, _actor: AdminActor, id: number): Promise<AffectedUsers> {
  const before = await permissionFor(db, id);
  if (before.builtIn) throw refused('admin.permissions.built_in_delete', 'name');
  await assertAdministratorRemains(db, change.permissionDeleted(before.name));
  await db.delete(permissions).where(eq(permissions.id, id));
  await refreshSessionsOf(db, before.affected.ids);
  return before.affected;
}
