// The signed-in home's reads against the embedded upstream: the demo dealers' overdue invoices,
// credit with average payment days, back-orders; only what the user's scopes admit is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToday } from '../../src/domain/home/attention.rules';
import { loadDashboard } from '../../src/server/home/home.service';
import { createMemoryCache } from '../../src/server/runtime/node/cache';
import { openAuthWorld, type AuthWorld } from './auth-fixture';

let world: AuthWorld;
beforeAll(async () => {
  world = await openAuthWorld();
}, 120_000);
afterAll(() => world.close());

const PEDAL_PUSHERS = { r3: '0001000123', isr: null };
const RADHAUS = { r3: '0002000456', isr: 'I002000456' };
const all = { invoices: true, credit: true, orders: true };

describe('loadDashboard', () => {
  it('gives a dealer its overdue invoices oldest first, credit with average payment days and back-orders', async () => {
    const today = isoToday();
    const dash = await loadDashboard({ upstream: world.upstream, cache: createMemoryCache() }, RADHAUS, today, all);
    expect(dash.failed).toBe(false);
    const overdue = dash.invoices?.overdue ?? [];
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((r) => r.dueDate < today && r.amount > 0 && r.paymentRequestId === null)).toBe(true);
    expect(overdue.map((r) => r.dueDate)).toEqual([...overdue.map((r) => r.dueDate)].sort());
    expect(overdue[0]?.companyName).toMatch(/Spoke/);
    expect(dash.credit?.length).toBe(2);
    expect(dash.credit?.every((c) => Number.isInteger(c.averagePaymentDays) && c.averagePaymentDays > 0)).toBe(true);
    expect(dash.backorders?.lines.length).toBeLessThanOrEqual(5);
    expect(dash.backorders?.lines.every((l) => l.openQty > 0)).toBe(true);
    expect(Array.isArray(dash.shipped)).toBe(true);
  });

  it('reads nothing the user may not see, and another dealer gets its own invoices', async () => {
    const none = await loadDashboard({ upstream: world.upstream, cache: createMemoryCache() }, PEDAL_PUSHERS, isoToday(), { invoices: false, credit: false, orders: false });
    expect(none).toEqual({ invoices: null, credit: null, shipped: null, backorders: null, claims: null, recalls: null, failed: false });
    const mine = await loadDashboard({ upstream: world.upstream, cache: createMemoryCache() }, PEDAL_PUSHERS, isoToday(), { ...all, orders: false });
    const theirs = await loadDashboard({ upstream: world.upstream, cache: createMemoryCache() }, RADHAUS, isoToday(), { ...all, orders: false });
    const numbers = (d: typeof mine) => [...(d.invoices?.overdue ?? []), ...(d.invoices?.dueSoon ?? [])].map((r) => r.invoiceNo);
    expect(numbers(mine).some((n) => numbers(theirs).includes(n))).toBe(false);
    expect([...(mine.invoices?.overdue ?? [])].every((r) => r.custCode === PEDAL_PUSHERS.r3)).toBe(true);
  });

  it('lists the claims waiting for the dealer, none of another dealer\'s', async () => {
    const cache = createMemoryCache();
    const reads = { invoices: false, credit: false, orders: false, claims: true };
    const [us, de] = await Promise.all([loadDashboard({ upstream: world.upstream, cache }, PEDAL_PUSHERS, isoToday(), reads), loadDashboard({ upstream: world.upstream, cache }, RADHAUS, isoToday(), reads)]);
    const rows = [...(us.claims?.rows ?? []), ...(de.claims?.rows ?? [])];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((c) => c.status.id === 3)).toBe(true);
    expect(us.claims?.rows.every((c) => c.custCode === PEDAL_PUSHERS.r3)).toBe(true);
    expect(de.claims?.rows.every((c) => c.custCode === RADHAUS.r3)).toBe(true);
    expect(us.claims?.rows.length).toBeLessThanOrEqual(5);
  });
});
