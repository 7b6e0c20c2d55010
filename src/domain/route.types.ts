import type { FeatureFlag } from './feature-flags';

/** A single scope, or a list where any one suffices. */
export type ScopeEntry = string | readonly string[];

export type RouteLayout = 'default' | 'defaultV2' | 'defaultV3' | 'full-container';

/** The capability (issue) that builds the page; earlier pages show a "coming in a later release" panel. */
export type RouteIssue =
  | 'shell'
  | 'catalogue'
  | 'invoices'
  | 'orders'
  | 'claims'
  | 'frames'
  | 'visits'
  | 'bonus'
  | 'third-party'
  | 'click-collect'
  | 'content'
  | 'admin'
  | 'sales-overview'
  | 'inquiry';

/** Content areas that need a configured target market of their type (docs/requirements.md#content-target-markets). */
export type ContentArea = 'marketing-material' | 'sales-document' | 'news';

export interface RouteDef {
  /** Stable name, snake_case; also the suffix of `titleKey`. */
  readonly id: string;
  /** Path without the locale prefix: `/claim/:id/edit`, `/marketing-material/:type?/:id`. */
  readonly pattern: string;
  /** Every entry must pass; empty means public or login-only (see `auth`). */
  readonly scopes: readonly ScopeEntry[];
  readonly auth: 'public' | 'user';
  /** Opens the customer selection dialog when no customer is selected (audit exemption: see needsCustomer()). */
  readonly needsCustomer: boolean;
  readonly layout: RouteLayout;
  /** Phone header shows a back button instead of the menu button. */
  readonly mobileBack: boolean;
  /** Phone header shows the search button. */
  readonly listSearch: boolean;
  readonly hideCustomerChip: boolean;
  readonly titleKey: `route.${string}`;
  readonly issue: RouteIssue;
  /** The route exists only while this flag is on (otherwise: not found). */
  readonly flag?: FeatureFlag;
  readonly contentArea?: ContentArea;
}

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

/** What access checks need to know about the signed-in user. */
export interface AccessUser {
  readonly scopes: readonly string[] | ReadonlySet<string>;
  /** `audit` exempts download-area pages from customer selection. */
  readonly limitation?: string | null | undefined;
}
