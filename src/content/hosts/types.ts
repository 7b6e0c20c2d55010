// The host configuration type is shared with pure rules, so it is declared in src/domain.
export type {
  CatalogView,
  FeatureFlag,
  FeatureFlags,
  HostConfig,
  HostCurrency,
  HostLanguage,
  InvoicePaymentRule,
  MapTileSource,
  StockDisplay,
} from '../../domain/hosts.types.ts';
export { FEATURE_FLAGS } from '../../domain/hosts.types.ts';
