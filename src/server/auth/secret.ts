// The key that signs access tokens. SESSION_SECRET in production (scripts/prepare-data.ts writes one
// for local runs); a production server refuses to run without a good one (session-secret.check.ts,
// the edge's config step and the Node server's start). Outside production, a random per-process
// secret keeps a dev server usable, at the price of signing everyone out on restart.
import { serverEnv } from '../env';
import { randomToken } from './base64url';
import { checkSessionSecret, isProductionBuild } from './session-secret.check';

let fallback: string | undefined;

export function sessionSecret(): string {
  const configured = serverEnv().SESSION_SECRET;
  const check = checkSessionSecret(configured, isProductionBuild());
  if (!check.ok) throw new Error(check.problem);
  if (configured) return configured;
  if (!fallback) {
    console.warn('[auth] SESSION_SECRET is not set: using a random secret for this process only');
    fallback = randomToken(32);
  }
  return fallback;
}
