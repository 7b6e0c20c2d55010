// A page whose data the upstream cannot give right now is answered with the "ordering is unavailable"
// page (503, in the app frame) instead of a 500: the user learns what happened and what still works.
import type { MiddlewareHandler } from 'astro';
import { isUpstreamOutage } from '../upstream/errors.ts';
import { classifyPath } from './paths.ts';

export const upstreamOutageStep: MiddlewareHandler = async (context, next) => {
  try {
    return await next();
  } catch (error) {
    const path = classifyPath(context.url.pathname);
    if (!isUpstreamOutage(error) || path.kind !== 'page' || path.rest === 'unavailable') throw error;
    const from = encodeURIComponent(`${context.url.pathname}${context.url.search}`);
    return context.rewrite(`/${path.locale}/unavailable?from=${from}`);
  }
};
