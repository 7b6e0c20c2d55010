// Values every host starts from: the spec's defaults (docs/requirements.md#constants) and the shared brand.
// A country file spreads these and overrides what differs.
import type { FeatureFlags, HostConfig } from './types.ts';

type HostSpecific =
  | 'key'
  | 'hostnames'
  | 'sorg'
  | 'countryId'
  | 'telpCode'
  | 'defaultLocale'
  | 'languages'
  | 'webTitle'
  | 'webDescription'
  | 'webKeywords'
  | 'emailSupport'
  | 'currency'
  | 'paaLabel'
  | 'paymentGateway'
  | 'features';

export const HOST_DEFAULTS: Omit<HostConfig, HostSpecific> = {
  webCopyright: '© Spoke Bicycle Distribution',
  webLogo: '/brand/spoke-logo.svg',
  imageLogin: '/brand/spoke-logo.svg',
  imageNavbar: '/brand/spoke-logo.svg',
  imageLoginBackground: '/brand/login-background.svg',
  googleAnalyticId: null,
  dateFormat: 'DD MMM YYYY',
  timeFormat: 'HH:mm:ss',
  maskStock: null,
  maskNextArrival: false,
  nextArrivalDisplay: true,
  nextArrivalMonth: 3,
  stockDisplay: 'cumulative',
  availableStockCheck: true,
  supplyLocation: false,
  futureConfirmationDisplay: false,
  preOrderDisplay: false,
  orderTypeDisplay: false,
  itemViewQuota: 10,
  modelViewQuota: 12,
  catalogDefaultView: 'group',
  allowPreviewPage: false,
  canCheckout: true,
  exactQtyCheck: false,
  exactQtyCheckout: false,
  orderConfirmation: true,
  cartDisclaimer: null,
  creditCheck: true,
  creditStatusUsage: true,
  creditStatusBlockedReason: true,
  openToBuyWording: false,
  payment: false,
  invoicePaymentRule: 'overdue',
  allowPartialPayment: false,
  claimNonCode: 'NONCODE',
  claimProblemRequired: true,
  claimAllowNonCode: false,
  claimAllowPAA: true,
  checkStock3rdParty: false,
  checkPrice3rdParty: false,
  forgotPassword: true,
  custGroupOnCustSelect: false,
  allowNewCustomerInquiry: false,
  newCustomerInquiryUrl: null,
  hideNewCustomerInquiry: false,
  // No tile server is reachable from a demo machine; a deployment sets its licensed source here.
  mapTiles: null,
  // Damage must be reported soon (the carrier's claim window); a wrong or surplus item can wait for a count (decision 0079).
  returnWindowDays: { damaged_in_transit: 10, wrong_item: 30, surplus: 14 },
};

export const FEATURES_OFF: FeatureFlags = {
  WEB_MANIFEST: false,
  WEB_NOTIFICATION: false,
  CATALOG_REDESIGN: false,
  CATALOG_REDESIGN_APP_BAR: false,
  NEW_CUSTOMER_SELECTION_LIST: false,
  CART_COUNT_TOTAL_QTY: false,
  CUSTOM_URL_TO_HIDE_NEW_INQUIRY: false,
  MERGE_MENU_CATALOG: false,
  NEWS: false,
  MARIN_PREVIEW_PAGE: false,
  MOUSEFLOW: false,
  MATOMO: false,
};
