// The zero-JS sign-in form: src/pages/[locale]/login.astro posts to itself and calls this.
import type { APIContext } from 'astro';
import { classifyPath } from '../edge/paths.ts';
import { edgeAuthDeps } from '../edge/auth-deps.ts';
import { localizedPath, type Locale } from '../../domain/locales.ts';
import { sameSitePath } from '../../domain/same-site-path.ts';
import { hostsOfSorgs, isLoopbackHostname, localHostname, siteOrigin, type HostConfig } from '../../content/hosts/index.ts';
import { isAuthFailure } from './auth.messages';
import { WrongSiteError } from './home-sites';
import { login } from './auth.service';
import { applyCookies } from './astro-cookies';
import { tokenCookies } from './cookies';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';

/** A link the sign-in page offers with its message: the account's own site, or the same site on a name that keeps cookies. */
export interface SiteLink {
  label: string;
  href: string;
}

/** What the sign-in page says above the form: a locale key, its placeholders and links to offer. */
export interface SignInNotice {
  messageKey: string;
  params?: Record<string, string>;
  links?: SiteLink[];
}

export type SignInResult = { ok: true; to: string } | ({ ok: false; status: 400 | 200; username: string } & SignInNotice);

/** Only a page path of this site (src/domain/same-site-path.ts); anything else goes home. */
export function safeNext(next: string | null, locale: Locale): string {
  const fallback = localizedPath(locale);
  const path = sameSitePath(next);
  if (path === null) return fallback;
  const kind = classifyPath(new URL(path, 'http://x').pathname);
  return kind.kind === 'page' && kind.rest !== 'login' ? path : fallback;
}

export async function signInWithForm(context: APIContext, locale: Locale): Promise<SignInResult> {
  const read = await readPageForm(context.request);
  if (!read.ok) return { ok: false, status: 400, messageKey: UNREADABLE_FORM_KEY, username: '' };
  const username = formText(read.form, 'username').trim();
  const password = formText(read.form, 'password');
  if (!username || !password) return { ok: false, status: 400, messageKey: 'account.check_input', username };
  try {
    const tokens = await login(edgeAuthDeps(), {
      username,
      password,
      address: context.clientAddress,
      userAgent: context.request.headers.get('user-agent'),
      siteSorg: context.locals.host.sorg,
    });
    applyCookies(context, tokenCookies(tokens.accessToken, tokens.refreshToken));
    return { ok: true, to: cookieCheckPath(locale, safeNext(context.url.searchParams.get('next'), locale)) };
  } catch (error) {
    if (error instanceof WrongSiteError) return { ok: false, status: 200, messageKey: error.messageKey, username, links: ownSites(error.sorgs, context.url, locale) };
    if (isAuthFailure(error)) return { ok: false, status: 200, messageKey: error.messageKey, username };
    throw error;
  }
}

const SIGNED_IN = 'signed-in';

/**
 * A sign-in goes back to this page once before `to`: with the cookies kept the page sends the user on
 * at once; without them (Secure cookies over plain http on a name that is not localhost, or cookies
 * blocked) the page says why instead of silently showing the form again.
 */
export function cookieCheckPath(locale: Locale, to: string): string {
  return `${localizedPath(locale, 'login')}?${new URLSearchParams({ [SIGNED_IN]: '1', next: to }).toString()}`;
}

/** The message for a request back from a sign-in whose cookies did not come with it; null for any other visit. */
export function cookiesNotKept(url: URL, host: HostConfig, locale: Locale): SignInNotice | null {
  if (url.searchParams.get(SIGNED_IN) !== '1') return null;
  if (url.protocol === 'https:' || isLoopbackHostname(url.hostname)) return { messageKey: 'auth.cookies_blocked' };
  const local = `${url.protocol}//${localHostname(host)}${url.port ? `:${url.port}` : ''}${localizedPath(locale, 'login')}`;
  return { messageKey: 'auth.cookies_insecure', params: { host: url.host }, links: [{ label: local, href: local }] };
}

/** The sign-in pages of the account's own sites, in the current language when the site offers it. */
function ownSites(sorgs: readonly string[], url: URL, locale: Locale): SiteLink[] {
  return hostsOfSorgs(sorgs).map((host) => {
    const language = host.languages.some((l) => l.code === locale) ? locale : host.defaultLocale;
    return { label: host.webTitle, href: `${siteOrigin(host, url)}${localizedPath(language, 'login')}` };
  });
}
