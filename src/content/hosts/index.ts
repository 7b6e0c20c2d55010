// The host map: every configured hostname to its configuration. `resolveHost` is a Map lookup,
// cheap enough for every request.
import { germany } from './germany.ts';
import { indonesia } from './indonesia.ts';
import { netherlands } from './netherlands.ts';
import type { HostConfig } from './types.ts';
import { unitedStates } from './united-states.ts';

export type { HostConfig } from './types.ts';

export const HOSTS: readonly HostConfig[] = [indonesia, unitedStates, germany, netherlands];

/** localhost, 127.0.0.1 and unknown hostnames get this host unless DEFAULT_HOST names another. */
export const FALLBACK_HOST_KEY = unitedStates.key;

const byKey = new Map(HOSTS.map((host) => [host.key, host]));
const byHostname = new Map(HOSTS.flatMap((host) => host.hostnames.map((name) => [name, host])));

export function hostByKey(key: string): HostConfig | undefined {
  return byKey.get(key);
}

/** The default host: `defaultKey` (env DEFAULT_HOST) when it names a host, else the US host. */
export function defaultHost(defaultKey?: string): HostConfig {
  const chosen = defaultKey === undefined ? undefined : byKey.get(defaultKey);
  return chosen ?? unitedStates;
}

/** Host configuration for a request's hostname (as URL.hostname gives it: no port). */
export function resolveHost(hostname: string, defaultKey?: string): HostConfig {
  return byHostname.get(hostname.toLowerCase()) ?? defaultHost(defaultKey);
}
