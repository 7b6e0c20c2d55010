// What the edge does with a matched route (core.md sections 4 and 6, dealer-services.md section 6).
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
  /** Signed in without a required scope: log out, then /login. */
  | { readonly kind: 'logout' }
  | { readonly kind: 'redirect'; readonly to: string };

export const ADMIN_ERROR_PATH = '/error/admin';
export const CLAIM_PATH = '/claim';

export function guardRoute(route: RouteDef, ctx: GuardContext): GuardResult {
  if (route.flag && !isFlagOn(ctx.flags, route.flag)) return { kind: 'not-found' };
  if (route.id === 'new_customer_inquiry' && !ctx.newCustomerInquiry) return { kind: 'not-found' };
  if (route.auth === 'public') return { kind: 'allow' };
  if (!ctx.user) return { kind: 'login' };
  if (!canAccess(ctx.user, route)) return { kind: 'logout' };
  if (route.id === 'claim_create_paa' && !ctx.claimAllowPAA) return { kind: 'redirect', to: CLAIM_PATH };
  const markets = route.contentArea ? ctx.contentMarkets?.[route.contentArea] : undefined;
  if (markets !== undefined && markets < 1) return { kind: 'redirect', to: ADMIN_ERROR_PATH };
  return { kind: 'allow' };
}
