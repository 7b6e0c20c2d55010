// What the orders pages (/order, /payment, /admin/order-confirmation) share before they load data:
// the signed-in user, translations, money and dates for the page's locale, the route's layout and own URL.
import { localizedPath } from '../../domain/locales';
import { formatterFor } from '../../domain/format';
import { matchRoute } from '../../domain/routes';
import { shellUser } from '../shell/shell-user';
import { sayKey, translator, type MessageParams } from '../i18n';

export function ordersPageContext(locals: App.Locals, routePath: '/order' | '/payment' | '/admin/order-confirmation') {
  const user = shellUser(locals);
  if (!user) return null;
  const { locale, host } = locals;
  const t = translator(locale);
  const format = formatterFor(locale, host);
  return {
    user,
    locale,
    t,
    money: format.money,
    date: format.date,
    label: (key: string, params?: MessageParams) => sayKey(t, key, params),
    layout: matchRoute(routePath)?.route.layout ?? 'default',
    self: localizedPath(locale, routePath.slice(1)),
  };
}
