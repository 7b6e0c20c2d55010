// Pages that carry nothing per user (sign-in, maintenance, the error page, the 404, the public
// inquiry) are the same for everyone on a host and language: rendered once, kept in the runtime
// cache (memory on Node, the data centre's Cache API on Workers) and answered from there to anyone
// without a session (decision 0096). Signed-in requests, other methods and query strings render.
import type { MiddlewareHandler } from 'astro';
import { matchRoute, NOT_FOUND_ROUTE } from '../../domain/routes.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../auth/cookies.ts';
import type { Cache } from '../runtime/types.ts';
import { classifyPath } from './paths.ts';

const TTL_SECONDS = 60;
/** The maintenance page shows the status message, which may change any minute. */
const MAINTENANCE_TTL_SECONDS = 2;
const BUILD = import.meta.env['SPOKE_BUILD_ID'] ?? 'dev';
const KEPT_STATUSES: ReadonlySet<number> = new Set([200, 404]);
/** Per-response headers that must not be replayed to someone else. */
const UNSHARED_HEADERS: ReadonlySet<string> = new Set(['set-cookie', 'date']);

interface KeptPage {
  status: number;
  headers: [string, string][];
  body: string;
}

const hasSession = (cookie: string) => cookie.includes(`${ACCESS_COOKIE}=`) || cookie.includes(`${REFRESH_COOKIE}=`);

/** The cache key of a public page request, or null when the request renders for itself. */
export function publicPageKey(request: Request, url: URL, hostKey: string): { key: string; ttl: number } | null {
  if (request.method !== 'GET' || url.search !== '') return null;
  if (hasSession(request.headers.get('cookie') ?? '')) return null;
  const path = classifyPath(url.pathname);
  if (path.kind !== 'page') return null;
  const match = matchRoute(path.rest === '' ? '/' : `/${path.rest}`);
  const route = match?.route ?? NOT_FOUND_ROUTE;
  if (route.auth !== 'public') return null;
  // Every unknown path shows the same 404 page: one entry, however many paths are tried.
  const page = match ? path.rest : '404';
  return { key: `page:${BUILD}:${hostKey}:${path.locale}:${page}`, ttl: page === 'maintenance' ? MAINTENANCE_TTL_SECONDS : TTL_SECONDS };
}

export function createPublicPageStep(cache: () => Cache): MiddlewareHandler {
  return async (context, next) => {
    const target = publicPageKey(context.request, context.url, context.locals.host.key);
    if (!target) return next();
    const kept = await cache().get<KeptPage>(target.key);
    if (kept) return new Response(kept.body, { status: kept.status, headers: kept.headers });
    const response = await next();
    const type = response.headers.get('content-type') ?? '';
    // A page Astro rewrote to (the 404) has been through the whole middleware again, compression
    // included: its bytes are for this client's encoding only.
    if (!KEPT_STATUSES.has(response.status) || !type.startsWith('text/html') || response.headers.has('content-encoding')) return response;
    const body = await response.text();
    const headers = [...response.headers].filter(([name]) => !UNSHARED_HEADERS.has(name.toLowerCase()));
    await cache().set<KeptPage>(target.key, { status: response.status, headers, body }, target.ttl);
    return new Response(body, { status: response.status, headers: response.headers });
  };
}
