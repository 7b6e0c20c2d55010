// Edge middleware in the order of docs/architecture.md#request-flow. Each step is a small
// module in src/server/edge; keep them cheap (a server-rendered page must serve ≥1,000 req/s).
import { sequence } from 'astro:middleware';
import { hostStep } from './server/edge/host.step.ts';
import { localeStep } from './server/edge/locale.step.ts';
import { createMaintenanceStep } from './server/edge/maintenance.step.ts';
import { serverStatus } from './server/edge/server-status.shared.ts';
import { edgeAuthDeps } from './server/edge/auth-deps.ts';
import { createGuardStep } from './server/edge/guard.step.ts';
import { securityStep } from './server/edge/security.step.ts';
import { createSessionStep } from './server/edge/session.step.ts';
import { apiStep } from './server/edge/api.step.ts';
import { compressStep } from './server/edge/compress.step.ts';
import { configStep } from './server/edge/config.step.ts';
import { createPublicPageStep } from './server/edge/public-page.step.ts';
import { getServices } from './server/services.ts';
import { upstreamOutageStep } from './server/edge/upstream-outage.step.ts';

export const onRequest = sequence(
  configStep, // production without a usable SESSION_SECRET: 503 to everything, one log line
  compressStep, // gzip on the Node server (Cloudflare compresses at its edge)
  securityStep, // 0. cross-site refusal for pages, security headers on every response
  hostStep, // 1. host configuration
  localeStep, // 2. locale prefix, `/` redirect, unknown prefix → 404
  createMaintenanceStep(serverStatus), // 3. maintenance
  apiStep, // /api/* goes straight to Hono, which checks tokens and scopes itself
  createPublicPageStep(() => getServices().cache), // pages the same for everyone without a session
  createSessionStep(edgeAuthDeps), // 4. session: verify the access token (no DB), refresh when expired
  createGuardStep(edgeAuthDeps), // 5. route scopes: src/domain decides; missing scope → logout + /login
  upstreamOutageStep, // a page the upstream cannot serve now: 503 with the app frame, not a 500
  // Announcements and banners are not a step: the layout reads them with the header's data
  // (src/server/shell/shell.loader.ts), once per request through short caches.
);
