// What kind of path a request is for, decided from its first segment alone. Pure and cheap.
import { isLocale, type Locale } from '../../domain/locales.ts';

export type PathKind =
  | { kind: 'root' }
  | { kind: 'page'; locale: Locale; rest: string }
  | { kind: 'api'; path: string }
  | { kind: 'asset' }
  | { kind: 'status-page' }
  | { kind: 'unknown' };

// Framework and public-folder prefixes that never carry a locale.
const ASSET_SEGMENTS: ReadonlySet<string> = new Set([
  '_astro',
  '_image',
  '_server-islands',
  '_actions',
  'brand',
  'assets',
  'images',
  'icons',
  '.well-known',
  'manifests',
]);

// Astro renders these itself, also when the middleware rewrites an unknown path to them.
const STATUS_PAGES: ReadonlySet<string> = new Set(['404', '500']);

export function classifyPath(pathname: string): PathKind {
  const trimmed = pathname.replace(/^\/+/, '');
  if (trimmed === '') return { kind: 'root' };
  const slash = trimmed.indexOf('/');
  const first = slash === -1 ? trimmed : trimmed.slice(0, slash);
  const rest = slash === -1 ? '' : trimmed.slice(slash + 1).replace(/\/+$/, '');
  if (isLocale(first)) return { kind: 'page', locale: first, rest };
  if (first === 'api') return { kind: 'api', path: `/${trimmed}` };
  if (STATUS_PAGES.has(first) && rest === '') return { kind: 'status-page' };
  // Files such as /favicon.svg, /robots.txt or /manifest.webmanifest.
  if (ASSET_SEGMENTS.has(first) || (slash === -1 && first.includes('.'))) return { kind: 'asset' };
  return { kind: 'unknown' };
}

/** Whether the path is the maintenance page under any locale prefix. */
export function isMaintenancePage(kind: PathKind): boolean {
  return kind.kind === 'page' && kind.rest === 'maintenance';
}
