// The zero-JS sign-in form: src/pages/[locale]/login.astro posts to itself and calls this.
import type { APIContext } from 'astro';
import { classifyPath } from '../edge/paths.ts';
import { edgeAuthDeps } from '../edge/auth-deps.ts';
import { localizedPath, type Locale } from '../../domain/locales.ts';
import { isAuthFailure } from './auth.messages';
import { login } from './auth.service';
import { applyCookies } from './astro-cookies';
import { tokenCookies } from './cookies';

export type SignInResult = { ok: true; to: string } | { ok: false; messageKey: string; username: string };

/** Only a page path of this site: no scheme, no `//host`, no backslash tricks. */
export function safeNext(next: string | null, locale: Locale): string {
  const fallback = localizedPath(locale);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  const path = new URL(next, 'http://x').pathname;
  const kind = classifyPath(path);
  return kind.kind === 'page' && kind.rest !== 'login' ? next : fallback;
}

export async function signInWithForm(context: APIContext, locale: Locale): Promise<SignInResult> {
  const form = await context.request.formData();
  const username = String(form.get('username') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!username || !password) return { ok: false, messageKey: 'account.check_input', username };
  try {
    const tokens = await login(edgeAuthDeps(), {
      username,
      password,
      address: context.clientAddress,
      userAgent: context.request.headers.get('user-agent'),
    });
    applyCookies(context, tokenCookies(tokens.accessToken, tokens.refreshToken));
    return { ok: true, to: safeNext(context.url.searchParams.get('next'), locale) };
  } catch (error) {
    if (isAuthFailure(error)) return { ok: false, messageKey: error.messageKey, username };
    throw error;
  }
}
