// What the orders pages (/order, /payment, /admin/order-confirmation) share before they load data:
// the signed-in user, translations, money in the host's format, the route's layout and own URL.
import { localizedPath } from '../../domain/locales';
import { formatMoney } from '../../domain/money';
import { matchRoute } from '../../domain/routes';
import { shellUserOf } from '../../layouts/shell-context';
import { isMessageKey, translator } from '../i18n';

export function ordersPageContext(locals: App.Locals, routePath: '/order' | '/payment' | '/admin/order-confirmation') {
  const user = shellUserOf(locals);
  if (!user) return null;
  const { locale, host } = locals;
  const t = translator(locale);
  return {
    user,
    locale,
    t,
    money: (minor: number, currency: string) => formatMoney(minor, currency, host.currency),
    label: (key: string, params?: Record<string, string | number>) => (isMessageKey(key) ? t(key, params) : key),
    layout: matchRoute(routePath)?.route.layout ?? 'default',
    self: localizedPath(locale, routePath.slice(1)),
  };
}
