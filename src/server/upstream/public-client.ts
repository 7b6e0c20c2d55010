// The client of the upstream's public endpoint (docs/requirements.md#public-inquiry, "Public inquiry"): no token
// is sent, and in-process the same gate as the HTTP endpoint lets only the public operations pass.
import { embeddedUpstream } from '#runtime/upstream';
import { publicExecutor } from './public-gate';
import { serverEnv } from '../env';
import { createUpstreamClient, type UpstreamClient } from './client';

let client: UpstreamClient | undefined;

/** `https://erp.example/graphql` → `https://erp.example/public/graphql`. */
export function publicUrlOf(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = parsed.pathname.replace(/\/?graphql\/?$/, '') + '/public/graphql';
  return parsed.toString();
}

export function getPublicUpstream(): UpstreamClient {
  const env = serverEnv();
  client ??= createUpstreamClient({
    url: env.UPSTREAM_GRAPHQL_URL ? publicUrlOf(env.UPSTREAM_GRAPHQL_URL) : undefined,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    embedded: () => embeddedUpstream()?.then(publicExecutor) ?? null,
  });
  return client;
}
