// The one route table of the product (docs/requirements.md#routes).
// Scope choices the spec leaves open are recorded in docs/decisions/0003-route-scopes.md.
import type { RouteDef, RouteIssue, ScopeEntry } from './route.types';

type Options = Partial<Omit<RouteDef, 'id' | 'pattern' | 'issue' | 'titleKey'>>;

function route(id: string, pattern: string, issue: RouteIssue, scopes: readonly ScopeEntry[], opts: Options = {}): RouteDef {
  return {
    id,
    pattern,
    scopes,
    auth: 'user',
    needsCustomer: false,
    layout: 'default',
    mobileBack: false,
    listSearch: false,
    hideCustomerChip: false,
    titleKey: `route.${id}`,
    issue,
    ...opts,
  };
}

const pub: Options = { auth: 'public', layout: 'full-container' };
const customer: Options = { needsCustomer: true };
const list: Options = { listSearch: true };
const back: Options = { mobileBack: true };
const noChip: Options = { hideCustomerChip: true };
const catalogue: Options = { layout: 'defaultV2' };
const wide: Options = { layout: 'defaultV3', needsCustomer: true };

const CATALOG = ['page.catalog'];
const INVOICES = ['page.invoice-status'];
const USERS_ANY = [['page.user-management', 'page.user-management-us']];
const USERS = ['page.user-management'];
const CLAIM = ['page.claim'];
const VISIT = ['page.formvisit'];
const MM = ['page.marketing-material'];
const MM_ADMIN = ['page.marketing-material', 'marketing-material.cud'];
const SD_ADMIN = ['sales-document.cu'];
const mm: Options = { contentArea: 'marketing-material' };
const sd: Options = { contentArea: 'sales-document' };
const news: Options = { contentArea: 'news', flag: 'NEWS' };

export const ROUTES: readonly RouteDef[] = [
  // Public and shell
  route('home', '/', 'shell', []),
  route('login', '/login', 'shell', [], pub),
  route('maintenance', '/maintenance', 'shell', [], pub),
  route('error_admin', '/error/admin', 'shell', [], pub),
  // Shown in place of any page whose data the upstream could not give (decision 0097).
  route('upstream_unavailable', '/unavailable', 'shell', [], noChip),
  // Shown in place of a page whose scope the user lacks, instead of signing them out.
  route('no_access', '/no-access', 'shell', [], noChip),
  route('new_customer_inquiry', '/new-customer-inquiry', 'inquiry', [], pub),
  route('edit_profile', '/user/edit-profile', 'shell', ['profile.update'], { ...noChip, ...back }),
  // Shop-system API keys of the dealer's customer (decision 0075); the page admits dealer users only.
  route('api_keys', '/user/api-keys', 'shell', ['cart.display-order-qty'], back),
  // Catalogue, cart
  route('home_page', '/home-page', 'catalogue', ['page.home-page'], catalogue),
  route('catalog', '/catalog', 'catalogue', CATALOG, { ...catalogue, ...list }),
  route('catalog_bike', '/catalog/bike', 'catalogue', CATALOG, { ...catalogue, ...list }),
  route('catalog_paa', '/catalog/paa', 'catalogue', CATALOG, { ...catalogue, ...list }),
  route('catalog_groupset', '/catalog/groupset', 'catalogue', CATALOG, { ...catalogue, ...list }),
  route('catalog_list', '/catalog/list', 'catalogue', CATALOG, { ...catalogue, ...list }),
  route('catalog_fast_order', '/catalog/fast-order', 'catalogue', CATALOG, { ...catalogue, ...customer }),
  route('catalog_repeat_order', '/catalog/repeat-order', 'catalogue', CATALOG, { ...catalogue, ...customer }),
  route('catalog_frequent_purchases', '/catalog/frequent-purchases', 'catalogue', CATALOG, { ...catalogue, ...customer }),
  route('catalog_previous_purchases', '/catalog/previous-purchases', 'catalogue', CATALOG, { ...catalogue, ...customer }),
  route('catalog_preview_page', '/catalog/preview-page', 'catalogue', CATALOG, { ...catalogue, flag: 'MARIN_PREVIEW_PAGE' }),
  route('catalog_restock_alerts', '/catalog/restock-alerts', 'catalogue', CATALOG, { ...catalogue, ...customer, ...back }),
  route('catalog_bike_detail', '/catalog/bike/:slug', 'catalogue', CATALOG, { ...catalogue, ...back }),
  route('catalog_paa_detail', '/catalog/paa/:slug', 'catalogue', CATALOG, { ...catalogue, ...back }),
  route('catalog_detail', '/catalog/:slug', 'catalogue', CATALOG, { ...catalogue, ...back }),
  route('cart', '/cart', 'catalogue', ['cart.display-order-qty'], { ...customer, ...back, ...list }),
  route('cart_checkout', '/cart/checkout', 'catalogue', ['cart.display-order-qty'], { ...customer, ...back }),
  // Orders, invoices, payments
  route('order', '/order', 'orders', ['page.order-status'], { ...customer, ...list }),
  // Saved order lists and returns (decisions 0078 and 0079): lists under the cart's scope;
  // returns are read with the orders scope and opened only by roles that may order.
  route('order_lists', '/order/lists', 'orders', ['cart.display-order-qty'], { ...customer, ...back }),
  route('order_list_add', '/order/lists/add', 'orders', ['cart.display-order-qty'], { ...customer, ...back }),
  route('order_list_detail', '/order/lists/:id', 'orders', ['cart.display-order-qty'], { ...customer, ...back }),
  route('order_returns', '/order/returns', 'orders', ['page.order-status'], { ...customer, ...back }),
  route('order_return_new', '/order/returns/new', 'orders', ['page.order-status', 'cart.display-order-qty'], { ...customer, ...back }),
  route('order_return_detail', '/order/returns/:id', 'orders', ['page.order-status'], { ...customer, ...back }),
  route('invoice_open', '/invoice/open-invoice', 'invoices', INVOICES, customer),
  route('invoice_list', '/invoice/invoice-list', 'invoices', INVOICES, { ...customer, ...list }),
  route('invoice_list_new', '/invoice/invoice-list-new', 'invoices', INVOICES, { ...customer, ...list }),
  route('payment', '/payment', 'orders', ['page.payment-request'], { ...customer, ...back }),
  route('payment_invoice', '/payment/invoice', 'invoices', INVOICES, { ...customer, ...back }),
  // Reports and dealer services
  route('sales_overview', '/sales-overview', 'sales-overview', ['page.dashboard'], wide),
  route('sales_overview_new', '/sales-overview-new', 'sales-overview', ['page.dashboard'], wide),
  route('sales_area', '/sales-area', 'frames', ['page.sales-area'], noChip),
  route('download_area', '/download-area', 'frames', ['page.download-area'], customer),
  route('upload_area', '/upload-area', 'frames', ['page.upload-area'], noChip),
  route('retail_sales', '/retail-sales', 'frames', ['page.customer-sales-report'], customer),
  // The frame passport (decision 0113): any signed-in user; the page answers 404 unless the frame is theirs to see.
  route('frame_passport', '/frame/:serial', 'frames', [], { ...noChip, ...back }),
  route('bonus_dealer', '/bonus-dealer', 'bonus', ['page.bonus-dealer'], customer),
  route('bonus_dealer_new', '/bonus-dealer-new', 'bonus', ['page.bonus-dealer'], customer),
  route('pdi', '/pdi', 'claims', ['page.pdi']),
  route('click_collect', '/click-collect', 'click-collect', ['page.click-collect'], customer),
  route('preseason', '/preseason', 'orders', ['page.preseason'], customer),
  // Claims
  route('claim', '/claim', 'claims', CLAIM, { ...noChip, ...back, ...list }),
  route('claim_create', '/claim/create', 'claims', CLAIM, { ...noChip, ...back }),
  route('claim_create_bike', '/claim/create/bike', 'claims', CLAIM, { ...noChip, ...back }),
  route('claim_create_paa', '/claim/create/paa', 'claims', CLAIM, { ...noChip, ...back }),
  route('claim_detail', '/claim/:id', 'claims', CLAIM, { ...noChip, ...back }),
  route('claim_edit', '/claim/:id/edit', 'claims', CLAIM, { ...noChip, ...back }),
  // Recall campaigns (decision 0111): a dealer's recalled frames; the warranty desk's campaigns.
  route('recalls', '/recalls', 'claims', CLAIM, { ...customer, ...back }),
  // Visit forms
  route('visit_form', '/visit-form', 'visits', VISIT, noChip),
  route('visit_form_polygon', '/visit-form/polygon', 'visits', VISIT, noChip),
  route('visit_form_polygon_create', '/visit-form/polygon/create', 'visits', VISIT, { ...noChip, ...back }),
  route('visit_form_polygon_detail', '/visit-form/polygon/:id', 'visits', VISIT, { ...noChip, ...back }),
  route('visit_form_wim', '/visit-form/wim', 'visits', VISIT, noChip),
  route('visit_form_wim_create', '/visit-form/wim/create', 'visits', VISIT, { ...noChip, ...back }),
  route('visit_form_wim_detail', '/visit-form/wim/:id', 'visits', VISIT, { ...noChip, ...back }),
  // Third party
  route('third_party_catalog', '/3rd-party/catalog', 'third-party', ['page.3rdpartycatalog'], { ...list, ...customer }),
  route('third_party_catalog_new', '/3rd-party/catalog-new', 'third-party', ['page.3rdpartycatalog'], { ...list, ...customer }),
  route('third_party_order', '/3rd-party/order', 'third-party', ['page.3rdpartyorder'], { ...list, ...customer }),
  route('third_party_article_maintenance', '/3rd-party/article-maintenance', 'third-party', ['page.3rdpartyarticlemaintenance'], list),
  // Content for dealers
  route('marketing_material', '/marketing-material', 'content', MM, mm),
  route('marketing_material_type', '/marketing-material/:type', 'content', MM, mm),
  route('marketing_material_detail', '/marketing-material/:type?/:id', 'content', MM, { ...mm, ...back }),
  route('marketing_material_image', '/marketing-material/:type?/:id/image/:image_id', 'content', MM, { ...mm, ...back }),
  route('news', '/news', 'content', ['page.news'], news),
  route('news_detail', '/news/:id', 'content', ['page.news'], { ...news, ...back }),
  route('sales_document', '/sales-document', 'content', [], sd),
  route('sales_document_type', '/sales-document/:type', 'content', [], sd),
  route('sales_document_detail', '/sales-document/:type?/:id', 'content', [], { ...sd, ...back }),
  // Admin: users and permissions
  route('admin_users', '/admin/users', 'admin', USERS_ANY, list),
  route('admin_users_create', '/admin/users/create', 'admin', USERS, back),
  route('admin_users_create_us', '/admin/users/create-us', 'admin', USERS_ANY, back),
  route('admin_users_create_mass', '/admin/users/create-users-mass', 'admin', USERS, back),
  route('admin_users_edit', '/admin/users/:id/edit', 'admin', USERS, back),
  route('admin_users_edit_us', '/admin/users/:id/edit-us', 'admin', USERS_ANY, back),
  route('admin_users_copy_us', '/admin/users/:id/copy-us', 'admin', USERS_ANY, back),
  route('admin_roles', '/admin/roles', 'admin', USERS, list),
  route('admin_roles_create', '/admin/roles/create', 'admin', USERS, back),
  route('admin_roles_edit', '/admin/roles/edit/:id?', 'admin', USERS, back),
  route('admin_group_roles', '/admin/group-roles', 'admin', USERS, list),
  route('admin_group_roles_create', '/admin/group-roles/create', 'admin', USERS, back),
  route('admin_group_roles_edit', '/admin/group-roles/edit/:id', 'admin', USERS, back),
  route('admin_permissions', '/admin/permissions', 'admin', USERS, list),
  route('admin_permissions_create', '/admin/permissions/create', 'admin', USERS, back),
  route('admin_permissions_edit', '/admin/permissions/edit/:id?', 'admin', USERS, back),
  // Admin: operations
  route('admin_catalog_analyze', '/admin/catalog-analyze', 'admin', ['page.catalog-analyze'], list),
  route('admin_catalog_analyze_new', '/admin/catalog-analyze-new', 'admin', ['page.catalog-analyze'], list),
  route('admin_order_confirmation', '/admin/order-confirmation', 'orders', ['page.orderlist'], { ...list, ...back }),
  route('admin_returns', '/admin/returns', 'orders', ['returns.decide'], list),
  route('admin_preseason', '/admin/preseason', 'orders', ['preseason.manage']),
  route('admin_preseason_edit', '/admin/preseason/:id', 'orders', ['preseason.manage'], back),
  route('admin_recalls', '/admin/recalls', 'claims', ['claim.update-status']),
  // Admin: announcements and banners
  route('admin_announcements', '/admin/announcements', 'content', ['page.announcement'], list),
  route('admin_announcements_create', '/admin/announcements/create', 'content', ['page.announcement'], back),
  route('admin_announcements_edit', '/admin/announcements/:id/edit', 'content', ['page.announcement'], back),
  route('admin_banners', '/admin/banners', 'content', ['page.banner'], list),
  route('admin_banners_create', '/admin/banners/create', 'content', ['page.banner'], back),
  route('admin_banners_edit', '/admin/banners/:id/edit', 'content', ['page.banner'], back),
  // Admin: marketing material
  route('admin_marketing_material', '/admin/marketing-material', 'content', MM_ADMIN, { ...mm, ...list }),
  route('admin_mm_category', '/admin/marketing-material/category', 'content', MM_ADMIN, { ...mm, ...list }),
  route('admin_mm_category_create', '/admin/marketing-material/category/create', 'content', MM_ADMIN, { ...mm, ...back }),
  route('admin_mm_category_edit', '/admin/marketing-material/category/:id/edit', 'content', MM_ADMIN, { ...mm, ...back }),
  route('admin_mm_image', '/admin/marketing-material/image', 'content', MM_ADMIN, { ...mm, ...list }),
  route('admin_mm_image_create', '/admin/marketing-material/image/create', 'content', MM_ADMIN, { ...mm, ...back }),
  route('admin_mm_image_create_bulk', '/admin/marketing-material/image/create-bulk', 'content', MM_ADMIN, { ...mm, ...back }),
  route('admin_mm_image_edit', '/admin/marketing-material/image/:id/edit', 'content', MM_ADMIN, { ...mm, ...back }),
  // Admin: news and sales documents
  route('admin_news', '/admin/news', 'content', ['news.cu'], { ...news, ...list }),
  route('admin_news_create', '/admin/news/create', 'content', ['news.cu'], { ...news, ...back }),
  route('admin_news_edit', '/admin/news/:id/edit', 'content', ['news.cu'], { ...news, ...back }),
  route('admin_sales_document', '/admin/sales-document', 'content', SD_ADMIN, { ...sd, ...list }),
  route('admin_sd_group', '/admin/sales-document/group', 'content', SD_ADMIN, { ...sd, ...list }),
  route('admin_sd_group_create', '/admin/sales-document/group/create', 'content', SD_ADMIN, { ...sd, ...back }),
  route('admin_sd_group_edit', '/admin/sales-document/group/:id/edit', 'content', SD_ADMIN, { ...sd, ...back }),
  route('admin_sd_list', '/admin/sales-document/list', 'content', SD_ADMIN, { ...sd, ...list }),
  route('admin_sd_list_create', '/admin/sales-document/list/create', 'content', SD_ADMIN, { ...sd, ...back }),
  route('admin_sd_list_edit', '/admin/sales-document/list/:id/edit', 'content', SD_ADMIN, { ...sd, ...back }),
];

/** The not-found screen: no pattern, needs no login, full-container layout. */
export const NOT_FOUND_ROUTE: RouteDef = route('not_found', '', 'shell', [], pub);
