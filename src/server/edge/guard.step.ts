// Step 5: the route table decides (src/domain/route-guard.ts). Anonymous on a user route → sign-in
// with `next`; signed in without the scope → the no-access page (403) in place of the page, signed in.
import type { APIContext, MiddlewareHandler } from 'astro';
import { localizedPath } from '../../domain/locales.ts';
import { guardRoute, NO_ACCESS_PATH, type GuardContext, type GuardResult } from '../../domain/route-guard.ts';
import { matchRoute } from '../../domain/routes.ts';
import { showsNewCustomerInquiry } from '../../domain/visibility.ts';
import { classifyPath } from './paths.ts';
import type { AuthDepsSource } from './session.step.ts';
import { marketCountsMemo } from '../content/target-market.ts';
import type { ContentArea, RouteDef } from '../../domain/route.types.ts';

export function guardContextOf(context: APIContext): GuardContext {
  const { host, user } = context.locals;
  return {
    user: user ? { scopes: user.scp, limitation: user.lim } : null,
    flags: host.features,
    claimAllowPAA: host.claimAllowPAA,
    newCustomerInquiry: showsNewCustomerInquiry(host.features, { ...host, hostname: context.url.hostname }),
  };
}

/** Where the guard sends a page request, or null to render it. */
export function pageDecision(path: string, context: APIContext, contentMarkets?: GuardContext['contentMarkets']): GuardResult {
  const match = matchRoute(path);
  if (!match) return { kind: 'not-found' };
  return guardRoute(match.route, { ...guardContextOf(context), ...(contentMarkets ? { contentMarkets } : {}) });
}

/** Admin content areas need a configured target market of their type (docs/requirements.md#content-target-markets). */
function adminContentArea(route: RouteDef | undefined): ContentArea | undefined {
  return route?.pattern.startsWith('/admin/') ? route.contentArea : undefined;
}

const redirect = (to: string): Response => new Response(null, { status: 302, headers: { location: to, 'cache-control': 'no-store' } });

export function createGuardStep(deps: AuthDepsSource): MiddlewareHandler {
  return async (context, next) => {
    const path = classifyPath(context.url.pathname);
    if (path.kind !== 'page') return next();
    const { locale } = path;
    const area = adminContentArea(matchRoute(`/${path.rest}`)?.route);
    const markets = area && context.locals.user ? await marketCountsMemo(deps().db) : undefined;
    const decision = pageDecision(`/${path.rest}`, context, markets);
    switch (decision.kind) {
      case 'allow':
        return next();
      case 'not-found':
        return context.rewrite('/404');
      case 'login': {
        const back = `${context.url.pathname}${context.url.search}`;
        return redirect(`${localizedPath(locale, 'login')}?next=${encodeURIComponent(back)}`);
      }
      case 'forbidden':
        return context.rewrite(`/${locale}${NO_ACCESS_PATH}?from=${encodeURIComponent(context.url.pathname)}`);
      case 'redirect':
        return redirect(localizedPath(locale, decision.to));
    }
  };
}
