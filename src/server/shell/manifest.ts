// Per-domain web app manifests (feature WEB_MANIFEST): the mapping the page head reads and each
// host's manifest. Pure data from the host configuration.
import { isFlagOn } from '../../domain/feature-flags';
import type { HostConfig } from '../../domain/hosts.types';

export interface ManifestMapping {
  domains: readonly string[];
  manifest: string;
  shortCutIcon: string;
  appleTouchIcon: string;
}

export const manifestPath = (host: HostConfig): string => `/manifests/${host.key}.webmanifest`;

export function manifestMappings(hosts: readonly HostConfig[]): ManifestMapping[] {
  return hosts
    .filter((host) => isFlagOn(host.features, 'WEB_MANIFEST'))
    .map((host) => ({ domains: host.hostnames, manifest: manifestPath(host), shortCutIcon: host.webLogo, appleTouchIcon: host.webLogo }));
}

export function webManifest(host: HostConfig) {
  return {
    name: host.webTitle,
    short_name: host.webTitle.split(/\s+/)[0] ?? host.webTitle,
    description: host.webDescription,
    lang: host.defaultLocale,
    start_url: `/${host.defaultLocale}`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1552a8',
    icons: [{ src: host.webLogo, sizes: 'any', type: host.webLogo.endsWith('.svg') ? 'image/svg+xml' : 'image/png', purpose: 'any' }],
  };
}
