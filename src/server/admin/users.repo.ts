// The users tables as the administration screens read and write them. Only this module (and the
// auth repos) touches the identity tables for user administration.
import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { groupRoleRoles, groupRoles, permissions, rolePermissions, roles, sessions, userAreas, userCustomers, userRoles, users } from '../../../db/schema';
import type { AdminReach, GroupRoleGrant, RoleGrant } from '../../domain/admin/reach.rules';
import type { UserAreaInput, UserExportQuery, UserListQuery } from '../../domain/admin/user.schema';

export interface RoleSummary extends RoleGrant {
  name: string;
  description: string;
}

export interface GroupRoleSummary extends GroupRoleGrant {
  description: string;
}

export async function loadGrants(db: PortalDb): Promise<{ roles: RoleSummary[]; groupRoles: GroupRoleSummary[] }> {
  const [roleRows, grantRows, groupRows, linkRows] = await Promise.all([
    db.select().from(roles).orderBy(roles.name),
    db.select({ roleId: rolePermissions.roleId, name: permissions.name }).from(rolePermissions).innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId)),
    db.select().from(groupRoles).orderBy(groupRoles.description),
    db.select().from(groupRoleRoles),
  ]);
  return {
    roles: roleRows.map((r) => ({ id: r.id, name: r.name, description: r.description, scopes: grantRows.filter((g) => g.roleId === r.id).map((g) => g.name) })),
    groupRoles: groupRows.map((g) => ({ id: g.id, description: g.description, roleIds: linkRows.filter((l) => l.groupRoleId === g.id).map((l) => l.roleId) })),
  };
}

export interface UserRow {
  id: number;
  name: string;
  username: string;
  email: string;
  limitation: string | null;
  groupRoleId: number | null;
  createdAt: Date;
}

/** Users the administrator reaches: no role outside reach, group role within reach or none. */
function reachFilter(reach: AdminReach, all: { roles: number; groupRoles: number }): SQL | undefined {
  // Reaching every role and group role (head office) filters nothing: the common case stays a plain scan.
  if (reach.roleIds.size === all.roles && reach.groupRoleIds.size === all.groupRoles) return undefined;
  const roleIds = [...reach.roleIds];
  const groupIds = [...reach.groupRoleIds];
  const outside = roleIds.length > 0 ? sql`${userRoles.roleId} not in (${sql.join(roleIds.map((id) => sql`${id}`), sql`, `)})` : sql`1 = 1`;
  // Uncorrelated, so SQLite builds the set of excluded users once instead of probing per row.
  return and(
    sql`${users.id} not in (select ${userRoles.userId} from ${userRoles} where ${outside})`,
    groupIds.length > 0 ? or(isNull(users.groupRoleId), inArray(users.groupRoleId, groupIds)) : isNull(users.groupRoleId),
  );
}

const SORT_COLUMNS = { name: users.name, username: users.username, email: users.email, createdAt: users.createdAt } as const;

function whereOf(reach: AdminReach, query: UserExportQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [reachFilter(reach, reach.totals)];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(or(sql`${users.name} like ${pattern} escape '\\'`, sql`${users.username} like ${pattern} escape '\\'`, sql`${users.email} like ${pattern} escape '\\'`) as SQL);
  }
  // Unary + keeps SQLite from driving the query from the role's users and sorting them all: a role
  // usually holds most users, and walking the sort column's index with a membership check stops at the page.
  if (query.role !== undefined) conditions.push(sql`+${users.id} in (select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${query.role})`);
  if (query.groupRole !== undefined) conditions.push(eq(users.groupRoleId, query.groupRole));
  if (query.groupRoleIds !== undefined) conditions.push(inArray(users.groupRoleId, query.groupRoleIds));
  if (query.limitation !== undefined) conditions.push(eq(users.limitation, query.limitation));
  return and(...conditions);
}

function selectUsers(db: PortalDb, where: SQL | undefined, query: UserExportQuery, limit: number, offset: number) {
  const direction = query.order === 'desc' ? desc : asc;
  return db
    .select({ id: users.id, name: users.name, username: users.username, email: users.email, limitation: users.limitation, groupRoleId: users.groupRoleId, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(direction(SORT_COLUMNS[query.sort]), asc(users.id))
    .limit(limit)
    .offset(offset);
}

export async function listUsers(db: PortalDb, reach: AdminReach, query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
  const where = whereOf(reach, query);
  const [rows, [count]] = await Promise.all([
    selectUsers(db, where, query, query.limit, (query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)` }).from(users).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Every matching user for the export, at most `max`. */
export async function allUsers(db: PortalDb, reach: AdminReach, query: UserExportQuery, max: number): Promise<UserRow[]> {
  return selectUsers(db, whereOf(reach, query), query, max, 0);
}

export async function roleIdsOfUsers(db: PortalDb, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (userIds.length === 0) return out;
  // A long export reads the whole (narrow) link table rather than binding thousands of parameters.
  const wanted = new Set(userIds);
  const rows = userIds.length > 1000 ? await db.select().from(userRoles) : await db.select().from(userRoles).where(inArray(userRoles.userId, [...userIds]));
  for (const row of rows) {
    if (wanted.has(row.userId)) out.set(row.userId, [...(out.get(row.userId) ?? []), row.roleId]);
  }
  return out;
}

export type UserRecord = typeof users.$inferSelect & { roleIds: number[]; areas: UserAreaInput[] };

export async function findUser(db: PortalDb, id: number): Promise<UserRecord | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) return null;
  const [roleRows, areaRows] = await Promise.all([
    db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id)),
    db.select().from(userAreas).where(eq(userAreas.userId, id)).orderBy(userAreas.id),
  ]);
  const areas = areaRows.map((a) => ({ sorg: a.sorg ?? '', limitation: a.limitation, option: a.option ?? 'EQ', value: a.value }) as UserAreaInput);
  return { ...user, roleIds: roleRows.map((r) => r.roleId), areas };
}

/** The clash on a unique name, if any: e-mails compare without case. */
export async function findClash(db: PortalDb, username: string, email: string, exceptId: number | null): Promise<'username' | 'email' | null> {
  const other = exceptId === null ? undefined : ne(users.id, exceptId);
  const [byName] = await db.select({ id: users.id }).from(users).where(and(eq(users.username, username), other)).limit(1);
  if (byName) return 'username';
  const [byEmail] = await db.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, other)).limit(1);
  return byEmail ? 'email' : null;
}

export interface UserWrite {
  fields: Omit<typeof users.$inferInsert, 'id' | 'passwordHash' | 'createdAt' | 'updatedAt' | 'disabledAt'>;
  passwordHash: string | null;
  roleIds: readonly number[];
  areas: readonly UserAreaInput[];
  customers: readonly { r3: string; isr: string | null }[];
}

/** Creates the user with roles, areas and customers in one transaction. */
export async function insertUser(db: PortalDb, write: UserWrite & { passwordHash: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values({ ...write.fields, passwordHash: write.passwordHash }).returning({ id: users.id });
    if (!row) throw new Error('insertUser: no row');
    await writeLinks(tx as unknown as PortalDb, row.id, write);
    return row.id;
  });
}

export async function updateUser(db: PortalDb, id: number, write: UserWrite): Promise<void> {
  await db.transaction(async (tx) => {
    const set = write.passwordHash ? { ...write.fields, passwordHash: write.passwordHash, updatedAt: new Date() } : { ...write.fields, updatedAt: new Date() };
    await tx.update(users).set(set).where(eq(users.id, id));
    await tx.delete(userRoles).where(eq(userRoles.userId, id));
    await tx.delete(userAreas).where(eq(userAreas.userId, id));
    await tx.delete(userCustomers).where(eq(userCustomers.userId, id));
    await writeLinks(tx as unknown as PortalDb, id, write);
  });
}

async function writeLinks(tx: PortalDb, userId: number, write: UserWrite): Promise<void> {
  if (write.roleIds.length > 0) await tx.insert(userRoles).values(write.roleIds.map((roleId) => ({ userId, roleId })));
  if (write.areas.length > 0) {
    await tx.insert(userAreas).values(write.areas.map((a) => ({ userId, sorg: a.sorg === '' ? null : a.sorg, limitation: a.limitation, option: a.option, value: a.value })));
  }
  if (write.customers.length > 0) await tx.insert(userCustomers).values(write.customers.map((c) => ({ userId, r3: c.r3, isr: c.isr })));
}

export async function liveSessionIds(db: PortalDb, userId: number): Promise<string[]> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return rows.map((r) => r.id);
}

export async function deleteUserRow(db: PortalDb, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
