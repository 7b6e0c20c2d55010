// Edge middleware in the order of ARCHITECTURE.md "Request flow at the edge". Each step is a small
// module in src/server/edge; keep them cheap (a server-rendered page must serve ≥1,000 req/s).
import { sequence } from 'astro:middleware';
import { hostStep } from './server/edge/host.step.ts';
import { localeStep } from './server/edge/locale.step.ts';
import { createMaintenanceStep } from './server/edge/maintenance.step.ts';
import { fetchServerStatus } from './server/edge/server-status.ts';
import { createStatusCache } from './server/edge/status-cache.ts';

const STATUS_TTL_MS = 5_000;

const serverStatus = createStatusCache(fetchServerStatus, {
  ttlMs: STATUS_TTL_MS,
  onError: (error, host) => {
    console.warn(`[edge] server status for ${host} unavailable, treating as online:`, error);
  },
});

export const onRequest = sequence(
  hostStep, // 1. host configuration
  localeStep, // 2. locale prefix, `/` redirect, unknown prefix → 404
  createMaintenanceStep(serverStatus), // 3. maintenance
  // 4. session (next issue): verify the access token, refresh when needed
  // 5. route scopes (next issue): src/domain/routes.ts decides, logout + /login when missing
  // 6. announcements and banners (later issue)
);
