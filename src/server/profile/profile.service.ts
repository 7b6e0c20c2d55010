// Reads and updates the signed-in user's own row in the portal database (edit profile).
import { eq } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { users } from '../../../db/schema';
import { hashPassword, verifyPassword } from '../auth/password';
import { endUserSessions } from '../auth/end-sessions';
import { clearPair, recordFailure, throttleKeys, throttleVerdict } from '../auth/throttle.repo';
import type { ProfileUpdate } from './profile.schema';

export interface Profile {
  name: string;
  email: string;
  language: string;
}

export type ProfileResult =
  | { ok: true; profile: Profile }
  | { ok: false; field: 'currentPassword'; messageKey: 'account.password_incorrect' | 'profile.password_locked' }
  | { ok: false; field: null; messageKey: 'api.error.not_found' };

/** Who asks: the current-password check counts failures like sign-in, per account and per address. */
export interface ProfileRequester {
  userId: number;
  address: string;
  /** The session asking: a password change ends every other session of the user. */
  sessionId: string | null;
}

export async function readProfile(db: PortalDb, userId: number): Promise<Profile | null> {
  const [row] = await db.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * A password change needs the right current password; the new one is hashed before it is stored.
 * Wrong current passwords share sign-in's throttle (account and address), so a stolen session cannot
 * guess the password faster than the sign-in form allows; while it must wait, even the right one is refused.
 */
export async function updateProfile(db: PortalDb, who: ProfileRequester, input: ProfileUpdate, now = new Date()): Promise<ProfileResult> {
  const [row] = await db.select({ username: users.username, passwordHash: users.passwordHash }).from(users).where(eq(users.id, who.userId)).limit(1);
  if (!row) return { ok: false, field: null, messageKey: 'api.error.not_found' };
  const changes: Partial<typeof users.$inferInsert> = { name: input.name, email: input.email, language: input.language };
  if (input.newPassword !== '') {
    const keys = throttleKeys(row.username, who.address);
    if ((await throttleVerdict(db, keys, now)).kind !== 'open') return { ok: false, field: 'currentPassword', messageKey: 'profile.password_locked' };
    if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
      await recordFailure(db, keys, now);
      return { ok: false, field: 'currentPassword', messageKey: 'account.password_incorrect' };
    }
    await clearPair(db, keys);
    changes.passwordHash = await hashPassword(input.newPassword);
  }
  await db.update(users).set(changes).where(eq(users.id, who.userId));
  // Whoever else holds a session (a stolen one included) is signed out by the new password.
  if (changes.passwordHash) await endUserSessions(db, who.userId, 'password_changed', { keep: who.sessionId, now });
  return { ok: true, profile: { name: input.name, email: input.email, language: input.language } };
}
