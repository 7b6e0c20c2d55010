// The users tables as the administration screens read and write them. Only this module (and the
// auth repos) touches the identity tables for user administration.
import { and, asc, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { contentTargetMarketLinks, contentTargetMarkets, groupRoleRoles, groupRoles, permissions, rolePermissions, roles, sessions, userAreas, userCustomers, userRoles, users } from '../../../db/schema';
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
  if (reach.siteSorg !== undefined) conditions.push(sql`${users.id} not in (select ${userAreas.userId} from ${userAreas} where coalesce(${userAreas.sorg}, '') <> ${reach.siteSorg})`);
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

export type UserRecord = typeof users.$inferSelect & { roleIds: number[]; areas: UserAreaInput[]; marketIds: number[]; customerCodes: string[] };

/** Target markets link to users through the content links table (content type `user`). */
const USER_LINK = 'user';

export interface TargetMarketSummary {
  id: number;
  type: string;
  marketName: string;
}

export async function listTargetMarkets(db: PortalDb): Promise<TargetMarketSummary[]> {
  return db.select({ id: contentTargetMarkets.id, type: contentTargetMarkets.type, marketName: contentTargetMarkets.marketName }).from(contentTargetMarkets).orderBy(contentTargetMarkets.type, contentTargetMarkets.marketName);
}

export async function findUser(db: PortalDb, id: number): Promise<UserRecord | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) return null;
  const [roleRows, areaRows, marketRows, customerRows] = await Promise.all([
    db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id)),
    db.select().from(userAreas).where(eq(userAreas.userId, id)).orderBy(userAreas.id),
    db.select({ id: contentTargetMarketLinks.targetMarketId }).from(contentTargetMarketLinks).where(and(eq(contentTargetMarketLinks.contentType, USER_LINK), eq(contentTargetMarketLinks.contentId, id))),
    db.select({ r3: userCustomers.r3 }).from(userCustomers).where(eq(userCustomers.userId, id)),
  ]);
  const areas = areaRows.map((a) => ({ sorg: a.sorg ?? '', limitation: a.limitation, option: a.option ?? 'EQ', value: a.value }) as UserAreaInput);
  return { ...user, roleIds: roleRows.map((r) => r.roleId), areas, marketIds: marketRows.map((m) => m.id), customerCodes: customerRows.map((c) => c.r3) };
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
  marketIds?: readonly number[];
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
    await tx.delete(contentTargetMarketLinks).where(and(eq(contentTargetMarketLinks.contentType, USER_LINK), eq(contentTargetMarketLinks.contentId, id)));
    await writeLinks(tx as unknown as PortalDb, id, write);
  });
}

async function writeLinks(tx: PortalDb, userId: number, write: UserWrite): Promise<void> {
  if (write.roleIds.length > 0) await tx.insert(userRoles).values(write.roleIds.map((roleId) => ({ userId, roleId })));
  if (write.areas.length > 0) {
    await tx.insert(userAreas).values(write.areas.map((a) => ({ userId, sorg: a.sorg === '' ? null : a.sorg, limitation: a.limitation, option: a.option, value: a.value })));
  }
  if (write.customers.length > 0) await tx.insert(userCustomers).values(write.customers.map((c) => ({ userId, r3: c.r3, isr: c.isr })));
  const markets = write.marketIds ?? [];
  if (markets.length > 0) await tx.insert(contentTargetMarketLinks).values(markets.map((targetMarketId) => ({ contentType: USER_LINK, contentId: userId, targetMarketId })));
}

/** Usernames and e-mails of `wanted` that are taken already (lower case). */
export async function takenNames(db: PortalDb, usernames: readonly string[], emails: readonly string[]): Promise<{ usernames: Set<string>; emails: Set<string> }> {
  const out = { usernames: new Set<string>(), emails: new Set<string>() };
  for (let i = 0; i < Math.max(usernames.length, emails.length); i += 500) {
    const names = usernames.slice(i, i + 500).map((u) => u.toLowerCase());
    const mails = emails.slice(i, i + 500).map((e) => e.toLowerCase());
    const rows = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(or(names.length > 0 ? inArray(sql`lower(${users.username})`, names) : undefined, mails.length > 0 ? inArray(sql`lower(${users.email})`, mails) : undefined));
    for (const row of rows) {
      out.usernames.add(row.username.toLowerCase());
      out.emails.add(row.email.toLowerCase());
    }
  }
  return out;
}

/** Creates every user with their links in one transaction: all of them or none. */
export async function insertUsers(db: PortalDb, writes: readonly (UserWrite & { passwordHash: string })[]): Promise<Map<string, number>> {
  return db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (let i = 0; i < writes.length; i += 200) {
      const chunk = writes.slice(i, i + 200);
      const rows = await tx.insert(users).values(chunk.map((w) => ({ ...w.fields, passwordHash: w.passwordHash }))).returning({ id: users.id, username: users.username });
      for (const row of rows) ids.set(row.username, row.id);
    }
    const link = <T>(make: (w: UserWrite, userId: number) => T[]) => writes.flatMap((w) => make(w, ids.get(w.fields.username) ?? 0));
    const roleRows = link((w, userId) => w.roleIds.map((roleId) => ({ userId, roleId })));
    const areaRows = link((w, userId) => w.areas.map((a) => ({ userId, sorg: a.sorg === '' ? null : a.sorg, limitation: a.limitation, option: a.option, value: a.value })));
    const customerRows = link((w, userId) => w.customers.map((c) => ({ userId, r3: c.r3, isr: c.isr })));
    for (let i = 0; i < roleRows.length; i += 500) await tx.insert(userRoles).values(roleRows.slice(i, i + 500));
    for (let i = 0; i < areaRows.length; i += 500) await tx.insert(userAreas).values(areaRows.slice(i, i + 500));
    for (let i = 0; i < customerRows.length; i += 500) await tx.insert(userCustomers).values(customerRows.slice(i, i + 500));
    return ids;
  });
}

export async function liveSessionIds(db: PortalDb, userId: number): Promise<string[]> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return rows.map((r) => r.id);
}

export async function setUserDisabled(db: PortalDb, id: number, disabledAt: Date | null): Promise<void> {
  await db.update(users).set({ disabledAt }).where(eq(users.id, id));
}

export async function deleteUserRow(db: PortalDb, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(contentTargetMarketLinks).where(and(eq(contentTargetMarketLinks.contentType, USER_LINK), eq(contentTargetMarketLinks.contentId, id)));
    await tx.delete(users).where(eq(users.id, id));
  });
}
