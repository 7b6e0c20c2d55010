// Step 4: who is asking. A valid access token (cookie or bearer) is verified with no database
// query; an expired one is renewed from the refresh cookie (one rotation) and new cookies are set.
// /api is left to its own guards, which answer 401 so that the browser wrapper refreshes.
import type { APIContext, MiddlewareHandler } from 'astro';
import { isAuthFailure } from '../auth/auth.messages';
import { refresh, type AuthDeps } from '../auth/auth.service';
import { custCodeId, type AccessClaims } from '../auth/claims';
import { applyCookies } from '../auth/astro-cookies';
import { clearedCookies, requestCredentials, tokenCookies } from '../auth/cookies';
import { verifyAccessTokenOnce } from './verified-tokens.ts';
import { classifyPath } from './paths.ts';

export type AuthDepsSource = () => AuthDeps;

async function renew(context: APIContext, deps: AuthDeps, refreshToken: string): Promise<AccessClaims | null> {
  try {
    const tokens = await refresh(deps, refreshToken);
    applyCookies(context, tokenCookies(tokens.accessToken, tokens.refreshToken));
    return tokens.claims;
  } catch (error) {
    if (!isAuthFailure(error)) throw error;
    applyCookies(context, clearedCookies());
    return null;
  }
}

export function createSessionStep(deps: AuthDepsSource): MiddlewareHandler {
  return async (context, next) => {
    const kind = classifyPath(context.url.pathname).kind;
    if (kind !== 'page' && kind !== 'root') return next();
    const { accessToken, refreshToken } = requestCredentials(context.request.headers);
    const resolved = deps();
    let user = accessToken ? await verifyAccessTokenOnce(accessToken, resolved.secret) : null;
    if (!user && refreshToken) user = await renew(context, resolved, refreshToken);
    context.locals.user = user;
    const response = await next();
    if (user) stampPageIdentity(response, user);
    return response;
  };
}

/**
 * Whose page this is, for the service worker: it keeps and serves pages per user and customer
 * (docs/decisions/0115-offline-shop-floor.md). The same names /api answers carry (api/guards.ts).
 */
function stampPageIdentity(response: Response, user: AccessClaims): void {
  try {
    response.headers.set('X-Spoke-User', user.sub);
    response.headers.set('X-Spoke-Cust', custCodeId(user.salesActiveCustCode));
  } catch {
    // A redirect's headers are immutable; the worker reads no identity from a redirect anyway.
  }
}
