// First step: refuses cross-site unsafe requests to pages (/api refuses its own with the envelope)
// and puts the security headers on every response. The script and style policy with hashes comes
// from Astro's own `security.csp` as a <meta>; the header adds what a <meta> cannot carry.
import type { MiddlewareHandler } from 'astro';
import { isCrossSiteRequest } from '../auth/csrf';
import { t } from '../i18n.ts';
import { classifyPath } from './paths.ts';

const HEADER_CSP = ["frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': HEADER_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=(), payment=(self), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const HSTS = 'max-age=31536000; includeSubDomains';

export function withSecurityHeaders(response: Response, https: boolean): Response {
  let target = response;
  try {
    applyHeaders(target.headers, https);
  } catch {
    // Some responses (fetch results, Response.redirect) have immutable headers.
    target = new Response(response.body, response);
    applyHeaders(target.headers, https);
  }
  return target;
}

function applyHeaders(headers: Headers, https: boolean): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (https) headers.set('Strict-Transport-Security', HSTS);
}

export const securityStep: MiddlewareHandler = async (context, next) => {
  const https = context.url.protocol === 'https:';
  const kind = classifyPath(context.url.pathname).kind;
  if (kind !== 'api' && isCrossSiteRequest(context.request)) {
    const refused = new Response(t('en-us', 'auth.cross_site'), { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return withSecurityHeaders(refused, https);
  }
  return withSecurityHeaders(await next(), https);
};
