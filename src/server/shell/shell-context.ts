// Everything the shell (header, drawers, breadcrumbs, titles) derives from one request: the signed-in
// user from the edge session step, the matched route, the visible menu and the breadcrumbs.
import { BoundedCache } from '../../domain/bounded-cache';
import { activeHrefOf } from '../../domain/nav';
import { breadcrumbs, type Breadcrumb } from '../../domain/breadcrumbs';
import { mayFollow } from '../../domain/link-access';
import { buildMenu, profileMenu, type MenuContext, type ProfileMenuEntry, type StoreFlag, type VisibleMenuItem } from '../../domain/menu';
import { matchRoute, NOT_FOUND_ROUTE, showsCustomerChip, type RouteDef } from '../../domain/routes';
import type { HostConfig } from '../../domain/hosts.types';
import type { Locale } from '../../domain/locales';
import { isMessageKey, translator } from '../i18n';
import { shellUser, type ShellUser } from './shell-user';

export type { ShellUser } from './shell-user';

export interface ShellContext {
  readonly user: ShellUser | null;
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
  /** The path after the locale prefix, with a leading slash (`/claim/12`). */
  readonly path: string;
  readonly menu: readonly VisibleMenuItem[];
  readonly profile: readonly ProfileMenuEntry[];
  readonly crumbs: readonly Breadcrumb[];
  readonly showCustomerChip: boolean;
  readonly showPreviewChip: boolean;
  /** The single menu href to mark current (home is '/'); null when no entry is. */
  readonly activeHref: string | null;
}

/** The signed-in user of the request, null for visitors (the same as shellUser). */
export const shellUserOf = shellUser;

/**
 * Which catalogue submenus exist depends on the categories that hold products. The demo catalogue
 * has all three; the catalogue issue replaces this with the counts it loads (`locals.catalogStore`).
 */
function storeFlagsOf(locals: App.Locals): Readonly<Record<StoreFlag, boolean>> {
  const known = (locals as App.Locals & { catalogStore?: Record<StoreFlag, boolean> }).catalogStore;
  return known ?? { hasSubMenuBike: true, hasSubMenuPAA: true, hasSubMenuGroupset: true };
}

export function menuContextOf(host: HostConfig, hostname: string, user: Pick<ShellUser, 'scp' | 'areas'>, store: Readonly<Record<StoreFlag, boolean>>): MenuContext {
  return {
    scopes: user.scp,
    flags: host.features,
    host: { hostname, allowPreviewPage: host.allowPreviewPage },
    store,
    userAreas: user.areas.map(([sorg, limitation, value]) => ({ sorg, limitation, value })),
  };
}

/** Strips the locale prefix: `/en-us/claim/12` → `/claim/12`. */
export function pathWithoutLocale(pathname: string): string {
  const rest = pathname.replace(/^\/+[^/]+/, '').replace(/\/+$/, '');
  return rest === '' ? '/' : rest;
}

interface KnownMenu {
  readonly host: HostConfig;
  readonly hostname: string;
  readonly store: Readonly<Record<StoreFlag, boolean>>;
  readonly menu: readonly VisibleMenuItem[];
}

// The menu follows from the user's claims, the host and the store flags alone. Claims are one object
// per verified token (verified-tokens.ts), so it is built once per token and host; and one array
// serves every user whose menu has the same entries, so its list (MenuRail.astro) is rendered once
// per set of entries, language and current entry rather than on every page.
const NO_MENU: readonly VisibleMenuItem[] = Object.freeze([]);
const menusOfUser = new WeakMap<ShellUser, KnownMenu>();
const menusByEntries = new BoundedCache<string, readonly VisibleMenuItem[]>({ max: 200 });

const sameStore = (a: Readonly<Record<StoreFlag, boolean>>, b: Readonly<Record<StoreFlag, boolean>>) =>
  a.hasSubMenuBike === b.hasSubMenuBike && a.hasSubMenuPAA === b.hasSubMenuPAA && a.hasSubMenuGroupset === b.hasSubMenuGroupset;

/** The visible menu of `user` on this host, the same array for the same entries. */
export function visibleMenu(host: HostConfig, hostname: string, user: ShellUser, store: Readonly<Record<StoreFlag, boolean>>): readonly VisibleMenuItem[] {
  const known = menusOfUser.get(user);
  if (known && known.host === host && known.hostname === hostname && sameStore(known.store, store)) return known.menu;
  const built = buildMenu(menuContextOf(host, hostname, user, store));
  const entries = built.map((item) => (item.kind === 'entry' ? item.id : `${item.id}(${item.children.map((c) => c.id).join(',')})`)).join(',');
  let menu = menusByEntries.get(entries);
  if (!menu) {
    menu = built;
    menusByEntries.set(entries, menu);
  }
  menusOfUser.set(user, { host, hostname, store, menu });
  return menu;
}

// The entry to mark current follows from the menu, the path and the query alone: kept per menu for
// the paths asked most recently.
const activeHrefs = new WeakMap<readonly VisibleMenuItem[], BoundedCache<string, string | null>>();

function activeHrefIn(menu: readonly VisibleMenuItem[], path: string, search: string): string | null {
  let byPath = activeHrefs.get(menu);
  if (!byPath) activeHrefs.set(menu, (byPath = new BoundedCache({ max: 1_000 })));
  const key = `${path}${search}`;
  let href = byPath.get(key);
  if (href === undefined) {
    href = activeHrefOf(path, search, ['/', ...menu.flatMap((item) => (item.kind === 'entry' ? [item.href] : item.children.map((c) => c.href)))]);
    byPath.set(key, href);
  }
  return href;
}

// A page and its layout both ask (the home, the catalogue list): one answer per request and URL.
const contexts = new WeakMap<App.Locals, { href: string; context: ShellContext }>();

export function shellContext(locals: App.Locals, url: URL): ShellContext {
  const known = contexts.get(locals);
  if (known?.href === url.href) return known.context;
  const context = buildShellContext(locals, url);
  contexts.set(locals, { href: url.href, context });
  return context;
}

function buildShellContext(locals: App.Locals, url: URL): ShellContext {
  const user = shellUserOf(locals);
  const path = pathWithoutLocale(url.pathname);
  const match = matchRoute(path);
  const route = match?.route ?? NOT_FOUND_ROUTE;
  const access = user ? { scopes: user.scp, limitation: user.lim } : null;
  const menu = user ? visibleMenu(locals.host, url.hostname, user, storeFlagsOf(locals)) : NO_MENU;
  return {
    user,
    route,
    params: match?.params ?? {},
    path,
    menu,
    profile: user ? profileMenu(user.scp) : [],
    // A crumb (and the phone back button, which follows crumbs) never links where the user may not go.
    crumbs: path === '/' ? [] : breadcrumbs(path).map((c) => (c.href && !mayFollow(c.href, access, locals.host.features) ? { ...c, disabled: true } : c)),
    activeHref: activeHrefIn(menu, path, url.search),
    showCustomerChip: showsCustomerChip(route, access),
    // The chip opens the same page as the menu entry, so it follows the entry's scope and conditions.
    showPreviewChip: route.auth === 'user' && menu.some((item) => item.kind === 'entry' && item.id === 'preview_page'),
  };
}

/** The route's own title in the page's language, '' when its title key is not a message. */
export function shellTitle(locale: Locale, route: RouteDef): string {
  return isMessageKey(route.titleKey) ? translator(locale)(route.titleKey) : '';
}
