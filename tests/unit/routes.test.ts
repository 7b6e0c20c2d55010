import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  canAccess,
  hasScope,
  matchRoute,
  needsCustomer,
  routeById,
  routePath,
  showsCustomerChip,
  type RouteDef,
} from '../../src/domain/routes';

const route = (id: string): RouteDef => {
  const found = routeById(id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
};

// Every path both spec documents name, with sample parameters.
const SPEC_PATHS = `
/ /bonus-dealer /bonus-dealer-new /cart /cart/checkout /claim /click-collect /download-area /login /maintenance
/marketing-material /new-customer-inquiry /news /order /payment /payment/invoice /pdi /retail-sales /sales-area
/sales-document /sales-overview /sales-overview-new /upload-area /visit-form /user/edit-profile /error/admin
/invoice/invoice-list /invoice/invoice-list-new /invoice/open-invoice
/catalog /catalog/bike /catalog/paa /catalog/groupset /catalog/list /catalog/fast-order /catalog/repeat-order
/catalog/frequent-purchases /catalog/previous-purchases /catalog/preview-page /catalog/bike/xtc-slr-29 /catalog/paa/bell-helmet
/catalog/siskiu-t8 /home-page
/3rd-party/article-maintenance /3rd-party/catalog /3rd-party/catalog-new /3rd-party/order
/admin/announcements /admin/banners /admin/catalog-analyze /admin/catalog-analyze-new /admin/group-roles
/admin/marketing-material /admin/news /admin/order-confirmation /admin/permissions /admin/roles /admin/sales-document /admin/users
/claim/create /claim/create/bike /claim/create/paa /claim/42 /claim/42/edit
/visit-form/polygon /visit-form/polygon/create /visit-form/polygon/7 /visit-form/wim /visit-form/wim/create /visit-form/wim/7
/marketing-material/brand-assets /marketing-material/brand-assets/12 /marketing-material/brand-assets/12/image/3
/news/5 /sales-document/sales /sales-document/technical/9
/admin/users/create /admin/users/create-us /admin/users/create-users-mass /admin/users/3/edit /admin/users/3/edit-us /admin/users/3/copy-us
/admin/roles/create /admin/roles/edit /admin/roles/edit/4 /admin/group-roles/create /admin/group-roles/edit/4
/admin/permissions/create /admin/permissions/edit /admin/permissions/edit/4
/admin/marketing-material/category /admin/marketing-material/category/create /admin/marketing-material/category/2/edit
/admin/marketing-material/image /admin/marketing-material/image/create /admin/marketing-material/image/create-bulk
/admin/marketing-material/image/2/edit /admin/news/create /admin/news/8/edit
/admin/sales-document/group /admin/sales-document/group/create /admin/sales-document/group/1/edit
/admin/sales-document/list /admin/sales-document/list/create /admin/sales-document/list/1/edit
/admin/banners/create /admin/banners/6/edit /admin/announcements/create /admin/announcements/6/edit
`.trim().split(/\s+/);

describe('matchRoute', () => {
  it.each(SPEC_PATHS)('matches the spec path %s', (path) => {
    expect(matchRoute(path)).not.toBeNull();
  });

  it('gives every route its own pattern, id and title key', () => {
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(r.titleKey).toBe(`route.${r.id}`);
  });

  it('finds each route again from its own pattern filled with parameters', () => {
    for (const r of ROUTES) {
      const names = [...r.pattern.matchAll(/:(\w+)\??/g)].map((m) => m[1] ?? '');
      const params = Object.fromEntries(names.map((n, i) => [n, `v${i}`]));
      const found = matchRoute(routePath(r, params));
      expect(found?.route.id, r.pattern).toBe(r.id);
      expect(found?.params).toEqual(params);
    }
  });

  it('answers a path asked again with the same frozen match, and another path with its own', () => {
    const first = matchRoute('/claim/12/edit');
    expect(matchRoute('/claim/12/edit')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first?.params)).toBe(true);
    expect(matchRoute('/claim/13/edit')?.params).not.toEqual(first?.params);
    expect(matchRoute('/no/such/page/at/all')).toBeNull();
    expect(matchRoute('/no/such/page/at/all')).toBeNull();
  });

  it('prefers a static segment over a parameter', () => {
    expect(matchRoute('/claim/create')?.route.id).toBe('claim_create');
    expect(matchRoute('/catalog/bike')?.route.id).toBe('catalog_bike');
    expect(matchRoute('/visit-form/wim/create')?.route.id).toBe('visit_form_wim_create');
    expect(matchRoute('/catalog/bike/marin-rift')).toMatchObject({ route: { id: 'catalog_bike_detail' }, params: { slug: 'marin-rift' } });
    expect(matchRoute('/catalog/marin-rift')).toMatchObject({ route: { id: 'catalog_detail' }, params: { slug: 'marin-rift' } });
  });

  it('reads one segment after marketing-material as the type and two as type and id', () => {
    expect(matchRoute('/marketing-material/product-lineup')).toMatchObject({ route: { id: 'marketing_material_type' }, params: { type: 'product-lineup' } });
    expect(matchRoute('/marketing-material/product-lineup/77')).toMatchObject({ route: { id: 'marketing_material_detail' }, params: { type: 'product-lineup', id: '77' } });
  });

  it('matches an optional trailing id with and without it', () => {
    expect(matchRoute('/admin/roles/edit')).toMatchObject({ route: { id: 'admin_roles_edit' }, params: {} });
    expect(matchRoute('/admin/roles/edit/9')).toMatchObject({ route: { id: 'admin_roles_edit' }, params: { id: '9' } });
    expect(matchRoute('/admin/group-roles/edit')).toBeNull();
  });

  it('ignores trailing slashes, query and hash and decodes parameters', () => {
    expect(matchRoute('/catalog/list/?search=helmet#top')?.route.id).toBe('catalog_list');
    expect(matchRoute('')?.route.id).toBe('home');
    expect(matchRoute('/news/caf%C3%A9')?.params).toEqual({ id: 'café' });
  });

  it('returns null for unknown paths and undecodable parameters', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/claim/42/delete')).toBeNull();
    expect(matchRoute('/claim/create/ebike')).toBeNull();
    expect(matchRoute('/news/%E0%A4%A')).toBeNull();
  });
});

describe('scopes', () => {
  it('needs a single scope held, or any one of a list', () => {
    expect(hasScope(['page.claim'], 'page.claim')).toBe(true);
    expect(hasScope(['page.pdi'], 'page.claim')).toBe(false);
    expect(hasScope(new Set(['page.user-management-us']), ['page.user-management', 'page.user-management-us'])).toBe(true);
    expect(hasScope([], ['a', 'b'])).toBe(false);
  });

  it('lets everyone open public routes and only signed-in users the rest', () => {
    expect(canAccess(null, route('login'))).toBe(true);
    expect(canAccess(null, route('error_admin'))).toBe(true);
    expect(canAccess(null, route('home'))).toBe(false);
    expect(canAccess({ scopes: [] }, route('home'))).toBe(true);
  });

  it('requires every entry of a route', () => {
    const adminMm = route('admin_mm_image_edit');
    expect(canAccess({ scopes: ['page.marketing-material'] }, adminMm)).toBe(false);
    expect(canAccess({ scopes: ['marketing-material.cud'] }, adminMm)).toBe(false);
    expect(canAccess({ scopes: ['page.marketing-material', 'marketing-material.cud'] }, adminMm)).toBe(true);
  });

  it('opens the user list with either user-management scope but the plain edit screen only with the global one', () => {
    const us = { scopes: ['page.user-management-us'] };
    expect(canAccess(us, route('admin_users'))).toBe(true);
    expect(canAccess(us, route('admin_users_edit_us'))).toBe(true);
    expect(canAccess(us, route('admin_users_edit'))).toBe(false);
    expect(canAccess(us, route('admin_roles'))).toBe(false);
  });

  it('gives create and edit screens the scope of their list', () => {
    for (const r of ROUTES) {
      const parent = r.id.replace(/_(create|edit|create_bulk|create_us|create_mass|edit_us|copy_us)$/, '');
      if (parent === r.id || !routeById(parent)) continue;
      if (parent === 'admin_users') continue; // its list accepts either user-management scope
      expect(r.scopes, r.id).toEqual(routeById(parent)?.scopes);
    }
  });
});

describe('customer rules', () => {
  const dealer = { scopes: ['page.download-area', 'menu.change-cust'] };
  const audit = { ...dealer, limitation: 'audit' };

  it('asks for a customer on the pages the spec lists', () => {
    for (const path of ['/cart', '/order', '/invoice/open-invoice', '/catalog/fast-order', '/sales-overview', '/payment', '/retail-sales', '/bonus-dealer']) {
      const m = matchRoute(path);
      expect(m && needsCustomer(m.route, dealer), path).toBe(true);
    }
    expect(needsCustomer(route('catalog_list'), dealer)).toBe(false);
    expect(needsCustomer(route('admin_users'), dealer)).toBe(false);
  });

  it('exempts download-area from customer selection for limitation audit only', () => {
    expect(needsCustomer(route('download_area'), dealer)).toBe(true);
    expect(needsCustomer(route('download_area'), audit)).toBe(false);
    expect(needsCustomer(route('cart'), audit)).toBe(true);
  });

  it('hides the customer chip on profile, upload, sales-area, claim and visit-form routes', () => {
    for (const id of ['edit_profile', 'upload_area', 'sales_area', 'claim', 'claim_edit', 'visit_form_wim_detail']) {
      expect(showsCustomerChip(route(id), dealer), id).toBe(false);
    }
    expect(showsCustomerChip(route('cart'), dealer)).toBe(true);
  });

  it('hides the chip on download-area for audit and without menu.change-cust', () => {
    expect(showsCustomerChip(route('download_area'), dealer)).toBe(true);
    expect(showsCustomerChip(route('download_area'), audit)).toBe(false);
    expect(showsCustomerChip(route('cart'), { scopes: ['cart.display-order-qty'] })).toBe(false);
    expect(showsCustomerChip(route('login'), dealer)).toBe(false);
  });
});

describe('layout and phone header', () => {
  it('uses the full-container layout for public screens and a wide one for sales overview', () => {
    for (const r of ROUTES.filter((x) => x.auth === 'public')) expect(r.layout, r.id).toBe('full-container');
    expect(route('sales_overview_new').layout).toBe('defaultV3');
  });

  it('shows a back button on detail, create, edit, cart, claim and payment pages', () => {
    for (const id of ['catalog_bike_detail', 'claim_create_bike', 'admin_news_edit', 'cart', 'cart_checkout', 'claim', 'payment_invoice', 'admin_order_confirmation']) {
      expect(route(id).mobileBack, id).toBe(true);
    }
    expect(route('catalog_list').mobileBack).toBe(false);
  });

  it('shows the search button on list pages only', () => {
    for (const id of ['invoice_list', 'order', 'catalog_list', 'claim', 'admin_users', 'cart', 'third_party_order']) {
      expect(route(id).listSearch, id).toBe(true);
    }
    expect(route('admin_users_create').listSearch).toBe(false);
    expect(route('edit_profile').listSearch).toBe(false);
  });
});

describe('routePath', () => {
  it('fills and encodes parameters and drops absent optional ones', () => {
    expect(routePath(route('claim_edit'), { id: '12' })).toBe('/claim/12/edit');
    expect(routePath(route('marketing_material_detail'), { id: 'a b' })).toBe('/marketing-material/a%20b');
    expect(() => routePath(route('claim_edit'))).toThrow(/id/);
  });
});
