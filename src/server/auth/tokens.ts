// Access tokens: HS256 JWTs signed and verified with WebCrypto (Node and workerd alike), checked
// without a database call. Refresh tokens: 32 random bytes, stored only as their SHA-256.
import type { AccessClaims } from './claims';
import { decodeBase64Url, decodeJsonBase64Url, encodeBase64Url, encodeJsonBase64Url, randomToken, sha256Hex } from './base64url';

export const ACCESS_TTL_SECONDS = 10 * 60;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const HEADER = encodeJsonBase64Url({ alg: 'HS256', typ: 'JWT' });
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  const input = `${HEADER}.${encodeJsonBase64Url(claims)}`;
  const signature = await crypto.subtle.sign('HMAC', await keyFor(secret), new TextEncoder().encode(input));
  return `${input}.${encodeBase64Url(new Uint8Array(signature))}`;
}

/**
 * The claims of a well-signed, unexpired token; null otherwise. The header must be exactly HS256:
 * `alg: none` or any other algorithm is refused before the signature is looked at.
 */
export async function verifyAccessToken(token: string, secret: string, nowMs = Date.now()): Promise<AccessClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const parsedHeader = decodeJsonBase64Url(header);
  if (!isHs256Header(parsedHeader)) return null;
  const signatureBytes = decodeBase64Url(signature);
  if (!signatureBytes || signatureBytes.length !== 32) return null;
  const valid = await crypto.subtle.verify(
    'HMAC',
    await keyFor(secret),
    signatureBytes as Uint8Array<ArrayBuffer>,
    new TextEncoder().encode(`${header}.${payload}`),
  );
  if (!valid) return null;
  const claims = decodeJsonBase64Url(payload);
  if (!isClaims(claims) || claims.exp * 1000 <= nowMs) return null;
  return claims;
}

/** Reads the claims without checking anything: only for telling an expired token's session apart. */
export function peekClaims(token: string): Partial<AccessClaims> | null {
  const payload = token.split('.')[1];
  const claims = payload ? decodeJsonBase64Url(payload) : null;
  return claims && typeof claims === 'object' ? (claims as Partial<AccessClaims>) : null;
}

function isHs256Header(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { alg?: unknown }).alg === 'HS256';
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
