// Typed factories for users, roles and scopes. Tests and db/seed.ts both build rows through these.
import { eq, inArray } from 'drizzle-orm';
import type { PortalDb } from '../../db/client';
import { groupRoleRoles, groupRoles, permissions, rolePermissions, roles, userAreas, userCustomers, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../src/server/auth/password';

export type User = typeof users.$inferSelect;
export type Role = typeof roles.$inferSelect;
export type GroupRole = typeof groupRoles.$inferSelect;
export type UserArea = Omit<typeof userAreas.$inferInsert, 'id' | 'userId'>;
export interface CustomerLink {
  r3: string;
  isr?: string | null;
}

export interface UserOverrides extends Partial<Omit<typeof users.$inferInsert, 'id'>> {
  /** Plain password, hashed by the factory; ignored when passwordHash is given. */
  password?: string;
  /** Role names; roles must exist (see createRole). */
  roles?: string[];
  areas?: UserArea[];
  customers?: CustomerLink[];
}

let sequence = 0;
const unique = (): string => `${Date.now().toString(36)}${(sequence += 1).toString(36)}`;

export async function createUser(db: PortalDb, overrides: UserOverrides = {}): Promise<User> {
  const { password, roles: roleNames = [], areas = [], customers = [], ...fields } = overrides;
  const username = fields.username ?? `user-${unique()}`;
  const passwordHash = fields.passwordHash ?? (await hashPassword(password ?? `Pw-${unique()}`));
  const [user] = await db
    .insert(users)
    .values({ email: `${username}@example.test`, name: `Test User ${username}`, ...fields, username, passwordHash })
    .returning();
  if (!user) throw new Error('createUser: insert returned no row');
  await assignRoles(db, user.id, roleNames);
  if (areas.length > 0) await db.insert(userAreas).values(areas.map((area) => ({ ...area, userId: user.id })));
  if (customers.length > 0) {
    await db.insert(userCustomers).values(customers.map((c) => ({ userId: user.id, r3: c.r3, isr: c.isr ?? null })));
  }
  return user;
}

export async function assignRoles(db: PortalDb, userId: number, roleNames: string[]): Promise<void> {
  if (roleNames.length === 0) return;
  const found = await db.select().from(roles).where(inArray(roles.name, roleNames));
  const missing = roleNames.filter((name) => !found.some((role) => role.name === name));
  if (missing.length > 0) throw new Error(`assignRoles: unknown roles ${missing.join(', ')}`);
  await db
    .insert(userRoles)
    .values(found.map((role) => ({ userId, roleId: role.id })))
    .onConflictDoNothing();
}

export interface RoleOverrides {
  name?: string;
  description?: string;
  scopes?: string[];
}

export async function createRole(db: PortalDb, overrides: RoleOverrides = {}): Promise<Role> {
  const name = overrides.name ?? `role-${unique()}`;
  const [role] = await db
    .insert(roles)
    .values({ name, description: overrides.description ?? name })
    .returning();
  if (!role) throw new Error('createRole: insert returned no row');
  await grantScopes(db, role.id, overrides.scopes ?? []);
  return role;
}

/** Creates the permissions that are missing and links them to the role (existing links stay). */
export async function grantScopes(db: PortalDb, roleId: number, scopes: string[]): Promise<void> {
  if (scopes.length === 0) return;
  await ensurePermissions(db, scopes);
  const rows = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, scopes));
  await db
    .insert(rolePermissions)
    .values(rows.map((row) => ({ roleId, permissionId: row.id })))
    .onConflictDoNothing();
}

export async function ensurePermissions(db: PortalDb, scopes: string[]): Promise<void> {
  if (scopes.length === 0) return;
  await db
    .insert(permissions)
    .values(scopes.map((name) => ({ name })))
    .onConflictDoNothing();
}

export async function createGroupRole(db: PortalDb, description: string, roleIds: number[] = []): Promise<GroupRole> {
  const [group] = await db.insert(groupRoles).values({ description }).returning();
  if (!group) throw new Error('createGroupRole: insert returned no row');
  if (roleIds.length > 0) {
    await db.insert(groupRoleRoles).values(roleIds.map((roleId) => ({ groupRoleId: group.id, roleId })));
  }
  return group;
}

/** The scopes a user holds through their roles, sorted. */
export async function scopesOf(db: PortalDb, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: permissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.name).sort();
}
