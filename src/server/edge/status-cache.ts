// Server status per host, kept in memory for a few seconds so a page view costs no upstream call.
// Concurrent requests for an expired entry share one fetch.
import { BoundedCache } from '../../domain/bounded-cache';

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

const ONLINE: ServerStatus = { status: 'online' };

export function createStatusCache(source: StatusSource, options: StatusCacheOptions): StatusSource {
  const entries = new BoundedCache<string, Promise<ServerStatus>>({ max: 1_000, ttlMs: options.ttlMs, now: options.now });

  return (hostKey) => {
    const cached = entries.get(hostKey);
    if (cached) return cached;
    // A status call that fails must not take the portal down with it: fail open.
    const value = source(hostKey).catch((error: unknown) => {
      options.onError?.(error, hostKey);
      return ONLINE;
    });
    entries.set(hostKey, value);
    return value;
  };
}
