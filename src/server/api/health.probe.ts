// Cheap health answers: the database and upstream probes run at most once per TTL per services object.
import { sql } from 'drizzle-orm';
import { serverEnv } from '../env';
import type { Services } from '../services';
import { ServerStatusDocument } from '../upstream/generated';
import { memoizeFor } from './memo';

export type DbHealth = 'ok' | 'down';
export type UpstreamHealth = 'online' | 'maintenance' | 'down';

export interface HealthProbe {
  db(): Promise<DbHealth>;
  upstream(): Promise<UpstreamHealth>;
}

const TTL_MS = 3_000;
const UPSTREAM_TIMEOUT_MS = 2_000;
const probes = new WeakMap<Services, HealthProbe>();

export function healthProbe(services: Services): HealthProbe {
  let probe = probes.get(services);
  if (!probe) {
    probe = {
      db: memoizeFor(TTL_MS, () => probeDb(services)),
      upstream: memoizeFor(TTL_MS, () => probeUpstream(services)),
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

async function probeUpstream(services: Services): Promise<UpstreamHealth> {
  try {
    const host = serverEnv().DEFAULT_HOST ?? 'localhost';
    const data = await services.upstream.request(ServerStatusDocument, { host }, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    return data.serverStatus.status === 'online' ? 'online' : 'maintenance';
  } catch {
    return 'down';
  }
}
