// Failed sign-ins (and wrong current passwords on the profile page) counted in login_throttles, in
// fixed windows, per account and address, per address and per account (decision 0095). An address
// that keeps failing waits longer and longer; only past a much higher count from anywhere is the
// account itself locked, until the lock runs out or an administrator lifts it.
import { eq, or, sql } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { loginThrottles } from '../../../db/schema';

const SECOND = 1000;
export const THROTTLE_WINDOW_MS = 15 * 60 * SECOND;
const MAX_WAIT_MS = 15 * 60 * SECOND;
const ACCOUNT_LOCK_MS = 15 * 60 * SECOND;

export type ThrottleScope = 'pair' | 'address' | 'account';

interface ThrottleRule {
  /** How long the key waits after its `failures`th failure (0 = not at all). */
  waitMs(failures: number): number;
}

/** 1 s after the first failure past the free ones, doubling with each further one, at most 15 minutes. */
const growing = (free: number): ThrottleRule => ({
  waitMs: (failures) => (failures < free ? 0 : Math.min(MAX_WAIT_MS, SECOND * 2 ** Math.min(failures - free, 20))),
});

export const THROTTLE_RULES: Record<ThrottleScope, ThrottleRule> = {
  pair: growing(3),
  address: growing(20),
  account: { waitMs: (failures) => (failures < 50 ? 0 : ACCOUNT_LOCK_MS) },
};

export interface ThrottleKey {
  key: string;
  scope: ThrottleScope;
}

const accountName = (username: string): string => username.trim().toLowerCase();
const pairPrefix = (username: string): string => `pair:[${JSON.stringify(accountName(username))},`;

export function throttleKeys(username: string, address: string): ThrottleKey[] {
  return [
    { key: `${pairPrefix(username)}${JSON.stringify(address)}]`, scope: 'pair' },
    { key: `address:${address}`, scope: 'address' },
    { key: `account:${accountName(username)}`, scope: 'account' },
  ];
}

export type ThrottleVerdict = { kind: 'open' } | { kind: 'wait' | 'locked'; retryAfterSeconds: number };

/** Whether an attempt may be checked now: `locked` when the account is, `wait` when this address must. */
export async function throttleVerdict(db: PortalDb, keys: readonly ThrottleKey[], now: Date): Promise<ThrottleVerdict> {
  const rows = await db.select().from(loginThrottles).where(or(...keys.map((k) => eq(loginThrottles.key, k.key))));
  const until = (scopes: readonly ThrottleScope[]) =>
    Math.max(0, ...rows.filter((r) => scopes.includes(scopeOf(keys, r.key)) && r.lockedUntil && r.lockedUntil > now).map((r) => r.lockedUntil?.getTime() ?? 0));
  const seconds = (at: number) => Math.max(1, Math.ceil((at - now.getTime()) / SECOND));
  const locked = until(['account']);
  if (locked) return { kind: 'locked', retryAfterSeconds: seconds(locked) };
  const wait = until(['pair', 'address']);
  return wait ? { kind: 'wait', retryAfterSeconds: seconds(wait) } : { kind: 'open' };
}

function scopeOf(keys: readonly ThrottleKey[], key: string): ThrottleScope {
  return keys.find((k) => k.key === key)?.scope ?? 'pair';
}

/**
 * Counts one failure on every key, each in one statement, so parallel guesses count one each; the
 * key then waits as long as its count says (never shorter than a wait already set). Answers the counts.
 */
export async function recordFailure(db: PortalDb, keys: readonly ThrottleKey[], now: Date): Promise<Record<ThrottleScope, number>> {
  const at = now.getTime();
  const stale = at - THROTTLE_WINDOW_MS;
  const counts: Record<ThrottleScope, number> = { pair: 0, address: 0, account: 0 };
  for (const { key, scope } of keys) {
    const [row] = await db
      .insert(loginThrottles)
      .values({ key, failures: 1, windowStart: now, lockedUntil: null })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`CASE WHEN ${loginThrottles.windowStart} <= ${stale} THEN 1 ELSE ${loginThrottles.failures} + 1 END`,
          windowStart: sql`CASE WHEN ${loginThrottles.windowStart} <= ${stale} THEN ${at} ELSE ${loginThrottles.windowStart} END`,
        },
      })
      .returning({ failures: loginThrottles.failures });
    const failures = row?.failures ?? 1;
    counts[scope] = failures;
    const waitMs = THROTTLE_RULES[scope].waitMs(failures);
    if (waitMs > 0) {
      await db
        .update(loginThrottles)
        .set({ lockedUntil: sql`MAX(COALESCE(${loginThrottles.lockedUntil}, 0), ${at + waitMs})` })
        .where(eq(loginThrottles.key, key));
    }
  }
  return counts;
}

/** The right password from this address forgets this address's failures on the account. */
export async function clearPair(db: PortalDb, keys: readonly ThrottleKey[]): Promise<void> {
  const pair = keys.find((k) => k.scope === 'pair');
  if (pair) await db.delete(loginThrottles).where(eq(loginThrottles.key, pair.key));
}

/** An administrator lifts the account's lock and every address's wait on it; answers whether there was one. */
export async function unlockAccount(db: PortalDb, username: string, now: Date): Promise<boolean> {
  const prefix = pairPrefix(username);
  const removed = await db
    .delete(loginThrottles)
    .where(or(eq(loginThrottles.key, `account:${accountName(username)}`), sql`substr(${loginThrottles.key}, 1, ${prefix.length}) = ${prefix}`))
    .returning({ lockedUntil: loginThrottles.lockedUntil });
  return removed.some((r) => r.lockedUntil !== null && r.lockedUntil > now);
}
