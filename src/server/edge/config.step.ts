// Step 0 of the edge: a production deployment without a usable SESSION_SECRET answers 503 to every
// request, pages and /api alike, and says why in the log once per isolate, instead of signing with
// a random secret per isolate (the Node server refuses to start as well: runtime/node/server.entry.ts).
import type { MiddlewareHandler } from 'astro';
import { checkSessionSecret, isProductionBuild, secretProblemLine, type SessionSecretCheck } from '../auth/session-secret.check';
import { serverEnv } from '../env';

const UNAVAILABLE = 'The service is not available right now. Please try again later.';

export function unconfiguredAnswer(path: string): Response {
  const headers = { 'cache-control': 'no-store', 'retry-after': '60' };
  if (path === '/api' || path.startsWith('/api/')) {
    const body = { error: { code: 'UNAVAILABLE', message: UNAVAILABLE, messageKey: 'api.error.unavailable' } };
    return Response.json(body, { status: 503, headers });
  }
  return new Response(UNAVAILABLE, { status: 503, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
}

export function createConfigStep(check: () => SessionSecretCheck): MiddlewareHandler {
  let verdict: SessionSecretCheck | undefined;
  return (context, next) => {
    if (!verdict) {
      verdict = check();
      if (!verdict.ok) console.error(secretProblemLine(verdict.problem));
    }
    return verdict.ok ? next() : unconfiguredAnswer(context.url.pathname);
  };
}

export const configStep = createConfigStep(() => checkSessionSecret(serverEnv().SESSION_SECRET, isProductionBuild()));
