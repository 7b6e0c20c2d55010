// Everything the shell components need for one page, fetched in parallel once per request (memoised
// on the request's `Astro.locals`), so six header components cost one round of reads, not six.
import { languageOf } from '../../domain/locales';
import { getServices } from '../services';
import { loadAnnouncements, loadBanners, type AnnouncementView, type BannerView } from '../content/content.reads';
import { linkCheckFor, unlinkForbidden, type LinkCheck } from '../content/content-links';
import { actingCustomer, shellUser, userHas, userSorgs, type ShellUser } from './shell-user';
import { readCartSummary, readCredit, readCustomer, type CartSummary, type CompanyCredit, type ReadDeps, type ShellCustomer } from './shell.reads';
import type { PortalDb } from '../../../db/client';
import type { FeatureFlags } from '../../domain/feature-flags';
import { deepFreeze } from '../upstream/read-cache';

export interface ShellData {
  user: ShellUser | null;
  customer: ShellCustomer | null;
  /** Credit per company (sales organisation); empty without a customer or a credit scope. */
  credit: readonly CompanyCredit[];
  /** Null when the user may not see cart quantities. */
  cart: CartSummary | null;
  announcements: readonly AnnouncementView[];
  banners: readonly BannerView[];
}

export interface ShellDeps extends ReadDeps {
  db: PortalDb;
}

const memo = new WeakMap<object, Promise<ShellData>>();

/** A failed part leaves its piece empty: the header must never take the page down. */
async function orEmpty<T>(what: string, load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[shell] ${what} unavailable:`, error instanceof Error ? error.message : error);
    return empty;
  }
}

export function loadShellData(locals: App.Locals, deps?: ShellDeps): Promise<ShellData> {
  let pending = memo.get(locals);
  if (!pending) {
    pending = fetchShellData(locals, deps ?? getServices());
    memo.set(locals, pending);
  }
  return pending;
}

async function fetchShellData(locals: App.Locals, deps: ShellDeps): Promise<ShellData> {
  const user = shellUser(locals);
  const code = actingCustomer(user);
  const { host } = locals;
  const [customer, credit, cart, announcements, banners] = await Promise.all([
    code ? orEmpty('customer', () => readCustomer(deps, code), null) : null,
    code && (userHas(user, 'invoice-status.read') || userHas(user, 'credit-status.read')) ? orEmpty('credit', () => readCredit(deps, code), []) : [],
    code && userHas(user, 'cart.display-order-qty') ? orEmpty('cart', () => readCartSummary(deps, code), null) : null,
    user ? orEmpty('announcements', () => loadAnnouncements(deps, host.key, host.sorg, languageOf(locals.locale)), []) : [],
    user ? orEmpty('banners', () => loadBanners(deps, userSorgs(user, host.sorg)), []) : [],
  ]);
  return { user, customer, credit, cart, ...followableContent(user, host.features, announcements, banners) };
}

type Followable = Pick<ShellData, 'announcements' | 'banners'>;
interface KnownFollowable {
  from: readonly [readonly AnnouncementView[], readonly BannerView[], FeatureFlags];
  shown: Followable;
}
/** Per token's user: the cached lists it was checked from, and what of them the user may follow. */
const followableOfUser = new WeakMap<ShellUser, KnownFollowable>();

/** The host's content as this user may follow it; checked again only when a cached list or the host's flags change. */
function followableContent(user: ShellUser | null, features: FeatureFlags, announcements: readonly AnnouncementView[], banners: readonly BannerView[]): Followable {
  const known = user ? followableOfUser.get(user) : undefined;
  if (known && known.from[0] === announcements && known.from[1] === banners && known.from[2] === features) return known.shown;
  const allowed = linkCheckFor(user ? { scopes: user.scp, limitation: user.lim } : null, features);
  const shown = deepFreeze({ announcements: announcements.map((a) => followable(a, allowed)), banners: banners.filter((b) => !b.link || allowed(b.link)) });
  if (user) followableOfUser.set(user, { from: [announcements, banners, features], shown });
  return shown;
}

/**
 * Announcements keep their text but lose links the user cannot follow; a pop-up banner whose link
 * the user cannot follow is a promotion for someone else and is left out (decision 0014).
 */
function followable(a: AnnouncementView, allowed: LinkCheck): AnnouncementView {
  return { ...a, url: a.url && allowed(a.url) ? a.url : null, html: unlinkForbidden(a.html, allowed) };
}
