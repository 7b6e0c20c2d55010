import { Hono } from 'hono';
import pkg from '../../../package.json';
import { resolveHost } from '../../content/hosts/index';
import { serverEnv } from '../env';
import type { AppEnv } from './env';
import { healthProbe, type DbHealth, type UpstreamHealth } from './health.probe';

export interface HealthBody {
  status: 'ok' | 'degraded';
  db: DbHealth;
  upstream: UpstreamHealth;
  version: string;
}

/**
 * GET /api/health: 200 while the portal database answers, else 503. `upstream` is the server status
 * for the request host's sales organisation (what the edge's maintenance step sees), or `down`.
 */
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const probe = healthProbe(c.var.services);
  const { sorg } = resolveHost(new URL(c.req.url).hostname, serverEnv().DEFAULT_HOST);
  const [db, upstream] = await Promise.all([probe.db(), probe.upstream(sorg)]);
  c.header('Cache-Control', 'no-store');
  if (db === 'ok') return c.json({ status: 'ok', db, upstream, version: pkg.version } satisfies HealthBody, 200);
  return c.json({ status: 'degraded', db, upstream, version: pkg.version } satisfies HealthBody, 503);
});
