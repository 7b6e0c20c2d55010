// Reads and updates the signed-in user's own row in the portal database (edit profile).
import { eq } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { users } from '../../../db/schema';
import { hashPassword, verifyPassword } from '../auth/password';
import type { ProfileUpdate } from './profile.schema';

export interface Profile {
  name: string;
  email: string;
  language: string;
}

export type ProfileResult = { ok: true; profile: Profile } | { ok: false; field: 'currentPassword'; messageKey: 'account.password_incorrect' } | { ok: false; field: null; messageKey: 'api.error.not_found' };

export async function readProfile(db: PortalDb, userId: number): Promise<Profile | null> {
  const [row] = await db.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** A password change needs the right current password; the new one is hashed before it is stored. */
export async function updateProfile(db: PortalDb, userId: number, input: ProfileUpdate): Promise<ProfileResult> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return { ok: false, field: null, messageKey: 'api.error.not_found' };
  const changes: Partial<typeof users.$inferInsert> = { name: input.name, email: input.email, language: input.language };
  if (input.newPassword !== '') {
    if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
      return { ok: false, field: 'currentPassword', messageKey: 'account.password_incorrect' };
    }
    changes.passwordHash = await hashPassword(input.newPassword);
  }
  await db.update(users).set(changes).where(eq(users.id, userId));
  return { ok: true, profile: { name: input.name, email: input.email, language: input.language } };
}
