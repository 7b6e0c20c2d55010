// The navigation menu of docs/requirements.md#navigation-menu and docs/requirements.md#navigation-menu as data.
import type { MenuEntryDef, MenuItemDef } from './menu.types';

const entry = (id: string, href: string, icon: string, permission?: MenuEntryDef['permission'], when?: MenuEntryDef['when']): MenuEntryDef => ({
  id,
  href,
  icon,
  labelKey: `menu.${id}`,
  ...(permission === undefined ? {} : { permission }),
  ...(when === undefined ? {} : { when }),
});

const MM = 'page.marketing-material';
const USERS = 'page.user-management';

export const PREVIEW_PAGE_HREF = '/catalog/list?articleTagCategory=marin_preview_page';

export const MENU: readonly MenuItemDef[] = [
  entry('sales_area', '/sales-area', 'map', 'page.sales-area'),
  entry('sales_overview', '/sales-overview', 'chart-line', 'page.dashboard'),
  entry('catalog', '/catalog', 'book-open', 'page.catalog', { flagOn: 'MERGE_MENU_CATALOG' }),
  {
    id: 'catalog_group',
    labelKey: 'menu.catalog_group',
    icon: 'book-open',
    when: { flagOff: 'MERGE_MENU_CATALOG' },
    children: [
      entry('home_page', '/home-page', 'house', 'page.home-page'),
      entry('catalog_bike', '/catalog/bike', 'bike', 'page.catalog', { store: 'hasSubMenuBike' }),
      entry('catalog_paa', '/catalog/paa', 'wrench', 'page.catalog', { store: 'hasSubMenuPAA' }),
      entry('catalog_groupset', '/catalog/groupset', 'cog', 'page.catalog', { store: 'hasSubMenuGroupset' }),
    ],
  },
  entry('preview_page', PREVIEW_PAGE_HREF, 'eye', 'page.catalog', { previewPage: true }),
  {
    id: 'third_party',
    labelKey: 'menu.third_party',
    icon: 'store',
    children: [
      entry('third_party_catalog', '/3rd-party/catalog', 'book-open', 'page.3rdpartycatalog'),
      entry('third_party_order', '/3rd-party/order', 'shopping-cart', 'page.3rdpartyorder'),
      entry('third_party_article_maintenance', '/3rd-party/article-maintenance', 'pencil', 'page.3rdpartyarticlemaintenance'),
    ],
  },
  {
    id: 'visit_form',
    labelKey: 'menu.visit_form',
    icon: 'clipboard-list',
    children: [
      entry('visit_form_polygon', '/visit-form/polygon', 'clipboard-list', 'page.formvisit', { visitForm: 'polygon' }),
      entry('visit_form_wim', '/visit-form/wim', 'clipboard-list', 'page.formvisit', { visitForm: 'wim' }),
    ],
  },
  entry('order', '/order', 'package', 'page.order-status'),
  entry('order_lists', '/order/lists', 'clipboard-list', 'cart.display-order-qty'),
  entry('order_returns', '/order/returns', 'undo-2', 'page.order-status'),
  {
    id: 'invoice',
    labelKey: 'menu.invoice',
    icon: 'receipt',
    children: [
      entry('invoice_open', '/invoice/open-invoice', 'receipt', 'page.invoice-status'),
      entry('invoice_list', '/invoice/invoice-list', 'list', 'page.invoice-status'),
    ],
  },
  entry('payment', '/payment', 'credit-card', 'page.payment-request'),
  entry('click_collect', '/click-collect', 'shopping-bag', 'page.click-collect'),
  entry('preseason', '/preseason', 'calendar-range', 'page.preseason'),
  entry('download_area', '/download-area', 'download', 'page.download-area'),
  entry('upload_area', '/upload-area', 'upload', 'page.upload-area'),
  entry('claim', '/claim', 'shield-check', 'page.claim'),
  entry('recalls', '/recalls', 'triangle-exclamation-point', 'page.claim'),
  entry('pdi', '/pdi', 'clipboard-check', 'page.pdi'),
  entry('bonus_dealer', '/bonus-dealer', 'gift', 'page.bonus-dealer'),
  entry('retail_sales', '/retail-sales', 'chart-bar', 'page.customer-sales-report'),
  {
    id: 'marketing_material',
    labelKey: 'menu.marketing_material',
    icon: 'image',
    children: [
      entry('mm_admin_category', '/admin/marketing-material/category', 'folder', MM, { withScope: 'marketing-material.cud' }),
      entry('mm_admin_image', '/admin/marketing-material/image', 'image', MM, { withScope: 'marketing-material.cud' }),
      entry('mm_brand_assets', '/marketing-material/brand-assets', 'palette', MM, { withoutScope: 'marketing-material.cud' }),
      entry('mm_product_lineup', '/marketing-material/product-lineup', 'bike', MM, { withoutScope: 'marketing-material.cud' }),
    ],
  },
  {
    id: 'sales_document',
    labelKey: 'menu.sales_document',
    icon: 'file-text',
    children: [
      entry('sd_admin_group', '/admin/sales-document/group', 'folder', 'sales-document.cu'),
      entry('sd_admin_list', '/admin/sales-document/list', 'file-text', 'sales-document.cu'),
      entry('sd_sales', '/sales-document/sales', 'file-text', undefined, { withoutScope: 'sales-document.cu' }),
      entry('sd_technical', '/sales-document/technical', 'file-cog', undefined, { withoutScope: 'sales-document.cu' }),
    ],
  },
  entry('admin_news', '/admin/news', 'newspaper', 'news.cu', { flagOn: 'NEWS' }),
  entry('news', '/news', 'newspaper', 'page.news', { flagOn: 'NEWS', withoutScope: 'news.cu' }),
  {
    id: 'admin',
    labelKey: 'menu.admin',
    icon: 'settings',
    children: [
      entry('admin_catalog_analyze', '/admin/catalog-analyze', 'search', 'page.catalog-analyze'),
      entry('admin_order_confirmation', '/admin/order-confirmation', 'list-checks', 'page.orderlist'),
      entry('admin_returns', '/admin/returns', 'undo-2', 'returns.decide'),
      entry('admin_preseason', '/admin/preseason', 'calendar-range', 'preseason.manage'),
      entry('admin_recalls', '/admin/recalls', 'triangle-exclamation-point', 'claim.update-status'),
      entry('admin_users', '/admin/users', 'users', [USERS, 'page.user-management-us']),
      entry('admin_roles', '/admin/roles', 'user-cog', USERS),
      entry('admin_group_roles', '/admin/group-roles', 'users-round', USERS),
      entry('admin_permissions', '/admin/permissions', 'key-round', USERS),
      entry('admin_announcements', '/admin/announcements', 'megaphone', 'page.announcement'),
      entry('admin_banners', '/admin/banners', 'gallery-horizontal', 'page.banner'),
    ],
  },
];
