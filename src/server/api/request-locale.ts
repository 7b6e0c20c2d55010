// The language an /api answer speaks: the page's locale when the island passes it (?locale=), else
// the locale cookie the last page set, else the host's default locale.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLocale, LOCALE_COOKIE, type Locale } from '../../domain/locales';
import { requestHost } from './request-host';

export function requestLocale(c: Context): Locale {
  const fromQuery = c.req.query('locale');
  if (isLocale(fromQuery)) return fromQuery;
  const cookie = getCookie(c, LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return requestHost(c).defaultLocale;
}
