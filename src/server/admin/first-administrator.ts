// The first administrator of a new installation (`npm run ops:admin`): created with a generated
// password that is shown once, or, for an administrator who exists, a new password that ends their
// sessions and lifts a sign-in lock. It holds the `administrator` role that the reference data seeds.
import { eq } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { userRoles, users } from '../../../db/schema';
import { username as usernameRule } from '../../domain/admin/user.schema';
import type { Language } from '../../domain/locales';
import { email as emailRule } from '../../domain/validation/field.rules';
import { hashPassword } from '../auth/password';
import { endUserSessions } from '../auth/end-sessions';
import { unlockAccount } from '../auth/throttle.repo';
import { generatePassword } from './password-generator';
import { findClash, insertUser, loadGrants } from './users.repo';

export const ADMINISTRATOR_ROLE = 'administrator';

export interface AdministratorRequest {
  username: string;
  /** Needed to create the administrator; a reset keeps the stored one. */
  email?: string | undefined;
  name?: string | undefined;
  language: Language;
}

export type AdministratorResult =
  | { kind: 'created' | 'reset'; userId: number; username: string; password: string }
  | { kind: 'refused'; reason: string };

export async function createOrResetAdministrator(db: PortalDb, request: AdministratorRequest, now = new Date()): Promise<AdministratorResult> {
  const refused = (reason: string): AdministratorResult => ({ kind: 'refused', reason });
  if (!usernameRule.safeParse(request.username).success) return refused(`"${request.username}" is no valid username (letters, digits, . _ @ -; at most 60)`);
  const grants = await loadGrants(db);
  const role = grants.roles.find((candidate) => candidate.name === ADMINISTRATOR_ROLE);
  if (!role) return refused('the database has no administrator role: apply the migrations and reference data first (ops:migrate)');
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, request.username)).limit(1);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  if (existing) {
    const held = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, existing.id));
    if (!held.some((row) => row.roleId === role.id)) return refused(`"${request.username}" exists and is no administrator: choose another username`);
    await db.update(users).set({ passwordHash, disabledAt: null, updatedAt: now }).where(eq(users.id, existing.id));
    await endUserSessions(db, existing.id, 'password_reset', { now });
    await unlockAccount(db, request.username, now);
    return { kind: 'reset', userId: existing.id, username: request.username, password };
  }
  const email = request.email?.trim().toLowerCase();
  if (!email) return refused(`"${request.username}" does not exist yet: give --email to create it`);
  if (!emailRule.safeParse(email).success) return refused(`"${request.email}" is no e-mail address`);
  if ((await findClash(db, request.username, email, null)) === 'email') return refused(`another user has the e-mail address ${email}`);
  const groupRoleId = grants.groupRoles.find((group) => group.roleIds.includes(role.id))?.id ?? null;
  const userId = await insertUser(db, {
    fields: { username: request.username, email, name: request.name?.trim() || 'Administrator', language: request.language, limitation: null, groupRoleId },
    passwordHash,
    roleIds: [role.id],
    areas: [],
    customers: [],
  });
  return { kind: 'created', userId, username: request.username, password };
}
