// Reads a user's identity (roles, scopes, areas, customers) from the portal database.
import { eq, inArray } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { permissions, rolePermissions, roles, userAreas, userCustomers, userRoles, users } from '../../../db/schema';
import type { CompactArea, Identity } from './claims';

export interface Credentials {
  id: number;
  passwordHash: string;
  disabled: boolean;
}

export async function findCredentials(db: PortalDb, username: string): Promise<Credentials | null> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return row ? { id: row.id, passwordHash: row.passwordHash, disabled: row.disabledAt !== null } : null;
}

/** Scopes are the union over the user's roles (decision 0005); group roles only bundle roles for admins. */
export async function loadIdentity(db: PortalDb, userId: number): Promise<Identity | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const [roleRows, areaRows, customerRows] = await Promise.all([
    db.select({ name: roles.name, id: roles.id }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, userId)),
    db.select().from(userAreas).where(eq(userAreas.userId, userId)).orderBy(userAreas.id),
    db.select().from(userCustomers).where(eq(userCustomers.userId, userId)).orderBy(userCustomers.id),
  ]);
  const scopes = await scopesOf(db, roleRows.map((r) => r.id));
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    language: user.language,
    limitation: user.limitation,
    disabled: user.disabledAt !== null,
    roles: roleRows.map((r) => r.name).sort(),
    scopes,
    areas: areaRows.map((a): CompactArea => [a.sorg, a.limitation, a.value]),
    customers: customerRows.map((c) => ({ r3: c.r3, isr: c.isr })),
  };
}

async function scopesOf(db: PortalDb, roleIds: number[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds));
  return rows.map((r) => r.name).sort();
}
