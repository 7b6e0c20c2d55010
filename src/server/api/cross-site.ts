// Refuses cross-site unsafe requests to /api (see auth/csrf.ts) with the 403 envelope.
import { createMiddleware } from 'hono/factory';
import { authError } from '../auth/auth.messages';
import { isCrossSiteRequest } from '../auth/csrf';

export const crossSiteGuard = createMiddleware(async (c, next) => {
  if (isCrossSiteRequest(c.req.raw)) throw authError('CROSS_SITE');
  await next();
});
