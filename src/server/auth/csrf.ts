// Cross-site request refusal for unsafe methods. Browsers send Origin (and Sec-Fetch-Site) on every
// POST, PUT, PATCH and DELETE; a request from another site is refused whatever cookies it carries.
// Requests with neither header come from non-browser clients; they pass only without cookies
// (bearer clients), because then no ambient credential can be abused.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin !== null) return origin !== new URL(request.url).origin;
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site !== 'same-origin' && site !== 'none';
  return request.headers.has('cookie');
}
