// Every environment variable the server reads, declared once. On Node they come from
// process.env; on Workers from the `env` binding (see #runtime/env).
import { readEnv } from '#runtime/env';
import { HOSTS } from '../content/hosts/index.ts';
import type { MapTileSource } from '../domain/hosts.types.ts';
import { parseTileSetting, tileSettingName } from '../domain/visits/map-tiles-setting.ts';

export interface ServerEnv {
  /** Portal database: `file:` locally, `libsql://`/`https://` (Turso, sqld) on Workers. */
  DATABASE_URL: string;
  DATABASE_AUTH_TOKEN: string | undefined;
  /** When set, the upstream GraphQL endpoint spoken to over HTTP; unset = embedded upstream in-process. */
  UPSTREAM_GRAPHQL_URL: string | undefined;
  UPSTREAM_TOKEN: string | undefined;
  UPSTREAM_TIMEOUT_MS: number;
  /** How long a customer's repeated upstream reads are reused (decision 0087); 0 = always read. */
  UPSTREAM_READ_CACHE_SECONDS: number;
  /** Embedded upstream's own database and demo size (`demo`, `bench` or a product count). */
  UPSTREAM_DATABASE_URL: string;
  UPSTREAM_DEMO_SIZE: string;
  BLOB_DIR: string;
  MAIL_DIR: string;
  /** Signs access tokens; generated into data/ on first start when unset locally. */
  SESSION_SECRET: string | undefined;
  /** Country deployment's default host key in src/content/hosts (Workers), e.g. `us`. */
  DEFAULT_HOST: string | undefined;
  /** VAPID public key (base64url) for web push; unset = no push subscription offered. */
  WEB_PUSH_PUBLIC_KEY: string | undefined;
  /** Sales-area map tiles per host key from `MAP_TILES_<KEY>` (decision 0061); hosts not named keep their own. */
  MAP_TILES: Readonly<Record<string, MapTileSource>>;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const get = readEnv();
  cached = {
    DATABASE_URL: get('DATABASE_URL') ?? 'file:data/portal.db',
    DATABASE_AUTH_TOKEN: get('DATABASE_AUTH_TOKEN'),
    UPSTREAM_GRAPHQL_URL: get('UPSTREAM_GRAPHQL_URL') || undefined,
    UPSTREAM_TOKEN: get('UPSTREAM_TOKEN'),
    UPSTREAM_TIMEOUT_MS: Number(get('UPSTREAM_TIMEOUT_MS') ?? 10_000),
    UPSTREAM_READ_CACHE_SECONDS: Number(get('UPSTREAM_READ_CACHE_SECONDS') ?? 30),
    UPSTREAM_DATABASE_URL: get('UPSTREAM_DATABASE_URL') ?? 'file:data/upstream.db',
    UPSTREAM_DEMO_SIZE: get('UPSTREAM_DEMO_SIZE') ?? 'demo',
    BLOB_DIR: get('BLOB_DIR') ?? 'data/blobs',
    MAIL_DIR: get('MAIL_DIR') ?? 'data/mail',
    SESSION_SECRET: get('SESSION_SECRET'),
    DEFAULT_HOST: get('DEFAULT_HOST'),
    WEB_PUSH_PUBLIC_KEY: get('WEB_PUSH_PUBLIC_KEY') || undefined,
    MAP_TILES: mapTilesFrom(get),
  };
  return cached;
}

/** A malformed value draws no tiles rather than stopping the portal; the log says which and why. */
function mapTilesFrom(get: (name: string) => string | undefined): Record<string, MapTileSource> {
  const tiles: Record<string, MapTileSource> = {};
  for (const { key } of HOSTS) {
    const name = tileSettingName(key);
    const setting = parseTileSetting(get(name));
    if (setting.kind === 'tiles') tiles[key] = setting.tiles;
    else if (setting.kind === 'invalid') console.warn(`${name} ignored: ${setting.problem}.`);
  }
  return tiles;
}

/** Tests swap the environment between files. */
export function resetServerEnv(): void {
  cached = undefined;
}
