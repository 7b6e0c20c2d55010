// Sessions and their chain of refresh tokens in the portal database.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { refreshTokens, sessions } from '../../../db/schema';
import { randomToken } from './base64url';
import type { CustCode } from './claims';
import { newRefreshToken, REFRESH_TTL_MS } from './tokens';

export type Session = typeof sessions.$inferSelect;
export type RevokeReason = 'logout' | 'reuse_detected' | 'scope_missing' | 'disabled' | 'deleted' | 'password_changed' | 'password_reset';

export interface NewSession {
  sessionId: string;
  refreshToken: string;
}

export async function createSession(db: PortalDb, userId: number, active: CustCode | null, userAgent: string | null, now: Date): Promise<NewSession> {
  const sessionId = randomToken(16);
  const refresh = await newRefreshToken();
  await db.batch([
    db.insert(sessions).values({ id: sessionId, userId, activeR3: active?.r3 ?? null, activeIsr: active?.isr ?? null, userAgent, createdAt: now, lastUsedAt: now }),
    db.insert(refreshTokens).values({ hash: refresh.hash, sessionId, createdAt: now, expiresAt: new Date(now.getTime() + REFRESH_TTL_MS) }),
  ]);
  return { sessionId, refreshToken: refresh.token };
}

export interface RefreshRecord {
  hash: string;
  usedAt: Date | null;
  expiresAt: Date;
  session: Session;
}

export async function findRefreshToken(db: PortalDb, hash: string): Promise<RefreshRecord | null> {
  const [row] = await db
    .select({ hash: refreshTokens.hash, usedAt: refreshTokens.usedAt, expiresAt: refreshTokens.expiresAt, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.hash, hash))
    .limit(1);
  return row ?? null;
}

/** Marks the token used and chains a new one; null when another request used it first. */
export async function rotateRefreshToken(db: PortalDb, record: RefreshRecord, now: Date): Promise<string | null> {
  const used = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.hash, record.hash), isNull(refreshTokens.usedAt)))
    .returning({ hash: refreshTokens.hash });
  if (used.length === 0) return null;
  const child = await newRefreshToken();
  await db.batch([
    db.insert(refreshTokens).values({ hash: child.hash, sessionId: record.session.id, parentHash: record.hash, createdAt: now, expiresAt: new Date(now.getTime() + REFRESH_TTL_MS) }),
    db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, record.session.id)),
  ]);
  return child.token;
}

export async function findSession(db: PortalDb, sessionId: string): Promise<Session | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  return row ?? null;
}

export async function revokeSession(db: PortalDb, sessionId: string, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of the user except `keep` (a password change); answers the ended ids. */
export async function revokeOtherSessions(db: PortalDb, userId: number, keep: string | null, reason: RevokeReason, now: Date): Promise<string[]> {
  const others = keep === null ? undefined : ne(sessions.id, keep);
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

export async function setSessionCustomer(db: PortalDb, sessionId: string, active: CustCode, now: Date): Promise<void> {
  await db.update(sessions).set({ activeR3: active.r3, activeIsr: active.isr, lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export function sessionCustomer(session: Session): CustCode | null {
  return session.activeR3 ? { r3: session.activeR3, isr: session.activeIsr } : null;
}

/** Marks every unused token of the session used and starts a new chain (after a customer switch). */
export async function supersedeRefreshTokens(db: PortalDb, sessionId: string, now: Date): Promise<string> {
  const fresh = await newRefreshToken();
  await db.batch([
    db.update(refreshTokens).set({ usedAt: now }).where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt))),
    db.insert(refreshTokens).values({ hash: fresh.hash, sessionId, createdAt: now, expiresAt: new Date(now.getTime() + REFRESH_TTL_MS) }),
  ]);
  return fresh.token;
}
