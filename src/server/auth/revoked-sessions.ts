// Sessions ended in this isolate (sign-out, refresh-token reuse, a disabled user, a missing scope).
// Access tokens are checked without a database call, so without this list a signed-out session's
// token would keep working until it expires; with it, it stops at once on the node that ended the
// session, and within ACCESS_TTL_SECONDS everywhere else (decision 0007).
import { ACCESS_TTL_SECONDS } from './tokens';

/** Entries live one access-token lifetime; past that every token of the session has expired anyway. */
const KEEP_MS = ACCESS_TTL_SECONDS * 1000;
/** About 100 bytes an entry: 50,000 sign-outs within 10 minutes on one isolate stay under 5 MB. */
const LIMIT = 50_000;

// Insertion order is expiry order (one lifetime for all), so the oldest entries sit at the front.
const revoked = new Map<string, number>();

export function markSessionRevoked(sessionId: string, nowMs = Date.now()): void {
  prune(nowMs);
  revoked.delete(sessionId);
  revoked.set(sessionId, nowMs + KEEP_MS);
}

export function isSessionRevoked(sessionId: string, nowMs = Date.now()): boolean {
  const until = revoked.get(sessionId);
  return until !== undefined && until > nowMs;
}

function prune(nowMs: number): void {
  for (const [sessionId, until] of revoked) {
    if (until > nowMs && revoked.size < LIMIT) return;
    revoked.delete(sessionId);
  }
}
