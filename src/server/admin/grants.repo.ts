// Who holds which roles, for the last-administrator rule, the users a change affects and the
// sessions that must refresh after it (decision 0031).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { permissions, rolePermissions, sessions, userRoles, users } from '../../../db/schema';
import { keepsAnAdministrator, type GrantState } from '../../domain/admin/last-admin.rules';
import { ApiError } from '../api/errors';
import { markSessionsForRefresh } from '../auth/refresh-marks';

export async function grantState(db: PortalDb): Promise<GrantState> {
  const [links, scopes] = await Promise.all([
    db.select({ userId: userRoles.userId, roleId: userRoles.roleId }).from(userRoles).innerJoin(users, eq(users.id, userRoles.userId)).where(isNull(users.disabledAt)),
    db.select({ roleId: rolePermissions.roleId, name: permissions.name }).from(rolePermissions).innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId)),
  ]);
  const roleScopes = new Map<number, string[]>();
  for (const row of scopes) roleScopes.set(row.roleId, [...(roleScopes.get(row.roleId) ?? []), row.name]);
  return { userRoles: links, roleScopes };
}

/** 409 when the change would leave no administrator. */
export async function assertAdministratorRemains(db: PortalDb, apply: (s: GrantState) => GrantState): Promise<void> {
  if (!keepsAnAdministrator(await grantState(db), apply)) {
    throw new ApiError(409, 'LAST_ADMINISTRATOR', 'The last administrator cannot lose the user management rights', 'admin.last_administrator');
  }
}

export interface AffectedUsers {
  count: number;
  /** The first usernames, for the warning. */
  usernames: string[];
  ids: number[];
}

const NAMED = 20;

async function affected(db: PortalDb, idsQuery: Promise<{ id: number }[]>): Promise<AffectedUsers> {
  const ids = [...new Set((await idsQuery).map((r) => r.id))];
  const named = ids.length === 0 ? [] : await db.select({ username: users.username }).from(users).where(inArray(users.id, ids.slice(0, NAMED))).orderBy(users.username);
  return { count: ids.length, usernames: named.map((r) => r.username), ids };
}

export function usersWithRole(db: PortalDb, roleId: number): Promise<AffectedUsers> {
  return affected(db, db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId)));
}

export function usersInGroupRole(db: PortalDb, groupRoleId: number): Promise<AffectedUsers> {
  return affected(db, db.select({ id: users.id }).from(users).where(eq(users.groupRoleId, groupRoleId)));
}

export function usersWithPermission(db: PortalDb, permissionId: number): Promise<AffectedUsers> {
  return affected(
    db,
    db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(sql`${userRoles.roleId} in (select ${rolePermissions.roleId} from ${rolePermissions} where ${rolePermissions.permissionId} = ${permissionId})`),
  );
}

/** The users' live sessions must refresh before their next request counts (decision 0031). */
export async function refreshSessionsOf(db: PortalDb, userIds: readonly number[]): Promise<void> {
  for (let i = 0; i < userIds.length; i += 500) {
    const chunk = userIds.slice(i, i + 500);
    const rows = await db.select({ id: sessions.id }).from(sessions).where(and(inArray(sessions.userId, [...chunk]), isNull(sessions.revokedAt)));
    markSessionsForRefresh(rows.map((r) => r.id));
  }
}
