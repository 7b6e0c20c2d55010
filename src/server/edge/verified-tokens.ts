// The page session step verifies the same access token on every page a user opens for its 10-minute
// life. The HMAC check is deterministic, so a token that verified once under a secret is remembered;
// expiry and sign-out (revoked-sessions.ts) are still checked on every request, so the memo never
// keeps a signed-out token alive. A few hundred recent tokens per isolate are plenty.
import { BoundedCache } from '../../domain/bounded-cache';
import type { AccessClaims } from '../auth/claims';
import { needsRefresh } from '../auth/refresh-marks';
import { isSessionRevoked } from '../auth/revoked-sessions';
import { verifyAccessToken } from '../auth/tokens';

const verified = new BoundedCache<string, { secret: string; claims: AccessClaims }>({ max: 500 });

export async function verifyAccessTokenOnce(token: string, secret: string, nowMs = Date.now()): Promise<AccessClaims | null> {
  const known = verified.get(token);
  if (known && known.secret === secret) return known.claims.exp * 1000 > nowMs && !isSessionRevoked(known.claims.sid, nowMs) && !needsRefresh(known.claims.sid, nowMs) ? known.claims : null;
  const claims = await verifyAccessToken(token, secret, nowMs);
  if (!claims || isSessionRevoked(claims.sid, nowMs) || needsRefresh(claims.sid, nowMs)) return null;
  verified.set(token, { secret, claims });
  return claims;
}
