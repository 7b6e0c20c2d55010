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

/**
 * Every country site on one machine with no hosts-file change: `<key>.localhost` (de.localhost, ...).
 * Browsers resolve *.localhost to the loopback and treat it as a secure context, so the Secure session
 * cookies stick over plain http there (decision 0015).
 */
export function localHostname(host: HostConfig): string {
  return `${host.key}.localhost`;
}

const byKey = new Map(HOSTS.map((host) => [host.key, host]));
const byHostname = new Map(HOSTS.flatMap((host) => [...host.hostnames, localHostname(host)].map((name) => [name, host])));

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

/** The sales organisations a site serves: only their customers are offered there. */
export function siteSorgs(host: HostConfig): readonly string[] {
  return [host.sorg];
}

export function hostsOfSorgs(sorgs: readonly string[]): HostConfig[] {
  return HOSTS.filter((host) => sorgs.includes(host.sorg));
}

/** Hostnames a browser treats as secure over plain http: cookies marked Secure are kept there. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '[::1]';
}

/**
 * Where `host` is reached from a request to `current`: on a local machine (a loopback name) its
 * `<key>.localhost` on the same scheme and port, otherwise its first public hostname over https.
 */
export function siteOrigin(host: HostConfig, current: URL): string {
  if (isLoopbackHostname(current.hostname)) return `${current.protocol}//${localHostname(host)}${current.port ? `:${current.port}` : ''}`;
  return `https://${host.hostnames[0] ?? localHostname(host)}`;
}
