// Failed sign-ins counted per account and per address in login_throttles (fixed windows).
import { eq, inArray } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { loginThrottles } from '../../../db/schema';

export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const ACCOUNT_RULE: ThrottleRule = { maxFailures: 5, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };
export const ADDRESS_RULE: ThrottleRule = { maxFailures: 20, windowMs: FIFTEEN_MINUTES, lockMs: FIFTEEN_MINUTES };

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

export function throttleKeys(username: string, address: string): ThrottleKey[] {
  return [
    { key: `account:${username.trim().toLowerCase()}`, rule: ACCOUNT_RULE },
    { key: `address:${address}`, rule: ADDRESS_RULE },
  ];
}

/** The latest lock end among the keys, or null when none is locked now. */
export async function lockedUntil(db: PortalDb, keys: readonly ThrottleKey[], now: Date): Promise<Date | null> {
  const rows = await db.select().from(loginThrottles).where(inArray(loginThrottles.key, keys.map((k) => k.key)));
  const locks = rows.map((r) => r.lockedUntil).filter((d): d is Date => d !== null && d > now);
  return locks.length ? new Date(Math.max(...locks.map((d) => d.getTime()))) : null;
}

export async function recordFailure(db: PortalDb, keys: readonly ThrottleKey[], now: Date): Promise<void> {
  for (const { key, rule } of keys) {
    const [row] = await db.select().from(loginThrottles).where(eq(loginThrottles.key, key)).limit(1);
    const fresh = !row || now.getTime() - row.windowStart.getTime() >= rule.windowMs;
    const failures = fresh ? 1 : row.failures + 1;
    const lock = failures >= rule.maxFailures ? new Date(now.getTime() + rule.lockMs) : null;
    const values = { failures, windowStart: fresh ? now : row.windowStart, lockedUntil: lock };
    await db.insert(loginThrottles).values({ key, ...values }).onConflictDoUpdate({ target: loginThrottles.key, set: values });
  }
}

/** A successful sign-in clears the account's count; the address keeps its own. */
export async function clearAccount(db: PortalDb, keys: readonly ThrottleKey[]): Promise<void> {
  const account = keys.find((k) => k.key.startsWith('account:'));
  if (account) await db.delete(loginThrottles).where(eq(loginThrottles.key, account.key));
}
