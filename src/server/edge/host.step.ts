import type { MiddlewareHandler } from 'astro';
import { resolveHost, type HostConfig } from '../../content/hosts/index.ts';
import type { MapTileSource } from '../../domain/hosts.types.ts';
import { serverEnv } from '../env.ts';

/** Step 1: the host configuration for the request's hostname (localhost → DEFAULT_HOST or US). */
export const hostStep: MiddlewareHandler = (context, next) => {
  const env = serverEnv();
  context.locals.host = withDeploymentTiles(resolveHost(context.url.hostname, env.DEFAULT_HOST), env.MAP_TILES);
  return next();
};

// One copy per host and setting, not one per request; hosts the deployment does not name stay as they are.
const withTiles = new WeakMap<MapTileSource, HostConfig>();

/** The host with the tile source its deployment set (`MAP_TILES_<KEY>`, decision 0061) in place of its own. */
export function withDeploymentTiles(host: HostConfig, tiles: Readonly<Record<string, MapTileSource>>): HostConfig {
  const source = tiles[host.key];
  if (!source) return host;
  let configured = withTiles.get(source);
  if (!configured) {
    configured = { ...host, mapTiles: source };
    withTiles.set(source, configured);
  }
  return configured;
}
