import { createClient, type Client } from '@libsql/client/web';

/**
 * Opens a libSQL client over HTTP (Turso, sqld, or scripts/libsql-http-server.ts in tests).
 * workerd has no file system, so a `file:` URL is a configuration mistake worth naming clearly.
 */
export function createLibsqlClient(url: string, authToken?: string): Client {
  if (url.startsWith('file:')) {
    throw new Error(
      `DATABASE_URL is "${url}", but the Worker reaches libSQL only over the network: ` +
        'set it to the libsql://, https:// or http:// URL of the country database (see docs/ops-cloudflare.md).',
    );
  }
  // The client queues statements past `concurrency` (default 20) and starts a queued one from whichever
  // request finishes first; in workerd that is another request's I/O, which the runtime cancels as
  // hung. An isolate's concurrent requests each make their own calls, so nothing is ever queued.
  return createClient({ url, concurrency: 10_000, ...(authToken ? { authToken } : {}) });
}
