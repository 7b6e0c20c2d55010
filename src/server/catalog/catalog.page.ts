// What every catalogue and cart page needs from the request: the signed-in user, the customer the
// prices are for, the host and a translator. The edge has already checked the route's scopes.
import type { AstroGlobal } from 'astro';
import { localizedPath, type Locale } from '../../domain/locales';
import type { HostConfig } from '../../domain/hosts.types';
import { shellUser, type ShellUser } from '../shell/shell-user';
import { sayKey, translator, type MessageParams, type Translate } from '../i18n';
import { formatterFor, type Formatter } from '../../domain/format';
import { getServices, type Services } from '../services';
import { viewerOf, type CatalogViewer } from './catalog.context';

export interface CatalogPageContext {
  user: ShellUser;
  host: HostConfig;
  locale: Locale;
  t: Translate;
  /** A message key that came back from a rule or an answer, in words; a key the catalogue lacks as it is. */
  say: (key: string, params?: MessageParams) => string;
  services: Services;
  viewer: CatalogViewer;
  /** Roles without the cart scope (Product, guest) see prices and stock but no quantities. */
  canOrder: boolean;
  money: (minor: number, currency: string) => string;
  /** Amounts, numbers and dates for the page's locale (src/domain/format.ts). */
  format: Formatter;
}

export function catalogPageContext(locals: App.Locals): CatalogPageContext | null {
  const user = shellUser(locals);
  if (!user) return null;
  const { host, locale } = locals;
  const format = formatterFor(locale, host);
  const t = translator(locale);
  return {
    user,
    host,
    locale,
    t,
    say: (key, params) => sayKey(t, key, params),
    services: getServices(),
    viewer: viewerOf(host, user.salesActiveCustCode),
    canOrder: user.scp.includes('cart.display-order-qty') && user.salesActiveCustCode !== null,
    money: format.money,
    format,
  };
}

/**
 * A page of the customer's own records (returns, saved lists): signed in and never cached. The
 * context, or the redirect to sign in that the page returns.
 */
export function privateCatalogPage(astro: AstroGlobal): CatalogPageContext | Response {
  const ctx = catalogPageContext(astro.locals);
  if (!ctx) return astro.redirect(localizedPath(astro.locals.locale, 'login'));
  astro.response.headers.set('Cache-Control', 'private, no-store');
  return ctx;
}
