// Token cookies written through Astro's cookie jar (edge steps and the sign-in page).
import type { APIContext } from 'astro';
import type { CookieSpec } from './cookies';

export function applyCookies(context: APIContext, cookies: readonly CookieSpec[]): void {
  for (const cookie of cookies) {
    const sameSite = cookie.sameSite === 'Strict' ? 'strict' : 'lax';
    context.cookies.set(cookie.name, cookie.value, { path: '/', httpOnly: true, secure: true, sameSite, maxAge: cookie.maxAge });
  }
}
