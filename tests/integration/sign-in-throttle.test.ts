// Sign-in throttling (decision 0095): failures counted atomically per account and address, per
// address and per account; an address that fails waits longer and longer, others are not slowed;
// the account itself is locked only past 50 failures, and an administrator can lift the lock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../../db/schema';
import { recordFailure, throttleKeys, throttleVerdict, THROTTLE_WINDOW_MS } from '../../src/server/auth/throttle.repo';
import { createUser } from '../factories';
import { apiLogin, bearer, openAuthWorld, sitePost, type AuthWorld } from './auth-fixture';

const PASSWORD = 'Right-Pass-2026';
let w: AuthWorld;
let admin: Record<string, string>;

beforeAll(async () => {
  w = await openAuthWorld();
  admin = bearer((await apiLogin(w.t, 'admin')).requestToken);
}, 120_000);
afterAll(async () => w.close());

const login = (username: string, password: string, address: string) => w.t.app.request('/api/login', sitePost({ username, password }), { clientAddress: address });
const failures = async (key: string) => (await w.t.services.db.select().from(loginThrottles).where(eq(loginThrottles.key, key)))[0]?.failures ?? 0;

describe('counting failures', () => {
  it('counts 12 parallel wrong guesses as 12, and then makes that address wait even for the right password', async () => {
    await createUser(w.t.services.db, { username: 'raced', password: PASSWORD });
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => login('raced', `wrong-${i}`, '10.7.0.1')));
    expect(guesses.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 401));
    const [pair, address, account] = throttleKeys('raced', '10.7.0.1');
    expect(await failures(pair?.key ?? '')).toBe(12);
    expect(await failures(address?.key ?? '')).toBe(12);
    expect(await failures(account?.key ?? '')).toBe(12);
    const waiting = await login('raced', PASSWORD, '10.7.0.1');
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(100);
    expect((await login('raced', PASSWORD, '10.7.0.2')).status).toBe(200);
  });

  it('waits 1 s after the third failure of an account from an address, doubling with each one after, at most 15 minutes', async () => {
    const keys = throttleKeys('doubling', '10.7.1.1');
    const start = new Date('2026-01-01T10:00:00Z');
    const waits: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const now = new Date(start.getTime() + i * 1000);
      await recordFailure(w.t.services.db, keys, now);
      const verdict = await throttleVerdict(w.t.services.db, keys, now);
      waits.push(verdict.kind === 'open' ? 0 : verdict.retryAfterSeconds);
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('starts counting again once the window has passed', async () => {
    const keys = throttleKeys('window', '10.7.2.1');
    const start = new Date('2026-01-01T10:00:00Z');
    for (let i = 0; i < 3; i += 1) await recordFailure(w.t.services.db, keys, start);
    const later = new Date(start.getTime() + THROTTLE_WINDOW_MS + 1);
    expect((await recordFailure(w.t.services.db, keys, later)).pair).toBe(1);
    expect(await throttleVerdict(w.t.services.db, keys, later)).toEqual({ kind: 'open' });
  });
});

describe('the account-wide lock', () => {
  it('holds off after 49 failures from many addresses and locks the account at 50, for every address', async () => {
    const user = await createUser(w.t.services.db, { username: 'sprayed', password: PASSWORD });
    const now = new Date();
    for (let i = 0; i < 49; i += 1) await recordFailure(w.t.services.db, throttleKeys('sprayed', `10.8.${i}.1`), now);
    expect((await login('sprayed', PASSWORD, '10.8.200.1')).status).toBe(200);
    await recordFailure(w.t.services.db, throttleKeys('sprayed', '10.8.49.1'), now);
    const locked = await login('sprayed', PASSWORD, '10.8.201.1');
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: { messageKey: string } }).error.messageKey).toBe('auth.login_locked');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);

    const unlocked = await w.t.request(`/api/admin/users/${user.id}/unlock`, { method: 'POST', headers: { ...admin, origin: 'http://localhost' } });
    expect(unlocked.status).toBe(200);
    expect(await unlocked.json()).toEqual({ wasLocked: true });
    expect((await login('sprayed', PASSWORD, '10.8.201.1')).status).toBe(200);
  });

  it('is lifted only by a user administrator', async () => {
    const user = await createUser(w.t.services.db, { username: 'not.yours', password: PASSWORD });
    const dealer = bearer((await apiLogin(w.t, 'dealer.us')).requestToken);
    const res = await w.t.request(`/api/admin/users/${user.id}/unlock`, { method: 'POST', headers: { ...dealer, origin: 'http://localhost' } });
    expect(res.status).toBe(403);
  });
});
