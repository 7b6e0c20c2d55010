// Host configuration: one record per country host (docs/requirements.md#host-configuration).
// The type lives in src/domain so pure rules (credit, prices, menus) can take a HostConfig;
// the data lives in src/content/hosts. Where the spec names a field without its meaning, the
// doc comment records the decision taken.
import type { FeatureFlag } from './feature-flags.ts';
import type { Locale } from './locales.ts';

export { FEATURE_FLAGS, type FeatureFlag } from './feature-flags.ts';

/** Every flag stated per host (the shared type in feature-flags.ts allows missing = off). */
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

export interface HostCurrency {
  /** ISO 4217 code shown next to amounts, e.g. IDR. */
  display: string;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  /** Minor-unit digits: 0 for IDR, 2 for USD and EUR. Money is stored in these minor units. */
  decimalPrecision: number;
}

export interface HostLanguage {
  code: Locale;
  /** The language's own name, shown in the language menu. */
  name: string;
}

export type StockDisplay = 'cumulative' | 'per-location';
export type CatalogView = 'group' | 'item';
/** 'overdue' and 'oldest' carry rules (docs/requirements.md#host-configuration); any other value imposes none. */
export type InvoicePaymentRule = 'overdue' | 'oldest' | (string & {});

/** Background tiles of the sales-area map (decision 0060), e.g. an OpenStreetMap-style server. */
export interface MapTileSource {
  /** Leaflet URL template over https with {z}, {x} and {y} (and optionally {s}), e.g. https://tiles.example.com/{z}/{x}/{y}.png */
  urlTemplate: string;
  /** Credit the tile provider requires, shown in the map's corner (plain text). */
  attribution: string;
  /** Deepest zoom the source serves. */
  maxZoom: number;
}

/** Return windows per reason, in days after the delivery date. */
export interface ReturnWindowDays {
  damaged_in_transit: number;
  wrong_item: number;
  surplus: number;
}

export interface HostConfig {
  /** Key used by DEFAULT_HOST and wrangler environments, e.g. `us`. */
  key: string;
  /** Hostnames served with this configuration (lower case, no port). */
  hostnames: readonly string[];
  /** Sales organisation of the country (company for credit purposes). */
  sorg: string;
  countryId: string;
  /** International dialling prefix used to normalise phone numbers, e.g. +62. */
  telpCode: string;
  defaultLocale: Locale;
  languages: readonly HostLanguage[];

  webTitle: string;
  webDescription: string;
  webKeywords: string;
  webCopyright: string;
  webLogo: string;
  imageLogin: string;
  imageNavbar: string;
  imageLoginBackground: string;
  emailSupport: string;
  googleAnalyticId: string | null;
  dateFormat: string;
  timeFormat: string;
  currency: HostCurrency;
  /** Label of the parts-and-accessories category on this host ("Parts", "PnA", "PAA"). */
  paaLabel: string;

  /** Stock above this quantity is shown as "{n}+" instead of the exact figure; null shows exact stock. */
  maskStock: number | null;
  /** Show next arrival as a month ("March 2026") rather than an exact date. */
  maskNextArrival: boolean;
  nextArrivalDisplay: boolean;
  /** How many months ahead next-arrival dates are shown. */
  nextArrivalMonth: number;
  stockDisplay: StockDisplay;
  availableStockCheck: boolean;
  supplyLocation: boolean;
  futureConfirmationDisplay: boolean;
  preOrderDisplay: boolean;
  orderTypeDisplay: boolean;
  itemViewQuota: number;
  modelViewQuota: number;
  catalogDefaultView: CatalogView;
  allowPreviewPage: boolean;

  canCheckout: boolean;
  exactQtyCheck: boolean;
  exactQtyCheckout: boolean;
  orderConfirmation: boolean;
  /** Locale key of the note shown under the cart totals; null shows none. */
  cartDisclaimer: string | null;

  creditCheck: boolean;
  creditStatusUsage: boolean;
  creditStatusBlockedReason: boolean;
  /** The balance is worded "open to buy" on this host (docs/requirements.md#host-configuration: a list of hostnames). */
  openToBuyWording: boolean;

  payment: boolean;
  /** Online payment provider for invoice payment; null when the host takes no online payment. */
  paymentGateway: string | null;
  invoicePaymentRule: InvoicePaymentRule;
  allowPartialPayment: boolean;

  /** Article code used for a claim on an item without an article code. */
  claimNonCode: string;
  claimProblemRequired: boolean;
  claimAllowNonCode: boolean;
  claimAllowPAA: boolean;

  checkStock3rdParty: boolean;
  checkPrice3rdParty: boolean;

  forgotPassword: boolean;
  custGroupOnCustSelect: boolean;
  allowNewCustomerInquiry: boolean;
  newCustomerInquiryUrl: string | null;
  /** This host is on the list that hides the new-customer inquiry (CUSTOM_URL_TO_HIDE_NEW_INQUIRY). */
  hideNewCustomerInquiry: boolean;

  /** Tiles under the sales-area map; null (every demo host: no network here) draws the regions on a plain background. */
  mapTiles: MapTileSource | null;

  /** Days after delivery within which a dealer may open a return, per reason (decision 0079). */
  returnWindowDays: ReturnWindowDays;

  features: FeatureFlags;
}
