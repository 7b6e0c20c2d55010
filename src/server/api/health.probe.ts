// Cheap health answers: the database and upstream probes run at most once per TTL per services object.
import { sql } from 'drizzle-orm';
import type { Services } from '../services';
import { ServerStatusDocument } from '../upstream/generated';
import { memoizeFor } from './memo';

export type DbHealth = 'ok' | 'down';
export type UpstreamHealth = 'online' | 'maintenance' | 'down';

export interface HealthProbe {
  db(): Promise<DbHealth>;
  /** Server status of the upstream for one sales organisation (the host's, as the edge asks it). */
  upstream(sorg: string): Promise<UpstreamHealth>;
}

const TTL_MS = 3_000;
const UPSTREAM_TIMEOUT_MS = 2_000;
const probes = new WeakMap<Services, HealthProbe>();

export function healthProbe(services: Services): HealthProbe {
  let probe = probes.get(services);
  if (!probe) {
    const perSorg = new Map<string, () => Promise<UpstreamHealth>>();
    probe = {
      db: memoizeFor(TTL_MS, () => probeDb(services)),
      upstream(sorg) {
        let memo = perSorg.get(sorg);
        if (!memo) {
          memo = memoizeFor(TTL_MS, () => probeUpstream(services, sorg));
          perSorg.set(sorg, memo);
        }
        return memo();
      },
    };
    probes.set(services, probe);
  }
  return probe;
}

async function probeDb(services: Services): Promise<DbHealth> {
  try {
    await services.db.run(sql`select 1`);
    return 'ok';
  } catch {
    return 'down';
  }
}

async function probeUpstream(services: Services, sorg: string): Promise<UpstreamHealth> {
  try {
    const data = await services.upstream.request(ServerStatusDocument, { host: sorg }, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    return data.serverStatus.status === 'online' ? 'online' : 'maintenance';
  } catch {
    return 'down';
  }
}
