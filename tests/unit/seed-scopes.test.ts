import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from '../../db/seed-data/accounts';
import { SEED_GROUP_ROLES, SEED_ROLES } from '../../db/seed-data/roles';
import { ALL_SCOPES } from '../../db/seed-data/scopes';
import { ROUTES } from '../../src/domain/routes';

const routeScopes = [...new Set(ROUTES.flatMap((route) => route.scopes.flatMap((entry) => (typeof entry === 'string' ? [entry] : [...entry]))))];

describe('seeded scopes and roles', () => {
  it('seed every scope the route table checks, so the administrator can open every route', () => {
    expect(routeScopes.filter((scope) => !ALL_SCOPES.includes(scope))).toEqual([]);
  });

  it('give roles only scopes that exist', () => {
    for (const role of SEED_ROLES) expect(role.scopes.filter((scope) => !ALL_SCOPES.includes(scope)), role.name).toEqual([]);
  });

  it('give demo accounts and group roles only roles that are seeded', () => {
    const names = SEED_ROLES.map((role) => role.name);
    const used = [...SEED_ACCOUNTS.flatMap((account) => account.roles), ...SEED_GROUP_ROLES.flatMap((group) => group.roles)];
    expect(used.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('let the sales rep switch customers and keep that scope away from dealers', () => {
    const scopesOf = (name: string) => SEED_ROLES.find((role) => role.name === name)?.scopes ?? [];
    expect(scopesOf('salesman')).toContain('menu.change-cust');
    expect(scopesOf('dealer')).not.toContain('menu.change-cust');
    expect(scopesOf('dealer')).toContain('cart.display-order-qty');
  });
});
