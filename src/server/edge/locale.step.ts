import type { APIContext, MiddlewareHandler } from 'astro';
import { LOCALE_COOKIE, resolvePreferredLocale, type Locale } from '../../domain/locales.ts';
import { classifyPath } from './paths.ts';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

function preferredLocale(context: APIContext): Locale {
  return resolvePreferredLocale(
    context.cookies.get(LOCALE_COOKIE)?.value,
    context.locals.host.defaultLocale,
  );
}

function rememberLocale(context: APIContext, locale: Locale): void {
  if (context.cookies.get(LOCALE_COOKIE)?.value === locale) return;
  context.cookies.set(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: ONE_YEAR_S,
    sameSite: 'lax',
    secure: context.url.protocol === 'https:',
  });
}

/**
 * Step 2: `/` answers 302 to the preferred locale; a page under a locale prefix sets
 * `locals.locale` (and remembers it in the cookie); a first segment that is no prefix renders the
 * not-found screen. API and asset paths pass through with the preferred locale.
 */
export const localeStep: MiddlewareHandler = (context, next) => {
  const path = classifyPath(context.url.pathname);
  if (path.kind === 'page') {
    context.locals.locale = path.locale;
    rememberLocale(context, path.locale);
    return next();
  }
  const locale = preferredLocale(context);
  context.locals.locale = locale;
  if (path.kind === 'root') return context.redirect(`/${locale}${context.url.search}`, 302);
  if (path.kind === 'unknown') return context.rewrite('/404');
  return next();
};
