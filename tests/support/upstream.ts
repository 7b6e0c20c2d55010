// A stand-in for the distributor's upstream at its executor boundary, for tests that need only the
// server status (the real embedded upstream is exercised by the upstream's own tests).
import { createUpstreamClient, type UpstreamClient, type UpstreamExecutor } from '../../src/server/upstream';

type Status = 'online' | 'maintenance';

export interface StatusUpstream {
  client: UpstreamClient;
  /** The `host` argument of every serverStatus request that reached the upstream, in order. */
  asked(): string[];
  /** Without a host: the status of every host without its own. */
  setStatus(status: Status, host?: string): void;
}

export function statusUpstream(initial: Status = 'online'): StatusUpstream {
  let fallback: Status = initial;
  const perHost = new Map<string, Status>();
  const asked: string[] = [];
  const executor: UpstreamExecutor = {
    async execute(request) {
      if (request.operationName !== 'serverStatus') return { errors: [{ message: `not served here: ${request.operationName}` }] };
      const host = String(request.variables?.['host'] ?? '');
      asked.push(host);
      return { data: { serverStatus: { host, status: perHost.get(host) ?? fallback, message: null, updatedAt: null } } };
    },
  };
  return {
    client: createUpstreamClient({ timeoutMs: 1_000, embedded: () => Promise.resolve(executor) }),
    asked: () => [...asked],
    setStatus(status, host) {
      if (host === undefined) fallback = status;
      else perHost.set(host, status);
    },
  };
}

/** An upstream nobody listens for: every request fails with a network error. */
export function unreachableUpstream(): UpstreamClient {
  return createUpstreamClient({ url: 'http://127.0.0.1:9/graphql', timeoutMs: 1_000 });
}
