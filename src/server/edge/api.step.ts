// /api/* is answered by the Hono app as soon as the edge has resolved the host and checked
// maintenance: the page-only steps (session cookies, route guard) and Astro's page routing are
// skipped, which roughly doubles API throughput. Hono's guards check tokens themselves.
import type { APIContext, MiddlewareHandler } from 'astro';
import { api } from '../api';
import { classifyPath } from './paths.ts';

/** clientAddress lets sign-in throttling count failures per address (src/server/api/auth.routes.ts). */
export function serveApi(context: APIContext): Promise<Response> {
  return Promise.resolve(api.fetch(context.request, { clientAddress: context.clientAddress }));
}

export const apiStep: MiddlewareHandler = (context, next) =>
  classifyPath(context.url.pathname).kind === 'api' ? serveApi(context) : next();
