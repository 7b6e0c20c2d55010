// Sessions whose user an administrator changed (roles, group role, areas, customers, limitation).
// Their access tokens still carry the old scopes, so the edge and the /api guards treat them as
// expired: the page step renews from the refresh cookie at once and API clients get 401 and refresh.
// A refresh re-reads the identity and clears the mark (decision 0031). Per isolate, like
// revoked-sessions.ts; other isolates pick the change up when the token expires.
import { ACCESS_TTL_SECONDS } from './tokens';

const KEEP_MS = ACCESS_TTL_SECONDS * 1000;
const LIMIT = 50_000;
const marked = new Map<string, number>();

export function markSessionsForRefresh(sessionIds: readonly string[], nowMs = Date.now()): void {
  prune(nowMs);
  for (const id of sessionIds) {
    marked.delete(id);
    marked.set(id, nowMs + KEEP_MS);
  }
}

export function needsRefresh(sessionId: string, nowMs = Date.now()): boolean {
  const until = marked.get(sessionId);
  return until !== undefined && until > nowMs;
}

/** Called when the session got tokens built from the current identity. */
export function clearRefreshMark(sessionId: string): void {
  marked.delete(sessionId);
}

function prune(nowMs: number): void {
  for (const [id, until] of marked) {
    if (until > nowMs && marked.size < LIMIT) return;
    marked.delete(id);
  }
}
