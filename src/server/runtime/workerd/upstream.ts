// Workers have no embedded upstream: the Worker always speaks HTTP (UPSTREAM_GRAPHQL_URL).
import type { UpstreamExecutor } from '../../upstream/transport';

export function embeddedUpstream(): Promise<UpstreamExecutor> | null {
  return null;
}

export async function closeEmbeddedUpstream(): Promise<void> {}
