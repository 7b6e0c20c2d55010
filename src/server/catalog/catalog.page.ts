// What every catalogue and cart page needs from the request: the signed-in user, the customer the
// prices are for, the host and a translator. The edge has already checked the route's scopes.
import type { Locale } from '../../domain/locales';
import type { HostConfig } from '../../domain/hosts.types';
import { shellUser, type ShellUser } from '../shell/shell-user';
import { translator, type Translate } from '../i18n';
import { formatterFor, type Formatter } from '../../domain/format';
import { getServices, type Services } from '../services';
import { viewerOf, type CatalogViewer } from './catalog.context';

export interface CatalogPageContext {
  user: ShellUser;
  host: HostConfig;
  locale: Locale;
  t: Translate;
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
  return {
    user,
    host,
    locale,
    t: translator(locale),
    services: getServices(),
    viewer: viewerOf(host, user.salesActiveCustCode),
    canOrder: user.scp.includes('cart.display-order-qty') && user.salesActiveCustCode !== null,
    money: format.money,
    format,
  };
}
