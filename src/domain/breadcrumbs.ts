// Breadcrumbs from the matched route path segments; the last one is disabled (docs/requirements.md#breadcrumbs).
import { matchRoute, splitPathSegments } from './routes';

export interface Breadcrumb {
  /** Path without locale; null when no route answers it. */
  readonly href: string | null;
  /** Route title key for a static segment; null for a parameter value or an unknown prefix. */
  readonly labelKey: `route.${string}` | null;
  /** Decoded segment, shown when there is no label key. */
  readonly text: string;
  readonly disabled: boolean;
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function breadcrumbs(pathWithoutLocale: string): Breadcrumb[] {
  const parts = splitPathSegments(pathWithoutLocale);
  const matches = parts.map((_, i) => matchRoute('/' + parts.slice(0, i + 1).join('/')));
  return parts.flatMap((part, i) => {
    const href = '/' + parts.slice(0, i + 1).join('/');
    const match = matches[i] ?? null;
    const last = i === parts.length - 1;
    // A route with an optional last parameter answers with and without it (/admin/roles/edit and
    // /admin/roles/edit/1): one page, one crumb ("Edit role", not "Edit role > Edit role").
    if (!last && match !== null && matches[i + 1]?.route.id === match.route.id) return [];
    const isStatic = match !== null && match.route.pattern.split('/').includes(part);
    return [{
      href: match ? href : null,
      labelKey: match && isStatic ? match.route.titleKey : null,
      text: decodeSafe(part),
      disabled: last || match === null,
    }];
  });
}
