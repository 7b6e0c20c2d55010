// Access guards for every /api route. A route declares who may call it right after its path:
//
//   .get('/invoices', requireScopes('page.invoice-status'), requireActingCustomer, (c) => {
//     const { auth, actingCustomer } = c.var; ...
//   })
//
// requireScopes implies requireUser; entries are ANDed, an array entry is any-of. Public routes use
// no guard and are listed in tests/integration/authz-matrix.test.ts. Guards verify the access token
// (bearer header or `spoke_at` cookie) without a database query, and refuse a session signed out here.
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { hasAllScopes, type ScopeEntry } from '../../domain/routes';
import { authError } from '../auth/auth.messages';
import { custCodeId, type AccessClaims, type CustCode } from '../auth/claims';
import { requestCredentials } from '../auth/cookies';
import { needsRefresh } from '../auth/refresh-marks';
import { isSessionRevoked } from '../auth/revoked-sessions';
import { sessionSecret } from '../auth/secret';
import { verifyAccessToken } from '../auth/tokens';
import type { AppEnv } from './env';

export interface AuthVariables {
  auth: AccessClaims;
}

/** The environment of a handler behind requireUser or requireScopes. */
export type AuthedEnv = AppEnv & { Variables: AuthVariables };

export interface ActingVariables extends AuthVariables {
  actingCustomer: CustCode;
}

/** What the authorisation matrix reads to know a route's declared access. */
export interface GuardMeta {
  readonly guard: 'user' | 'scopes' | 'customer' | 'key';
  readonly scopes: readonly ScopeEntry[];
}

const USER_HEADER = 'X-Spoke-User';
const CUST_HEADER = 'X-Spoke-Cust';

export async function authenticate(c: Context): Promise<AccessClaims | null> {
  const existing = c.get('auth') as AccessClaims | undefined;
  if (existing) return existing;
  const { accessToken } = requestCredentials(c.req.raw.headers);
  const verified = accessToken ? await verifyAccessToken(accessToken, sessionSecret()) : null;
  // A session signed out on this node stops at once (decision 0007); one whose user an administrator
  // changed must refresh first (decision 0031).
  const claims = verified && !isSessionRevoked(verified.sid) && !needsRefresh(verified.sid) ? verified : null;
  if (claims) c.set('auth', claims);
  return claims;
}

/** The response says whose token answered, so a page signed in as someone else reloads. */
export function stampIdentity(c: Context, claims: AccessClaims): void {
  c.header(USER_HEADER, claims.sub);
  c.header(CUST_HEADER, custCodeId(claims.salesActiveCustCode));
}

function withMeta<T extends MiddlewareHandler>(handler: T, meta: GuardMeta): T {
  return Object.assign(handler, { guardMeta: meta });
}

export const requireUser = withMeta(
  createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const claims = await authenticate(c);
    if (!claims) throw authError('UNAUTHENTICATED');
    await next();
    stampIdentity(c, claims);
  }),
  { guard: 'user', scopes: [] },
);

export function requireScopes(...entries: ScopeEntry[]) {
  return withMeta(
    createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
      const claims = await authenticate(c);
      if (!claims) throw authError('UNAUTHENTICATED');
      if (!hasAllScopes(claims.scp, entries)) throw authError('SCOPE_MISSING');
      await next();
      stampIdentity(c, claims);
    }),
    { guard: 'scopes', scopes: entries },
  );
}

/**
 * The customer the request acts for: the token's salesActiveCustCode (for dealers their own
 * customer). A `custCode` (or `r3`) in the query, path or JSON body that names another customer is
 * refused; 409 when no customer is selected yet.
 */
export const requireActingCustomer = withMeta(
  createMiddleware<{ Variables: ActingVariables }>(async (c, next) => {
    const claims = await authenticate(c);
    if (!claims) throw authError('UNAUTHENTICATED');
    const acting = claims.salesActiveCustCode;
    if (!acting) throw authError('CUSTOMER_REQUIRED');
    for (const code of await requestedCodes(c)) {
      if (code !== acting.r3 && code !== acting.isr) throw authError('CUSTOMER_NOT_YOURS');
    }
    c.set('actingCustomer', acting);
    await next();
    stampIdentity(c, claims);
  }),
  { guard: 'customer', scopes: [] },
);

const CODE_FIELDS = ['custCode', 'r3', 'isr', 'payerCode'] as const;

async function requestedCodes(c: Context): Promise<string[]> {
  const codes: string[] = [];
  for (const field of CODE_FIELDS) {
    const fromQuery = c.req.query(field);
    const fromPath = c.req.param(field);
    if (fromQuery) codes.push(fromQuery);
    if (fromPath) codes.push(fromPath);
  }
  const body = await jsonBody(c);
  for (const field of CODE_FIELDS) {
    const value = body?.[field];
    if (typeof value === 'string' && value !== '') codes.push(value);
  }
  return codes;
}

async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  if (!c.req.header('content-type')?.includes('application/json')) return null;
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
