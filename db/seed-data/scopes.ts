// Every scope the portal checks (docs/requirements.md#scopes-and-route-access and the menu tables of both spec documents).

export const PAGE_SCOPES = [
  'page.sales-area',
  'page.dashboard',
  'page.catalog',
  'page.home-page',
  'page.3rdpartycatalog',
  'page.3rdpartyorder',
  'page.3rdpartyarticlemaintenance',
  'page.formvisit',
  'page.order-status',
  'page.invoice-status',
  'page.catalog-analyze',
  'page.orderlist',
  'page.user-management',
  'page.user-management-us',
  'page.download-area',
  'page.upload-area',
  'page.claim',
  'page.bonus-dealer',
  'page.customer-sales-report',
  'page.announcement',
  'page.banner',
  'page.pdi',
  'page.marketing-material',
  'page.news',
  'page.payment-request',
  'page.click-collect',
  // Issue 20, decision 0081: dealers book pre-season quantities.
  'page.preseason',
] as const;

export const FEATURE_SCOPES = [
  'invoice-status.read',
  'cart.display-order-qty',
  'credit-status.read',
  'menu.change-cust',
  'consumer-voice.submit',
  'profile.update',
  'news.cu',
  'sales-document.cu',
  'marketing-material.cud',
  // docs/requirements.md#scopes-and-route-access: sales-map category updates are for administrators only.
  'sales-area.update',
  // docs/requirements.md#scopes-and-route-access: order-limit uploads and article tag edits too (decision 0066).
  'order-limit.upload',
  'article-tag.update',
  // Decision 0034: the distributor's warranty desk moves claims and reads internal comments.
  'claim.update-status',
  // Decision 0081: the back office opens booking windows, reads totals and places the orders.
  'preseason.manage',
  // Decision 0080: the back office accepts or rejects dealers' returns (accepted ones become credit notes).
  'returns.decide',
] as const;

export const ALL_SCOPES: readonly string[] = [...PAGE_SCOPES, ...FEATURE_SCOPES];
