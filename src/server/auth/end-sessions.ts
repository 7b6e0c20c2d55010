// The one way a credential change signs a user out: a password set by the user or an administrator,
// a user disabled or deleted. Every live session is revoked in the database, so no refresh token of
// it works again, and in this isolate, so its access tokens stop at once (elsewhere within one access
// token lifetime, decision 0007).
import type { PortalDb } from '../../../db/client';
import { markSessionRevoked } from './revoked-sessions';
import { revokeOtherSessions, type RevokeReason } from './session.repo';

export interface EndSessionsOptions {
  /** The session that made the change keeps going (a user changing their own password). */
  keep?: string | null;
  now?: Date;
}

/** Ends the user's sessions and answers their ids. */
export async function endUserSessions(db: PortalDb, userId: number, reason: RevokeReason, options: EndSessionsOptions = {}): Promise<string[]> {
  const ended = await revokeOtherSessions(db, userId, options.keep ?? null, reason, options.now ?? new Date());
  for (const sessionId of ended) markSessionRevoked(sessionId);
  return ended;
}
