import { describe, expect, it } from 'vitest';
import { MENU, buildMenu, flatEntries, profileMenu, type MenuContext, type MenuEntryDef, type VisibleMenuItem } from '../../src/domain/menu';
import { canAccess, matchRoute } from '../../src/domain/routes';

const ctx = (over: Partial<MenuContext> = {}): MenuContext => ({
  scopes: [],
  flags: {},
  host: { hostname: 'b2b.example.co.id', allowPreviewPage: true, hiddenPreviewHosts: [] },
  store: { hasSubMenuBike: true, hasSubMenuPAA: true, hasSubMenuGroupset: false },
  userAreas: [],
  ...over,
});

/** Every visible id, groups as `group>child`. */
const ids = (items: readonly VisibleMenuItem[]): string[] =>
  items.flatMap((i) => (i.kind === 'entry' ? [i.id] : i.children.map((c) => `${i.id}>${c.id}`)));

const allEntries = (): MenuEntryDef[] => MENU.flatMap((i) => ('children' in i ? i.children : [i]));

describe('buildMenu', () => {
  it('shows only the always-visible sales documents to a user without scopes', () => {
    expect(ids(buildMenu(ctx()))).toEqual(['sales_document>sd_sales', 'sales_document>sd_technical']);
  });

  it('splits the catalogue into submenus by store flag unless the menu is merged', () => {
    const scopes = ['page.catalog', 'page.home-page'];
    expect(ids(buildMenu(ctx({ scopes })))).toEqual(
      expect.arrayContaining(['catalog_group>home_page', 'catalog_group>catalog_bike', 'catalog_group>catalog_paa']),
    );
    expect(ids(buildMenu(ctx({ scopes }))).some((id) => id.includes('groupset'))).toBe(false);
    const merged = ids(buildMenu(ctx({ scopes, flags: { MERGE_MENU_CATALOG: true } })));
    expect(merged).toContain('catalog');
    expect(merged.some((id) => id.startsWith('catalog_group'))).toBe(false);
  });

  it('hides the catalogue group when no submenu is permitted', () => {
    const none = ctx({ scopes: ['page.catalog'], store: { hasSubMenuBike: false, hasSubMenuPAA: false, hasSubMenuGroupset: false } });
    expect(buildMenu(none).some((i) => i.id === 'catalog_group')).toBe(false);
  });

  it('gives marketing-material editors the admin entries and everyone else the dealer entries', () => {
    const dealer = ids(buildMenu(ctx({ scopes: ['page.marketing-material'] })));
    expect(dealer).toEqual(expect.arrayContaining(['marketing_material>mm_brand_assets', 'marketing_material>mm_product_lineup']));
    expect(dealer.some((id) => id.includes('mm_admin'))).toBe(false);
    const editor = ids(buildMenu(ctx({ scopes: ['page.marketing-material', 'marketing-material.cud'] })));
    expect(editor.filter((id) => id.startsWith('marketing_material'))).toEqual(['marketing_material>mm_admin_category', 'marketing_material>mm_admin_image']);
  });

  it('gives sales-document editors the group and list entries instead of sales and technical', () => {
    const editor = ids(buildMenu(ctx({ scopes: ['sales-document.cu'] })));
    expect(editor).toEqual(['sales_document>sd_admin_group', 'sales_document>sd_admin_list']);
  });

  it('shows news only with the NEWS flag, as the admin list for news.cu', () => {
    expect(ids(buildMenu(ctx({ scopes: ['page.news'] })))).not.toContain('news');
    expect(ids(buildMenu(ctx({ scopes: ['page.news'], flags: { NEWS: true } })))).toContain('news');
    const editor = ids(buildMenu(ctx({ scopes: ['page.news', 'news.cu'], flags: { NEWS: true } })));
    expect(editor).toContain('admin_news');
    expect(editor).not.toContain('news');
  });

  it('shows the preview page with the flag and a host that allows it', () => {
    const scopes = ['page.catalog'];
    expect(ids(buildMenu(ctx({ scopes, flags: { MARIN_PREVIEW_PAGE: true } })))).toContain('preview_page');
    expect(ids(buildMenu(ctx({ scopes })))).not.toContain('preview_page');
    const hidden = ctx({ scopes, flags: { MARIN_PREVIEW_PAGE: true }, host: { hostname: 'x.example', allowPreviewPage: true, hiddenPreviewHosts: ['x.example'] } });
    expect(ids(buildMenu(hidden))).not.toContain('preview_page');
  });

  it('shows the visit forms a user has areas for, or both when none are named', () => {
    const scopes = ['page.formvisit'];
    expect(ids(buildMenu(ctx({ scopes })))).toEqual(['visit_form>visit_form_polygon', 'visit_form>visit_form_wim', 'sales_document>sd_sales', 'sales_document>sd_technical']);
    const wimOnly = ctx({ scopes, userAreas: [{ limitation: 'visit_form', value: 'WIM' }, { limitation: 'salesman', value: 'S10025' }] });
    expect(ids(buildMenu(wimOnly)).filter((id) => id.startsWith('visit_form'))).toEqual(['visit_form>visit_form_wim']);
  });

  it('opens the user list with either user-management scope, roles only with the global one', () => {
    const us = ids(buildMenu(ctx({ scopes: ['page.user-management-us'] })));
    expect(us).toContain('admin>admin_users');
    expect(us).not.toContain('admin>admin_roles');
  });

  it('links every entry to a route its permission opens', () => {
    for (const entry of allEntries()) {
      const match = matchRoute(entry.href);
      expect(match, entry.href).not.toBeNull();
      const perm = entry.permission;
      const scopes = [...(perm === undefined ? [] : typeof perm === 'string' ? [perm] : perm.slice(0, 1)), ...(entry.when?.withScope ? [entry.when.withScope] : [])];
      if (match) expect(canAccess({ scopes }, match.route), entry.id).toBe(true);
    }
  });
});

describe('profileMenu', () => {
  it('offers edit profile and consumer voice only with their scopes, logout always', () => {
    expect(profileMenu([]).map((e) => e.id)).toEqual(['logout']);
    expect(profileMenu(['profile.update', 'consumer-voice.submit']).map((e) => e.id)).toEqual(['edit_profile', 'consumer_voice', 'logout']);
  });
});

describe('flatEntries', () => {
  const names: Record<string, string> = { 'menu.orders': 'Orders', 'menu.third_party': 'Third party', 'menu.catalog': 'Catalogue', 'menu.order_list': 'Order list', 'menu.home': 'Home' };
  const name = (key: string) => names[key] ?? key;
  const entry = (id: string, labelKey: `menu.${string}`) => ({ kind: 'entry' as const, id, href: `/${id}`, labelKey, icon: 'x' });
  const menu: VisibleMenuItem[] = [
    entry('home', 'menu.home'),
    { kind: 'group', id: 'order', labelKey: 'menu.orders', icon: 'x', children: [entry('order', 'menu.orders'), entry('order-list', 'menu.order_list')] },
    { kind: 'group', id: '3rd', labelKey: 'menu.third_party', icon: 'x', children: [entry('3rd-catalog', 'menu.catalog'), entry('3rd-order', 'menu.orders')] },
  ];

  it('names an entry with its group only where its own name repeats in the list, and not in its namesake group', () => {
    expect(flatEntries(menu, name).map((e) => e.text)).toEqual(['Home', 'Orders', 'Order list', 'Catalogue', 'Third party · Orders']);
    expect(flatEntries(menu, name).map((e) => e.entry.id)).toEqual(['home', 'order', 'order-list', '3rd-catalog', '3rd-order']);
  });
});
