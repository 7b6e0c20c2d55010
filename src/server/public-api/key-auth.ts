// Authentication of the public API: an API key instead of a session. The key becomes the same
// claims a portal session carries (its customer, its scopes), so the portal's own guards
// (requireScopes, requireActingCustomer) make the same checks behind it. Then the per-key rate limit.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { BoundedCache } from '../../domain/bounded-cache';
import { looksLikeApiKey, secretFrom } from '../../domain/public-api/api-key.rules';
import { rateLimitHeaders } from '../../domain/public-api/rate-limit.rules';
import { loadIdentity } from '../auth/identity.repo';
import type { AccessClaims, Identity } from '../auth/claims';
import { authError } from '../auth/auth.messages';
import type { PortalDb } from '../../../db/client';
import { envelope, ApiError } from '../api/errors';
import { requestHost } from '../api/request-host';
import { ordersOnSite } from '../auth/customer-sites';
import type { GuardMeta } from '../api/guards';
import { findActiveKey, touchKey, type ActiveKey } from './api-keys.repo';
import { sha256Hex } from './api-keys.service';
import { publicApiLimiter } from './limiter';
import type { PublicEnv } from './public-env';

/** A role change of the key's creator reaches the key within this time (decision 0075). */
const CREATOR_TTL_MS = 60_000;
/** last_used_at is written at most this often per key: a busy key should not write on every request. */
const TOUCH_EVERY_MS = 60_000;

const creators = new BoundedCache<number, { identity: Identity | null }>({ max: 10_000, ttlMs: CREATOR_TTL_MS });
const touched = new BoundedCache<number, number>({ max: 10_000 });

const wrongSite = () => new ApiError(403, 'WRONG_SITE', 'This API key’s customer does not order on this site', 'api_keys.error_wrong_site');

/**
 * A key reaches only the site of its customer's sales organisations: on another country's site it
 * would read that site's prices and currency, and book into its windows.
 */
async function requireCustomerSite(c: Context<PublicEnv>, key: ActiveKey): Promise<void> {
  if (!(await ordersOnSite(c.var.services.upstream, { r3: key.custR3, isr: key.custIsr }, requestHost(c).sorg))) throw wrongSite();
}

async function creatorOf(db: PortalDb, userId: number): Promise<Identity | null> {
  const hit = creators.get(userId);
  if (hit) return hit.identity;
  const identity = await loadIdentity(db, userId);
  creators.set(userId, { identity });
  return identity;
}

/** Forget what is cached about a creator (tests, and a role change on this isolate). */
export function forgetKeyCreators(): void {
  creators.clear();
  touched.clear();
}

function claimsOf(key: ActiveKey, creator: Identity, now: number): AccessClaims {
  const iat = Math.floor(now / 1000);
  return {
    sub: String(key.createdBy),
    sid: `api-key:${key.id}`,
    name: creator.name,
    lang: creator.language,
    lim: creator.limitation,
    // A key never holds more than its creator holds now.
    scp: key.scopes.filter((scope) => creator.scopes.includes(scope)),
    areas: [],
    flags: { isSales: false, isCustomer: true, isCustVendor: false, hasCustCode: true },
    salesActiveCustCode: { r3: key.custR3, isr: key.custIsr },
    iat,
    exp: iat + 60,
  };
}

async function touch(db: PortalDb, keyId: number, now: number): Promise<void> {
  if ((touched.get(keyId) ?? 0) + TOUCH_EVERY_MS > now) return;
  touched.set(keyId, now);
  await touchKey(db, keyId, new Date(now));
}

const invalidKey = () => new ApiError(401, 'API_KEY_INVALID', 'This API key is not valid or was revoked', 'api_keys.error_invalid');

async function activeKeyOf(c: Context<PublicEnv>): Promise<{ key: ActiveKey; creator: Identity }> {
  const authorization = c.req.header('authorization');
  const header = c.req.header('x-api-key');
  const secret = secretFrom(authorization, header);
  if (!secret) throw looksLikeApiKey(authorization, header) ? invalidKey() : authError('UNAUTHENTICATED');
  const { db } = c.var.services;
  const key = await findActiveKey(db, await sha256Hex(secret));
  if (!key) throw invalidKey();
  const creator = await creatorOf(db, key.createdBy);
  // The creator must still be an enabled user of the key's customer.
  if (!creator || creator.disabled || !creator.customers.some((cust) => cust.r3 === key.custR3)) throw invalidKey();
  return { key, creator };
}

/**
 * The key guard of every public operation. Its meta tells the authorisation matrix that these routes
 * take API keys, not sessions (tests/integration/authz-matrix.test.ts).
 */
export const requireApiKey = Object.assign(
  createMiddleware<PublicEnv>(async (c, next) => {
    const { key, creator } = await activeKeyOf(c);
    const now = Date.now();
    const limiter = publicApiLimiter();
    const decision = await limiter.take(String(key.id));
    for (const [name, value] of Object.entries(rateLimitHeaders(limiter.policy, decision))) c.header(name, value);
    if (!decision.allowed) {
      return c.json(envelope('RATE_LIMITED', 'Too many requests for this API key', 'api.error.rate_limited'), 429);
    }
    await requireCustomerSite(c, key);
    c.set('auth', claimsOf(key, creator, now));
    c.set('apiKey', { id: key.id, access: key.access });
    await touch(c.var.services.db, key.id, now);
    await next();
    c.header('Cache-Control', 'private, no-store');
    return undefined;
  }),
  { guardMeta: { guard: 'key', scopes: [] } satisfies GuardMeta },
);
