// Seeded roles. Names `salesman` and `sales.group` matter: docs/requirements.md#scopes-and-route-access counts them as sales users.
import { ALL_SCOPES } from './scopes';

export interface SeedRole {
  name: string;
  description: string;
  scopes: readonly string[];
}

const DEALER_SCOPES = [
  'page.catalog',
  'page.home-page',
  'page.order-status',
  'page.invoice-status',
  'page.payment-request',
  'page.claim',
  'page.pdi',
  'page.download-area',
  'page.bonus-dealer',
  'page.customer-sales-report',
  // Dealers see their own sales overview (docs/requirements.md#sales-overview).
  'page.dashboard',
  'page.marketing-material',
  'page.news',
  'page.click-collect',
  // Dealers file store-visit forms of their own shop (docs/requirements.md#store-visits).
  'page.formvisit',
  // Dealers order from partner vendors (decision 0046).
  'page.3rdpartycatalog',
  'page.3rdpartyorder',
  // Pre-season booking (decision 0081).
  'page.preseason',
  'invoice-status.read',
  'credit-status.read',
  'cart.display-order-qty',
  'consumer-voice.submit',
  'profile.update',
];

const SALES_SCOPES = [
  ...DEALER_SCOPES,
  'menu.change-cust',
  'page.sales-area',
  'page.orderlist',
  'page.upload-area',
];

export const SEED_ROLES: readonly SeedRole[] = [
  { name: 'administrator', description: 'Administrator: every scope', scopes: ALL_SCOPES },
  { name: 'dealer', description: 'Dealer: orders, invoices and services for its own customer', scopes: DEALER_SCOPES },
  { name: 'salesman', description: 'Sales representative acting for the dealers in their area', scopes: SALES_SCOPES },
  { name: 'sales.group', description: 'Sales group lead', scopes: [...SALES_SCOPES, 'page.catalog-analyze'] },
  {
    name: 'customer-vendor',
    description: 'Customer-vendor: third-party catalogue and orders',
    scopes: [
      'page.catalog',
      'page.3rdpartycatalog',
      'page.3rdpartyorder',
      'page.3rdpartyarticlemaintenance',
      'page.order-status',
      'page.invoice-status',
      'page.click-collect',
      'invoice-status.read',
      'credit-status.read',
      'cart.display-order-qty',
      'consumer-voice.submit',
      'profile.update',
    ],
  },
  {
    name: 'audit',
    description: 'Auditor: read-only invoices, orders and downloads',
    scopes: ['page.download-area', 'page.invoice-status', 'page.order-status', 'page.dashboard', 'invoice-status.read', 'credit-status.read', 'menu.change-cust', 'profile.update'],
  },
  {
    name: 'content-editor',
    description: 'Edits announcements, banners, news, marketing material and sales documents',
    scopes: ['page.announcement', 'page.banner', 'page.news', 'page.marketing-material', 'news.cu', 'sales-document.cu', 'marketing-material.cud', 'profile.update'],
  },
];

export const SEED_GROUP_ROLES: readonly { description: string; roles: readonly string[] }[] = [
  { description: 'Dealers', roles: ['dealer'] },
  { description: 'Sales team', roles: ['salesman', 'sales.group'] },
  { description: 'Head office', roles: ['administrator', 'content-editor'] },
];
