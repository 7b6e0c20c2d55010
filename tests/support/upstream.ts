// A stand-in for the distributor's upstream at its executor boundary, for tests that need only the
// server status (the real embedded upstream is exercised by the upstream's own tests).
import { createUpstreamClient, type UpstreamClient, type UpstreamExecutor } from '../../src/server/upstream';

export interface StatusUpstream {
  client: UpstreamClient;
  /** How many GraphQL requests reached the upstream. */
  calls(): number;
  setStatus(status: 'online' | 'maintenance'): void;
}

export function statusUpstream(initial: 'online' | 'maintenance' = 'online'): StatusUpstream {
  let status: string = initial;
  let calls = 0;
  const executor: UpstreamExecutor = {
    async execute(request) {
      calls += 1;
      if (request.operationName !== 'serverStatus') return { errors: [{ message: `not served here: ${request.operationName}` }] };
      const host = String(request.variables?.['host'] ?? '');
      return { data: { serverStatus: { host, status, message: null, updatedAt: null } } };
    },
  };
  return {
    client: createUpstreamClient({ timeoutMs: 1_000, embedded: () => Promise.resolve(executor) }),
    calls: () => calls,
    setStatus(next) {
      status = next;
    },
  };
}

/** An upstream nobody listens for: every request fails with a network error. */
export function unreachableUpstream(): UpstreamClient {
  return createUpstreamClient({ url: 'http://127.0.0.1:9/graphql', timeoutMs: 1_000 });
}
