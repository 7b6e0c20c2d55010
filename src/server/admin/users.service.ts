// User administration: list, read, create, edit and delete users within the acting
// administrator's reach (decision 0030). Shared by /api/admin/users and the /admin/users pages.
import type { PortalDb } from '../../../db/client';
import { change } from '../../domain/admin/last-admin.rules';
import { adminReach, withinReach, type AdminReach } from '../../domain/admin/reach.rules';
import type { UserFormInput, UserListQuery } from '../../domain/admin/user.schema';
import { ApiError } from '../api/errors';
import { hashPassword } from '../auth/password';
import { markSessionsForRefresh } from '../auth/refresh-marks';
import { endUserSessions } from '../auth/end-sessions';
import { unlockAccount } from '../auth/throttle.repo';
import { customerData } from '../auth/customers.service';
import { isUpstreamError, type UpstreamClient } from '../upstream';
import type { Mailer } from '../runtime/types';
import { isBuiltInScope } from './built-in-scopes';
import { assertAdministratorRemains } from './grants.repo';
import { generatePassword } from './password-generator';
import { deleteUserRow, findClash, findUser, insertUser, listTargetMarkets, listUsers, liveSessionIds, loadGrants, roleIdsOfUsers, setUserDisabled, updateUser, type GroupRoleSummary, type RoleSummary, type UserRecord } from './users.repo';

export interface AdminActor {
  sub: string;
  scp: readonly string[];
  /** The administrator's own session, kept when they set their own password here. */
  sid?: string;
}

export interface AdminDeps {
  db: PortalDb;
  upstream: UpstreamClient;
  mail: Mailer;
}

export interface AdminContext {
  reach: AdminReach;
  roles: RoleSummary[];
  groupRoles: GroupRoleSummary[];
}

const fail = (status: 400 | 403 | 404 | 409 | 502, code: string, message: string, key: string, path?: string) =>
  new ApiError(status, code, message, key, path ? [{ path, message: key }] : undefined);

/** The roles and group roles the administrator may hand out, and everything a form lists. */
export async function adminContext(db: PortalDb, actor: AdminActor): Promise<AdminContext> {
  const grants = await loadGrants(db);
  const reach = adminReach(actor.scp, grants.roles, grants.groupRoles, isBuiltInScope);
  return { reach, roles: grants.roles.filter((r) => reach.roleIds.has(r.id)), groupRoles: grants.groupRoles.filter((g) => reach.groupRoleIds.has(g.id)) };
}

export interface UserListItem {
  id: number;
  name: string;
  username: string;
  email: string;
  limitation: string | null;
  groupRole: string | null;
  roles: string[];
  createdAt: string;
}

export async function listUsersFor(db: PortalDb, actor: AdminActor, query: UserListQuery, siteSorg?: string): Promise<{ data: UserListItem[]; info: { page: number; count: number; pageTotal: number } }> {
  const ctx = await adminContext(db, actor);
  const { rows, total } = await listUsers(db, { ...ctx.reach, siteSorg }, query);
  const roleIds = await roleIdsOfUsers(db, rows.map((r) => r.id));
  const roleName = new Map(ctx.roles.map((r) => [r.id, r.name]));
  const groupName = new Map(ctx.groupRoles.map((g) => [g.id, g.description]));
  const data = rows.map((r) => ({
    id: r.id,
    name: r.name,
    username: r.username,
    email: r.email,
    limitation: r.limitation,
    groupRole: r.groupRoleId === null ? null : (groupName.get(r.groupRoleId) ?? null),
    roles: (roleIds.get(r.id) ?? []).map((id) => roleName.get(id) ?? '').sort(),
    createdAt: r.createdAt.toISOString(),
  }));
  return { data, info: { page: query.page, count: total, pageTotal: Math.ceil(total / query.limit) } };
}

/** A user the administrator reaches; 404 otherwise (someone else's users are not confirmed to exist). */
export async function userFor(db: PortalDb, ctx: AdminContext, id: number): Promise<UserRecord> {
  const user = await findUser(db, id);
  if (!user || !withinReach(ctx.reach, user.roleIds, user.groupRoleId)) throw fail(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');
  return user;
}

export interface SavedUser {
  id: number;
  username: string;
  /** The generated or typed password, shown once; null when it did not change. */
  password: string | null;
}

export async function createUserFor(deps: AdminDeps, actor: AdminActor, input: UserFormInput): Promise<SavedUser> {
  const ctx = await adminContext(deps.db, actor);
  const write = await prepareWrite(deps, ctx, input, null);
  const password = input.password ?? generatePassword();
  const id = await insertUser(deps.db, { ...write, passwordHash: await hashPassword(password) });
  if (input.emailPassword) await mailPassword(deps.mail, input, password);
  return { id, username: input.username, password };
}

export async function updateUserFor(deps: AdminDeps, actor: AdminActor, id: number, input: UserFormInput): Promise<SavedUser> {
  const ctx = await adminContext(deps.db, actor);
  await userFor(deps.db, ctx, id);
  const write = await prepareWrite(deps, ctx, input, id);
  await assertAdministratorRemains(deps.db, change.userRoles(id, write.roleIds));
  const password = input.password ?? (input.generatePassword ? generatePassword() : null);
  await updateUser(deps.db, id, { ...write, passwordHash: password ? await hashPassword(password) : null });
  // A new password signs the user out everywhere (but for administrators their own session); roles,
  // areas and customers reach the sessions left on their next request (decision 0031).
  if (password) await endUserSessions(deps.db, id, 'password_reset', { keep: String(id) === actor.sub ? (actor.sid ?? null) : null });
  markSessionsForRefresh(await liveSessionIds(deps.db, id));
  if (password && input.emailPassword) await mailPassword(deps.mail, input, password);
  return { id, username: input.username, password };
}

/** Deletes the user; every session of theirs ends first. */
export async function deleteUserFor(db: PortalDb, actor: AdminActor, id: number): Promise<void> {
  if (String(id) === actor.sub) throw fail(409, 'SELF_DELETE', 'You cannot delete your own account', 'admin.users.self_delete');
  const ctx = await adminContext(db, actor);
  await userFor(db, ctx, id);
  await assertAdministratorRemains(db, change.userDeleted(id));
  await endUserSessions(db, id, 'deleted');
  await deleteUserRow(db, id);
}

/** A disabled user cannot sign in and is signed out everywhere; enabling lets them sign in again. */
export async function setDisabledFor(db: PortalDb, actor: AdminActor, id: number, disabled: boolean): Promise<void> {
  if (disabled && String(id) === actor.sub) throw fail(409, 'SELF_DISABLE', 'You cannot disable your own account', 'admin.users.self_disable');
  const ctx = await adminContext(db, actor);
  await userFor(db, ctx, id);
  if (disabled) await assertAdministratorRemains(db, change.userDeleted(id));
  await setUserDisabled(db, id, disabled ? new Date() : null);
  if (disabled) await endUserSessions(db, id, 'disabled');
}

/** Lifts the user's sign-in lock and waits; answers whether one was in force. */
export async function unlockSignInFor(db: PortalDb, actor: AdminActor, id: number, now = new Date()): Promise<boolean> {
  const user = await userFor(db, await adminContext(db, actor), id);
  return unlockAccount(db, user.username, now);
}

async function prepareWrite(deps: AdminDeps, ctx: AdminContext, input: UserFormInput, exceptId: number | null) {
  if (!withinReach(ctx.reach, input.roleIds, input.groupRoleId)) throw fail(403, 'ROLE_NOT_YOURS', 'You cannot grant this role or group role', 'admin.users.role_not_yours', 'roleIds');
  const clash = await findClash(deps.db, input.username, input.email, exceptId);
  if (clash === 'email') throw fail(409, 'EMAIL_EXISTS', 'Email already exists', 'account.email_exists', 'email');
  if (clash === 'username') throw fail(409, 'USERNAME_EXISTS', 'Username already exists', 'admin.users.username_exists', 'username');
  const customers = await customersOf(deps.upstream, input);
  const marketIds = [...new Set(input.contentTargetMarketIds)];
  if (marketIds.length > 0) {
    const known = new Set((await listTargetMarkets(deps.db)).map((m) => m.id));
    if (marketIds.some((m) => !known.has(m))) throw fail(400, 'VALIDATION', 'Please check again all of your input', 'account.check_input', 'contentTargetMarketIds');
  }
  const { name, username, email, isFakeEmail, sendEmail, sendEmailWarranty, language, limitation, groupRoleId } = input;
  return {
    fields: { name, username, email, isFakeEmail, sendEmail, sendEmailWarranty, language, limitation, groupRoleId },
    roleIds: [...new Set(input.roleIds)],
    areas: input.userAreas,
    customers,
    marketIds,
  };
}

/** Areas of limitation `customer` name the user's customers; each must exist upstream. */
async function customersOf(upstream: UpstreamClient, input: UserFormInput): Promise<{ r3: string; isr: string | null }[]> {
  const out: { r3: string; isr: string | null }[] = [];
  for (const [index, area] of input.userAreas.entries()) {
    if (area.limitation !== 'customer') continue;
    let found;
    try {
      found = await customerData(upstream, { r3: area.value, isr: null });
    } catch (error) {
      if (isUpstreamError(error)) throw fail(502, 'UPSTREAM', 'Connection failed, please refresh this page or contact support.', 'admin.users.upstream_failed');
      throw error;
    }
    if (!found) throw fail(400, 'VALIDATION', 'Please check again all of your input', 'account.check_input', `userAreas.${index}.value`);
    if (!out.some((c) => c.r3 === found.custCode.r3)) out.push({ r3: found.custCode.r3, isr: found.custCode.isr ?? null });
  }
  return out;
}

async function mailPassword(mail: Mailer, input: UserFormInput, password: string): Promise<void> {
  if (input.isFakeEmail) return;
  await mail.send({
    to: input.email,
    subject: 'Your Spoke account',
    text: `Hello ${input.name},\n\nyour username is ${input.username} and your password is ${password}.\nPlease change it after you sign in.\n`,
  });
}
