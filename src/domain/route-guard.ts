// What the edge does with a matched route (docs/requirements.md#scopes-and-route-access).
import { isFlagOn, type FeatureFlags } from './feature-flags';
import { canAccess } from './routes';
import type { AccessUser, ContentArea, RouteDef } from './route.types';

export interface GuardContext {
  readonly user: AccessUser | null | undefined;
  readonly flags: FeatureFlags;
  /** Host config claimAllowPAA: the PAA claim form exists only when it is on. */
  readonly claimAllowPAA: boolean;
  /** Host shows the new-customer inquiry (see showsNewCustomerInquiry). */
  readonly newCustomerInquiry: boolean;
  /** Configured content target markets per area; an area left out is not checked. */
  readonly contentMarkets?: Readonly<Partial<Record<ContentArea, number>>>;
}

export type GuardResult =
  | { readonly kind: 'allow' }
  | { readonly kind: 'not-found' }
  /** No session: go to /login. */
  | { readonly kind: 'login' }
  /**
   * Signed in without a required scope: the page says so and the session stays. The menu offers only
   * what the scopes open, so this is a typed or old link, never a reason to sign anyone out.
   */
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'redirect'; readonly to: string };

export const ADMIN_ERROR_PATH = '/error/admin';
export const CLAIM_PATH = '/claim';
/** Where a signed-in user lacking a route's scope is told so (answered 403 in place of the page). */
export const NO_ACCESS_PATH = '/no-access';

export function guardRoute(route: RouteDef, ctx: GuardContext): GuardResult {
  if (route.flag && !isFlagOn(ctx.flags, route.flag)) return { kind: 'not-found' };
  if (route.id === 'new_customer_inquiry' && !ctx.newCustomerInquiry) return { kind: 'not-found' };
  if (route.auth === 'public') return { kind: 'allow' };
  if (!ctx.user) return { kind: 'login' };
  if (!canAccess(ctx.user, route)) return { kind: 'forbidden' };
  if (route.id === 'claim_create_paa' && !ctx.claimAllowPAA) return { kind: 'redirect', to: CLAIM_PATH };
  const markets = route.contentArea ? ctx.contentMarkets?.[route.contentArea] : undefined;
  if (markets !== undefined && markets < 1) return { kind: 'redirect', to: ADMIN_ERROR_PATH };
  return { kind: 'allow' };
}
