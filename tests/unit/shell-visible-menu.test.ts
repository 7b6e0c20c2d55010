// The main menu is built once per token and shared between users with the same entries (its list is
// rendered once per menu, language and current entry). These tests hold the memo to what it may reuse.
import { describe, expect, it } from 'vitest';
import { resolveHost } from '../../src/content/hosts/index';
import type { ShellUser } from '../../src/server/shell/shell-context';
import { visibleMenu } from '../../src/server/shell/shell-context';

const store = { hasSubMenuBike: true, hasSubMenuPAA: true, hasSubMenuGroupset: true };
const us = resolveHost('us.localhost', 'us');

function user(scp: string[], name = 'Jamie Carter'): ShellUser {
  return { sub: name, sid: `s-${name}`, name, lang: 'en', lim: null, scp, areas: [], flags: {} as ShellUser['flags'], salesActiveCustCode: null, iat: 0, exp: 0 };
}

const dealerScopes = ['page.catalog', 'page.order-status', 'cart.display-order-qty'];

describe('visibleMenu', () => {
  it('gives one user the same menu on every page, and another user with the same entries the same array', () => {
    const first = user(dealerScopes, 'A');
    const menu = visibleMenu(us, 'us.localhost', first, store);
    expect(visibleMenu(us, 'us.localhost', first, store)).toBe(menu);
    expect(visibleMenu(us, 'us.localhost', user([...dealerScopes], 'B'), store)).toBe(menu);
  });

  it('builds a new menu when the scopes, the host or the store differ', () => {
    const dealer = user(dealerScopes, 'C');
    const menu = visibleMenu(us, 'us.localhost', dealer, store);
    expect(visibleMenu(us, 'us.localhost', user(['page.order-status'], 'D'), store)).not.toBe(menu);
    const withoutBikes = visibleMenu(us, 'us.localhost', dealer, { ...store, hasSubMenuBike: false });
    expect(withoutBikes.flatMap((item) => (item.kind === 'group' ? item.children.map((c) => c.id) : [item.id]))).not.toContain('catalog_bike');
    expect(visibleMenu(us, 'us.localhost', dealer, store)).toBe(menu);
  });
});
