// Route table queries shared by the edge middleware, pages, menus and islands.
import { BoundedCache } from './bounded-cache';
import { ROUTES, NOT_FOUND_ROUTE } from './route-table';
import { compileRoutes, splitPath } from './route-match';
import type { AccessUser, RouteDef, RouteMatch, ScopeEntry } from './route.types';

export { ROUTES, NOT_FOUND_ROUTE };
export type { AccessUser, ContentArea, RouteDef, RouteIssue, RouteLayout, RouteMatch, ScopeEntry } from './route.types';

const matcher = compileRoutes(ROUTES);

/** Path segments without empty parts, query or hash. */
export const splitPathSegments: (path: string) => string[] = splitPath;
const byId = new Map(ROUTES.map((r) => [r.id, r]));

// A page asks for the same paths many times (access check, shell, every link it may offer), and the
// answer depends on the path alone: matches are kept, frozen, for the paths seen most recently.
const matches = new BoundedCache<string, RouteMatch | null>({ max: 2_000 });

/** Matches a path without its locale prefix (`/claim/12/edit`); query and hash are ignored. */
export function matchRoute(pathWithoutLocale: string): RouteMatch | null {
  let match = matches.get(pathWithoutLocale);
  if (match === undefined) {
    const found = matcher.match(pathWithoutLocale);
    match = found && Object.freeze({ route: found.route, params: Object.freeze(found.params) });
    matches.set(pathWithoutLocale, match);
  }
  return match;
}

export function routeById(id: string): RouteDef | undefined {
  return byId.get(id);
}

type Scopes = AccessUser['scopes'];

function holds(scopes: Scopes, scope: string): boolean {
  return Array.isArray(scopes) ? scopes.includes(scope) : (scopes as ReadonlySet<string>).has(scope);
}

/** A single scope must be held; for a list, any one suffices. */
export function hasScope(scopes: Scopes, entry: ScopeEntry): boolean {
  if (typeof entry === 'string') return holds(scopes, entry);
  return entry.some((scope) => holds(scopes, scope));
}

/** Every entry must pass. */
export function hasAllScopes(scopes: Scopes, entries: readonly ScopeEntry[]): boolean {
  return entries.every((entry) => hasScope(scopes, entry));
}

/** Public routes open to everyone; other routes need a user holding every scope entry. */
export function canAccess(user: AccessUser | null | undefined, route: RouteDef): boolean {
  if (route.auth === 'public') return true;
  if (!user) return false;
  return hasAllScopes(user.scopes, route.scopes);
}

const AUDIT_EXEMPT = new Set(['download_area']);

function isAuditExempt(route: RouteDef, user: AccessUser | null | undefined): boolean {
  return user?.limitation === 'audit' && AUDIT_EXEMPT.has(route.id);
}

/** Whether the page needs a selected customer; download-area needs none for limitation audit. */
export function needsCustomer(route: RouteDef, user: AccessUser | null | undefined): boolean {
  return route.needsCustomer && !isAuditExempt(route, user);
}

/** The customer-switch chip: hidden on the spec's routes (and download-area for audit), else needs menu.change-cust. */
export function showsCustomerChip(route: RouteDef, user: AccessUser | null | undefined): boolean {
  if (!user || route.auth === 'public' || route.hideCustomerChip || isAuditExempt(route, user)) return false;
  return hasScope(user.scopes, 'menu.change-cust');
}

/** Fills a pattern's parameters (`/claim/:id/edit`, { id: '7' } → `/claim/7/edit`); optional ones may be left out. */
export function routePath(route: RouteDef, params: Readonly<Record<string, string>> = {}): string {
  const parts: string[] = [];
  for (const seg of route.pattern.split('/').filter(Boolean)) {
    if (!seg.startsWith(':')) {
      parts.push(seg);
      continue;
    }
    const name = seg.slice(1).replace(/\?$/, '');
    const value = params[name];
    if (value !== undefined && value !== '') parts.push(encodeURIComponent(value));
    else if (!seg.endsWith('?')) throw new Error(`Missing route parameter "${name}" for ${route.pattern}`);
  }
  return '/' + parts.join('/');
}
