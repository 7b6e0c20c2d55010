import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratePortal } from '../../db/migrate';
import { announcements, banners, permissions, rolePermissions, roles, userAreas, userCustomers, userRoles, users } from '../../db/schema';
import { seedPortal } from '../../db/seed';
import { verifyPassword } from '../../src/server/auth/password';
import { scopesOf } from '../factories';
import { createTestDb, type TestDb } from '../support/db';

const tables = { users, roles, permissions, rolePermissions, userRoles, userAreas, userCustomers, announcements, banners };

async function counts(test: TestDb): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await test.db.select({ n: count() }).from(table))[0]?.n ?? 0] as const),
  );
  return Object.fromEntries(entries);
}

describe('portal migrations', () => {
  it('apply on a fresh database and again without changes', async () => {
    const test = await createTestDb({ migrate: false });
    try {
      await migratePortal(test.client);
      await migratePortal(test.client);
      const tablesFound = await test.client.execute("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'");
      const names = tablesFound.rows.map((row) => String(row['name']));
      expect(names).toEqual(expect.arrayContaining(['users', 'sessions', 'refresh_tokens', 'login_throttles', 'announcements', 'banners', 'files', 'idempotency_keys', 'audit_log']));
      const applied = await test.client.execute('select count(*) as n from __drizzle_migrations');
      expect(Number(applied.rows[0]?.['n'])).toBeGreaterThan(0);
    } finally {
      test.cleanup();
    }
  });
});

describe('seedPortal', () => {
  let test: TestDb;
  beforeAll(async () => {
    test = await createTestDb();
  });
  afterAll(() => test.cleanup());

  it('creates the demo accounts with working passwords and the expected scopes', async () => {
    const accounts = await seedPortal(test.db);
    expect(accounts.map((a) => a.username)).toEqual(['dealer.us', 'dealer.de', 'dealer.id', 'sales.rep', 'vendor.id', 'admin', 'auditor']);
    const dealer = await test.db.query.users.findFirst({ where: eq(users.username, 'dealer.de') });
    expect(dealer).toBeDefined();
    expect(await verifyPassword(accounts[1]?.password ?? '', dealer?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong', dealer?.passwordHash ?? '')).toBe(false);
    const links = await test.db.select().from(userCustomers).where(eq(userCustomers.userId, dealer?.id ?? -1));
    expect(links.map(({ r3, isr }) => ({ r3, isr }))).toEqual([{ r3: '0002000456', isr: 'I002000456' }]);

    const payer = await test.db.query.users.findFirst({ where: eq(users.username, 'dealer.id') });
    const payerLinks = await test.db.select().from(userCustomers).where(eq(userCustomers.userId, payer?.id ?? -1));
    expect(payerLinks.map(({ r3, isr }) => ({ r3, isr }))).toEqual([{ r3: '0004105617', isr: null }]);
    expect(await scopesOf(test.db, payer?.id ?? -1)).toContain('page.payment-request');

    const admin = await test.db.query.users.findFirst({ where: eq(users.username, 'admin') });
    const allScopes = (await test.db.select({ name: permissions.name }).from(permissions)).map((p) => p.name).sort();
    expect(await scopesOf(test.db, admin?.id ?? -1)).toEqual(allScopes);
    expect(allScopes).toEqual(expect.arrayContaining(['page.orderlist', 'page.payment-request', 'menu.change-cust', 'marketing-material.cud']));

    const rep = await test.db.query.users.findFirst({ where: eq(users.username, 'sales.rep') });
    const areas = await test.db.select().from(userAreas).where(eq(userAreas.userId, rep?.id ?? -1));
    expect(areas.map((a) => `${a.sorg}:${a.limitation}:${a.value}`).sort()).toEqual(['ID01:salesman:S10025', 'US01:salesman:S10025']);
    expect(await scopesOf(test.db, rep?.id ?? -1)).toContain('menu.change-cust');

    const auditor = await test.db.query.users.findFirst({ where: eq(users.username, 'auditor') });
    expect(auditor?.limitation).toBe('audit');
  });

  it('changes nothing on a second run and keeps what a user changed', async () => {
    await test.db.update(users).set({ name: 'Katrin Müller-Schmidt' }).where(eq(users.username, 'dealer.de'));
    const before = await counts(test);
    await seedPortal(test.db);
    expect(await counts(test)).toEqual(before);
    const dealer = await test.db.query.users.findFirst({ where: eq(users.username, 'dealer.de') });
    expect(dealer?.name).toBe('Katrin Müller-Schmidt');
  });

  it('gives a folder from an earlier release the new scopes on the seeded roles, and never re-grants one taken away', async () => {
    const dealerRole = await test.db.query.roles.findFirst({ where: eq(roles.name, 'dealer') });
    const grantOf = async (name: string) => {
      const permission = await test.db.query.permissions.findFirst({ where: eq(permissions.name, name) });
      return { roleId: dealerRole?.id ?? -1, permissionId: permission?.id ?? -1 };
    };
    const dealerId = (await test.db.query.users.findFirst({ where: eq(users.username, 'dealer.us') }))?.id ?? -1;
    // As if 'page.order-status' came with this release: the folder has neither the scope nor the grant.
    await test.db.delete(permissions).where(eq(permissions.name, 'page.order-status'));
    // And a scope the folder knew that an administrator took from the dealer role.
    const taken = await grantOf('page.claim');
    await test.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, taken.roleId), eq(rolePermissions.permissionId, taken.permissionId)));
    await seedPortal(test.db);
    const scopes = await scopesOf(test.db, dealerId);
    expect(scopes).toContain('page.order-status');
    expect(scopes).not.toContain('page.claim');
    await test.db.insert(rolePermissions).values(await grantOf('page.claim'));
  });

  it('recreates a demo account that was deleted without touching the others', async () => {
    const before = await counts(test);
    await test.db.delete(users).where(eq(users.username, 'auditor'));
    await seedPortal(test.db);
    expect(await counts(test)).toEqual(before);
    const dealer = await test.db.query.users.findFirst({ where: eq(users.username, 'dealer.de') });
    expect(dealer?.name).toBe('Katrin Müller-Schmidt');
  });
});
