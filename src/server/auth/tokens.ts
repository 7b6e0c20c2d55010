// Access tokens: HS256 JWTs (hono/jwt over WebCrypto, Node and workerd alike), checked without a
// database call. Refresh tokens: 32 random bytes, stored only as their SHA-256.
import { decode, sign, verify } from 'hono/jwt';
import { BoundedCache } from '../../domain/bounded-cache';
import type { AccessClaims } from './claims';
import { randomToken, sha256Hex } from './base64url';

export const ACCESS_TTL_SECONDS = 10 * 60;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const ALG = 'HS256';
// Importing the HMAC key costs more than the check itself; there is one secret per deployment.
const keys = new BoundedCache<string, Promise<CryptoKey>>({ max: 8 });

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  return sign({ ...claims }, await keyFor(secret), ALG);
}

/**
 * The claims of a well-signed, unexpired token; null otherwise. The header must say HS256: `alg: none`
 * or any other algorithm is refused before the signature is looked at. Expiry is checked here against
 * `nowMs` so callers (and tests) decide what "now" is.
 */
export async function verifyAccessToken(token: string, secret: string, nowMs = Date.now()): Promise<AccessClaims | null> {
  let claims: unknown;
  try {
    claims = await verify(token, await keyFor(secret), { alg: ALG, exp: false, nbf: false, iat: false });
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp * 1000 <= nowMs) return null;
  return claims;
}

/** Reads the claims without checking anything: only for telling an expired token's session apart. */
export function peekClaims(token: string): Partial<AccessClaims> | null {
  try {
    const { payload } = decode(token);
    return typeof payload === 'object' && payload !== null ? (payload as Partial<AccessClaims>) : null;
  } catch {
    return null;
  }
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c['sub'] === 'string' && typeof c['sid'] === 'string' && typeof c['exp'] === 'number' && Array.isArray(c['scp']);
}

export interface RefreshToken {
  token: string;
  hash: string;
}

export async function newRefreshToken(): Promise<RefreshToken> {
  const token = randomToken(32);
  return { token, hash: await hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): Promise<string> {
  return sha256Hex(token);
}
