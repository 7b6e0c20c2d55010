// Whether a link may be offered to a user: the route table decides (decision 0014). A link to a page
// the user's scopes cannot open would end their session (the edge logs out on a missing scope), so
// menus, buttons and content offer it only where the page opens. Other sites and paths the table does
// not know (a 404, never a sign-out) are left alone.
import { isFlagOn, type FeatureFlags } from './feature-flags';
import { LOCALES } from './locales';
import { canAccess, matchRoute } from './routes';
import type { AccessUser } from './route.types';

const LOCALE_SET: ReadonlySet<string> = new Set(LOCALES);

/** The path of a same-site link without its locale prefix, query or hash; null for another site. */
export function sitePath(href: string): string | null {
  const trimmed = href.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null;
  const path = trimmed.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  if (segments[0] && LOCALE_SET.has(segments[0])) segments.shift();
  return '/' + segments.join('/');
}

/** False only when the link names a route of the table that this user may not open. */
export function mayFollow(href: string, user: AccessUser | null, flags: FeatureFlags): boolean {
  const path = sitePath(href);
  if (path === null) return true;
  const route = matchRoute(path)?.route;
  if (!route) return true;
  if (route.flag && !isFlagOn(flags, route.flag)) return false;
  return canAccess(user, route);
}
