// What every request handler needs, built once per isolate from the environment and `#runtime/*`.
import { createBlobStore } from '#runtime/blob';
import { createCache } from '#runtime/cache';
import { createLibsqlClient } from '#runtime/db';
import { createMailer } from '#runtime/mail';
import { createPortalDb, type PortalDb } from '../../db/client';
import { serverEnv } from './env';
import type { BlobStore, Cache, Mailer } from './runtime/types';
import { getUpstream, type UpstreamClient } from './upstream';

export interface Services {
  db: PortalDb;
  upstream: UpstreamClient;
  /** The upstream's public endpoint (no token); unset means getPublicUpstream(). */
  publicUpstream?: UpstreamClient;
  blob: BlobStore;
  cache: Cache;
  mail: Mailer;
}

let services: Services | undefined;

export function getServices(): Services {
  services ??= buildServices();
  return services;
}

function buildServices(): Services {
  const env = serverEnv();
  return {
    db: createPortalDb(createLibsqlClient(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN)),
    upstream: getUpstream(),
    blob: createBlobStore(),
    cache: createCache(),
    mail: createMailer(),
  };
}
