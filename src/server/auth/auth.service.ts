// Sign-in, refresh, sign-out and customer switching: the session rules shared by the API
// (auth.routes.ts), the sign-in page and the edge session step.
import type { PortalDb } from '../../../db/client';
import type { UpstreamClient } from '../upstream';
import { authError, throttledError } from './auth.messages';
import { buildClaims, defaultCustomer, type AccessClaims, type CustCode, type Identity } from './claims';
import { requireHomeSite } from './home-sites';
import { findCredentials, loadIdentity } from './identity.repo';
import { verifyPassword, hashPassword } from './password';
import { createSession, findRefreshToken, type RevokeReason, revokeSession, rotateRefreshToken, sessionCustomer, setSessionCustomer, supersedeRefreshTokens } from './session.repo';
import { clearRefreshMark } from './refresh-marks';
import { markSessionRevoked } from './revoked-sessions';
import { clearPair, recordFailure, throttleKeys, throttleVerdict } from './throttle.repo';
import { ACCESS_TTL_SECONDS, hashRefreshToken, signAccessToken } from './tokens';

export interface AuthDeps {
  db: PortalDb;
  upstream: UpstreamClient;
  secret: string;
  now?: () => Date;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  claims: AccessClaims;
  identity: Identity;
}

/** Two tabs refreshing at once present the same token; within this window that is not an attack. */
export const REUSE_GRACE_MS = 10_000;

const clock = (deps: AuthDeps): Date => (deps.now ?? (() => new Date()))();

let dummyHash: Promise<string> | undefined;

export interface LoginInput {
  username: string;
  password: string;
  address: string;
  userAgent: string | null;
  /** The sign-in form's site: its sales organisation, which the account must order from (decision 0015). */
  siteSorg?: string;
}

export async function login(deps: AuthDeps, input: LoginInput): Promise<IssuedTokens> {
  const now = clock(deps);
  const keys = throttleKeys(input.username, input.address);
  const verdict = await throttleVerdict(deps.db, keys, now);
  if (verdict.kind !== 'open') throw throttledError(verdict.kind, verdict.retryAfterSeconds);
  const credentials = await findCredentials(deps.db, input.username);
  // An unknown username costs the same PBKDF2 run as a known one.
  dummyHash ??= hashPassword('not-a-password');
  const valid = await verifyPassword(input.password, credentials?.passwordHash ?? (await dummyHash));
  if (!credentials || !valid) {
    await recordFailure(deps.db, keys, now);
    throw authError('LOGIN_INVALID');
  }
  await clearPair(deps.db, keys);
  const identity = await loadIdentity(deps.db, credentials.id);
  if (!identity || identity.disabled) throw authError('LOGIN_DISABLED');
  // Only after the right password, like LOGIN_DISABLED: it tells nothing to someone without it.
  if (input.siteSorg !== undefined) await requireHomeSite(deps.upstream, identity, input.siteSorg);
  const active = defaultCustomer(identity);
  const session = await createSession(deps.db, identity.id, active, input.userAgent, now);
  return issue(deps, identity, session.sessionId, active, session.refreshToken, now);
}

export async function refresh(deps: AuthDeps, refreshToken: string): Promise<IssuedTokens> {
  const now = clock(deps);
  const record = await findRefreshToken(deps.db, await hashRefreshToken(refreshToken));
  if (!record || record.session.revokedAt) throw authError('SESSION_EXPIRED');
  if (record.usedAt) {
    if (now.getTime() - record.usedAt.getTime() > REUSE_GRACE_MS) {
      await endSession(deps, record.session.id, 'reuse_detected', now);
    }
    throw authError('SESSION_EXPIRED');
  }
  if (record.expiresAt <= now) throw authError('SESSION_EXPIRED');
  const identity = await loadIdentity(deps.db, record.session.userId);
  if (!identity || identity.disabled) {
    await endSession(deps, record.session.id, 'disabled', now);
    throw authError('SESSION_EXPIRED');
  }
  const child = await rotateRefreshToken(deps.db, record, now);
  if (!child) throw authError('SESSION_EXPIRED');
  const active = sessionCustomer(record.session) ?? defaultCustomer(identity);
  clearRefreshMark(record.session.id);
  return issue(deps, identity, record.session.id, active, child, now);
}

export async function logout(deps: AuthDeps, sessionId: string, reason: RevokeReason = 'logout'): Promise<void> {
  await endSession(deps, sessionId, reason, clock(deps));
}

/** Revoked in the database (no refresh works) and in this isolate (its access tokens stop at once). */
async function endSession(deps: AuthDeps, sessionId: string, reason: RevokeReason, now: Date): Promise<void> {
  await revokeSession(deps.db, sessionId, reason, now);
  markSessionRevoked(sessionId);
}

/** New tokens acting for `active`; earlier refresh tokens of the session stop working. */
export async function switchCustomer(deps: AuthDeps, identity: Identity, sessionId: string, active: CustCode): Promise<IssuedTokens> {
  const now = clock(deps);
  await setSessionCustomer(deps.db, sessionId, active, now);
  const refreshToken = await supersedeRefreshTokens(deps.db, sessionId, now);
  return issue(deps, identity, sessionId, active, refreshToken, now);
}

async function issue(deps: AuthDeps, identity: Identity, sessionId: string, active: CustCode | null, refreshToken: string, now: Date): Promise<IssuedTokens> {
  const claims = buildClaims(identity, sessionId, active, now, ACCESS_TTL_SECONDS);
  return { accessToken: await signAccessToken(claims, deps.secret), refreshToken, claims, identity };
}
