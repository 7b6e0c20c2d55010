// First step: refuses cross-site unsafe requests to pages (/api refuses its own with the envelope)
// and puts the security headers on every response. The script and style policy with hashes comes
// from Astro's own `security.csp` (astro.config.mjs); this step adds the directives Astro leaves out
// (frame-ancestors cannot live in a <meta>) to its header, or sends them alone where Astro sent none.
import type { MiddlewareHandler } from 'astro';
import { isCrossSiteRequest } from '../auth/csrf';
import { t } from '../i18n.ts';
import { classifyPath } from './paths.ts';

const CSP_DIRECTIVES = ["frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"];

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
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

/** Astro's policy (or none) plus every directive of ours it does not set itself. */
export function mergedCsp(existing: string | null): string {
  const present = (existing ?? '').split(';').map((d) => d.trim()).filter(Boolean);
  const names = new Set(present.map((d) => d.split(/\s+/)[0]));
  const missing = CSP_DIRECTIVES.filter((d) => !names.has(d.split(' ')[0]));
  return [...present, ...missing].join('; ');
}

function applyHeaders(headers: Headers, https: boolean): void {
  headers.set('Content-Security-Policy', mergedCsp(headers.get('Content-Security-Policy')));
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
