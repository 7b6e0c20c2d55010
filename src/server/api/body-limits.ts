// Every /api body is bounded before anything reads it. JSON (and any other body) goes through
// hono/body-limit: a declared length past the limit is refused at once, a streamed one is counted
// as it arrives and refused at the first byte past it. A form with files is bounded by its route's
// own limit in readPageForm (src/server/page-form.ts), which refuses the same way and runs after the
// route's guard, so no one without a session makes the server hold a large upload.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { envelope } from './errors';

/** Sign-in, refresh, sign-out and the public inquiry: the bodies anyone may send. */
export const SIGN_IN_BODY_MAX_BYTES = 64 * 1024;
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

const SIGN_IN_PATHS = new Set(['/api/login', '/api/refresh-token', '/api/logout', '/api/inquiry']);

/** Routes that read a multipart form with files through readPageForm and their own limit. */
const FILE_ROUTES: readonly (readonly [method: string, path: string])[] = [
  ['POST', '/api/admin/users/bulk/check'],
  ['POST', '/api/admin/users/bulk'],
  ['POST', '/api/article-maintenance/sheet'],
  ['POST', '/api/admin/banners'],
  ['PUT', '/api/admin/banners/:id'],
  ['POST', '/api/claims/files'],
  ['POST', '/api/admin/marketing-material/files'],
  ['POST', '/api/admin/marketing-material/items/bulk'],
  ['POST', '/api/admin/news/files'],
  ['POST', '/api/payments/:orderNumber/receipts'],
  ['POST', '/api/returns/photos'],
  ['POST', '/api/admin/sales-documents'],
  ['PUT', '/api/admin/sales-documents/:id'],
  ['POST', '/api/upload-area'],
  ['POST', '/api/visits/:brand'],
  ['PUT', '/api/visits/:brand/:id'],
];

const fileRoutes = FILE_ROUTES.map(([method, path]) => ({ method, pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`) }));

export function isFileRoute(method: string, path: string): boolean {
  return fileRoutes.some((route) => route.method === method && route.pattern.test(path));
}

function tooLarge(c: Context): Response {
  return c.json(envelope('PAYLOAD_TOO_LARGE', 'The request is too large.', 'api.error.payload_too_large'), 413);
}

const signInLimit = bodyLimit({ maxSize: SIGN_IN_BODY_MAX_BYTES, onError: tooLarge });
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: tooLarge });

const isMultipart = (c: Context): boolean => c.req.header('content-type')?.trimStart().toLowerCase().startsWith('multipart/form-data') ?? false;

/**
 * On Node, @hono/node-server hands over its own Request class (overrideGlobalObjects is off), which
 * hono/body-limit cannot copy when it re-wraps a body it counted (a body sent without a length,
 * such as a DELETE's empty one). Such a body is moved into a platform Request first.
 */
function withPlatformBody(c: Context): void {
  const raw = c.req.raw;
  if (raw.body === null || raw.headers.has('content-length')) return;
  c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: raw.body, signal: raw.signal, duplex: 'half' } as RequestInit);
}

export const bodyLimits: MiddlewareHandler = async (c, next) => {
  withPlatformBody(c);
  if (SIGN_IN_PATHS.has(c.req.path)) return signInLimit(c, next);
  if (isMultipart(c) && isFileRoute(c.req.method, c.req.path)) return next();
  return jsonLimit(c, next);
};
