// Server status per host, kept in memory for a few seconds so a page view costs no upstream call.
// Concurrent requests for an expired entry share one fetch.
export interface ServerStatus {
  status: 'online' | 'maintenance';
  message?: string;
}

export type StatusSource = (hostKey: string) => Promise<ServerStatus>;

export interface StatusCacheOptions {
  ttlMs: number;
  now?: () => number;
  /** Called when the source fails; the host is then treated as online until the next refresh. */
  onError?: (error: unknown, hostKey: string) => void;
}

interface Entry {
  value: Promise<ServerStatus>;
  expiresAt: number;
}

const ONLINE: ServerStatus = { status: 'online' };

export function createStatusCache(source: StatusSource, options: StatusCacheOptions): StatusSource {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  return (hostKey) => {
    const cached = entries.get(hostKey);
    const at = now();
    if (cached && cached.expiresAt > at) return cached.value;
    // A status call that fails must not take the portal down with it: fail open.
    const value = source(hostKey).catch((error: unknown) => {
      options.onError?.(error, hostKey);
      return ONLINE;
    });
    entries.set(hostKey, { value, expiresAt: at + options.ttlMs });
    return value;
  };
}
