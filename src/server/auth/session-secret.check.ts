// Whether the configured SESSION_SECRET may sign access tokens. In production it must be set and
// hold at least 32 bytes: a missing one would mean a random secret per process or Worker isolate,
// which signs users out at random as requests move between isolates, and a short one can be guessed.
export const MIN_SESSION_SECRET_BYTES = 32;

export type SessionSecretCheck = { ok: true } | { ok: false; problem: string };

export function checkSessionSecret(secret: string | undefined, production: boolean): SessionSecretCheck {
  if (!production) return { ok: true };
  if (!secret) return { ok: false, problem: 'SESSION_SECRET is not set' };
  const bytes = new TextEncoder().encode(secret).byteLength;
  if (bytes < MIN_SESSION_SECRET_BYTES) return { ok: false, problem: `SESSION_SECRET is ${bytes} bytes long, shorter than the ${MIN_SESSION_SECRET_BYTES} it needs` };
  return { ok: true };
}

/** A built server (Astro's production build, Node or Worker); not the dev server, tests or scripts. */
export function isProductionBuild(): boolean {
  return (import.meta as { env?: { PROD?: boolean } }).env?.PROD === true;
}

/** The log line a refused configuration writes, once. */
export function secretProblemLine(problem: string): string {
  return `[config] ${problem}: this production server answers 503 to every request until SESSION_SECRET holds ${MIN_SESSION_SECRET_BYTES}+ random bytes (npx wrangler secret put SESSION_SECRET --env <country>, or the SESSION_SECRET environment variable on Node)`;
}
