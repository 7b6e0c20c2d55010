// One Hono app, two ways in. Inside Astro, /api/* is answered by this step as soon as the edge has
// resolved the host and checked maintenance: the page-only steps (session cookies, route guard)
// and Astro's page routing are skipped. The Node server goes further and hands /api/* to
// `serveApiRequest` before Astro sees the request at all (src/server/runtime/node/server.entry.ts,
// docs/decisions/0010-api-fast-path-on-node.md); it makes the same checks with the same modules.
// Hono's guards check tokens and scopes themselves.
import type { APIContext, MiddlewareHandler } from 'astro';
import { APP_COMPRESSES } from '#runtime/compression';
import { resolveHost } from '../../content/hosts/index.ts';
import { api } from '../api';
import { serverEnv } from '../env.ts';
import { compressed } from './compress.step.ts';
import { apiUnavailable, maintenanceDecision, needsStatus } from './maintenance.step.ts';
import { classifyPath } from './paths.ts';
import { withSecurityHeaders } from './security.step.ts';
import { serverStatus } from './server-status.shared.ts';
import type { StatusSource } from './status-cache.ts';

/** clientAddress lets sign-in throttling count failures per address (src/server/api/auth.routes.ts). */
export function serveApi(context: APIContext): Promise<Response> {
  return Promise.resolve(api.fetch(context.request, { clientAddress: context.clientAddress }));
}

export const apiStep: MiddlewareHandler = (context, next) =>
  classifyPath(context.url.pathname).kind === 'api' ? serveApi(context) : next();

/** What the fast path needs: the Hono app (fetch with the client address as env) and the status cache. */
export interface ApiWayIn {
  app: { fetch(request: Request, env: { clientAddress: string | undefined }): Response | Promise<Response> };
  statusOf: StatusSource;
}

export type ApiFastPath = (request: Request, clientAddress: string | undefined) => Promise<Response>;

/**
 * /api requests that do not go through Astro's middleware: gzip and the security headers (the
 * outer steps), the host (step 1) and the maintenance rule (step 3) as the Astro steps apply them,
 * then Hono.
 */
export function createApiFastPath({ app, statusOf }: ApiWayIn): ApiFastPath {
  async function maintenanceAnswer(url: URL): Promise<Response | undefined> {
    const path = classifyPath(url.pathname);
    if (!needsStatus(path)) return undefined;
    const host = resolveHost(url.hostname, serverEnv().DEFAULT_HOST);
    const status = await statusOf(host.sorg);
    return maintenanceDecision(path, status).action === 'unavailable' ? apiUnavailable(status, host.defaultLocale) : undefined;
  }
  return async (request, clientAddress) => {
    const url = new URL(request.url);
    const response = (await maintenanceAnswer(url)) ?? (await app.fetch(request, { clientAddress }));
    const secured = withSecurityHeaders(response, url.protocol === 'https:');
    return APP_COMPRESSES ? compressed(request, secured) : secured;
  };
}

/** The Node server's way in, over this isolate's app and status cache. */
export const serveApiRequest = createApiFastPath({ app: api, statusOf: serverStatus });
