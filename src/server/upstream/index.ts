// The portal's way to the upstream: `getUpstream().request(SomeDocument, variables)`.
import { serverEnv } from '../env';
import { createUpstreamClient, type UpstreamClient } from './client';

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
  client ??= createUpstreamClient({
    url: serverEnv().UPSTREAM_GRAPHQL_URL,
    token: serverEnv().UPSTREAM_TOKEN,
    timeoutMs: serverEnv().UPSTREAM_TIMEOUT_MS,
  });
  return client;
}

/** Tests that change the environment drop the cached client with this. */
export function resetUpstream(): void {
  client = undefined;
}
