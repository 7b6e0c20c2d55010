// The one server-status cache of this isolate. Astro's maintenance step and the Node server's /api
// fast path (src/server/edge/api.step.ts) read the same entries, so both see a maintenance switch
// at the same moment and the upstream is asked once per host and TTL, not once per way in.
import { fetchServerStatus } from './server-status.ts';
import { createStatusCache } from './status-cache.ts';

const STATUS_TTL_MS = 5_000;

export const serverStatus = createStatusCache(fetchServerStatus, {
  ttlMs: STATUS_TTL_MS,
  onError: (error, host) => {
    console.warn(`[edge] server status for ${host} unavailable, treating as online:`, error);
  },
});
