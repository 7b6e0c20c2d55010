// The key that signs access tokens. SESSION_SECRET in production (scripts/prepare-data.ts writes one
// for local runs); without it, a random per-process secret keeps a dev server usable, at the price
// of signing everyone out on restart (and it would break several Worker isolates, hence the warning).
import { serverEnv } from '../env';
import { randomToken } from './base64url';

let fallback: string | undefined;

export function sessionSecret(): string {
  const configured = serverEnv().SESSION_SECRET;
  if (configured) return configured;
  if (!fallback) {
    console.warn('[auth] SESSION_SECRET is not set: using a random secret for this process only');
    fallback = randomToken(32);
  }
  return fallback;
}
