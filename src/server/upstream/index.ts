// The portal's way to the upstream: `getUpstream().request(SomeDocument, variables)`.
import { serverEnv } from '../env';
import { createCache } from '#runtime/cache';
import { createUpstreamClient, type UpstreamClient } from './client';
import { CACHED_READS, withReadCache } from './read-cache';

export { createUpstreamClient, type UpstreamClient, type UpstreamClientOptions, type RequestOptions } from './client';
export {
  UpstreamError,
  isUpstreamError,
  KNOWN_UPSTREAM_CODES,
  NO_DATA_MESSAGE,
  type UpstreamErrorCode,
  type UpstreamErrorKind,
  type UpstreamErrorDetail,
} from './errors';
export type { GraphQLRequest, GraphQLResponse, UpstreamExecutor } from './transport';

let client: UpstreamClient | undefined;

/** The per-isolate client, configured from the server environment. */
export function getUpstream(): UpstreamClient {
  const env = serverEnv();
  client ??= withReadCache(
    createUpstreamClient({ url: env.UPSTREAM_GRAPHQL_URL, token: env.UPSTREAM_TOKEN, timeoutMs: env.UPSTREAM_TIMEOUT_MS }),
    createCache(),
    CACHED_READS,
    env.UPSTREAM_READ_CACHE_SECONDS,
  );
  return client;
}

/** Tests that change the environment drop the cached client with this. */
export function resetUpstream(): void {
  client = undefined;
}
