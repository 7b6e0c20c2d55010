import { Hono } from 'hono';
import pkg from '../../../package.json';
import type { AppEnv } from './env';
import { healthProbe, type DbHealth, type UpstreamHealth } from './health.probe';

export interface HealthBody {
  status: 'ok' | 'degraded';
  db: DbHealth;
  upstream: UpstreamHealth;
  version: string;
}

/** GET /api/health: 200 while the portal database answers (upstream maintenance is reported, not fatal), else 503. */
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const probe = healthProbe(c.var.services);
  const [db, upstream] = await Promise.all([probe.db(), probe.upstream()]);
  c.header('Cache-Control', 'no-store');
  if (db === 'ok') return c.json({ status: 'ok', db, upstream, version: pkg.version } satisfies HealthBody, 200);
  return c.json({ status: 'degraded', db, upstream, version: pkg.version } satisfies HealthBody, 503);
});
