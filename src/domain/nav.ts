// Small pure helpers for the shell's navigation markup (tested in tests/unit/shell-nav.test.ts).
import type { Breadcrumb } from './breadcrumbs';

/** A menu entry is current on its own path and below it; its query string does not count. */
export function isActiveHref(currentPath: string, href: string): boolean {
  const target = href.split(/[?#]/, 1)[0] ?? '';
  if (target === '/' || target === '') return currentPath === '/';
  return currentPath === target || currentPath.startsWith(`${target}/`);
}

/**
 * The one menu entry to highlight: among the entries current on this path, the most specific (the
 * longest path); an entry with a query string counts only when the page's query holds all of it.
 */
export function activeHrefOf(currentPath: string, currentSearch: string, hrefs: readonly string[]): string | null {
  const query = new URLSearchParams(currentSearch);
  let best: string | null = null;
  let bestScore = -1;
  for (const href of hrefs) {
    if (!isActiveHref(currentPath, href)) continue;
    const [path = '', search = ''] = href.split('#', 1)[0]?.split('?', 2) ?? [];
    const wanted = [...new URLSearchParams(search)];
    if (!wanted.every(([k, v]) => query.getAll(k).includes(v))) continue;
    const score = path.length * 2 + (wanted.length > 0 ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [href, score];
  }
  return best;
}

/** Where the phone back button goes: the nearest enabled breadcrumb above the page, else home. */
export function backHref(crumbs: readonly Breadcrumb[]): string {
  for (let i = crumbs.length - 2; i >= 0; i -= 1) {
    const crumb = crumbs[i];
    if (crumb && !crumb.disabled && crumb.href) return crumb.href;
  }
  return '/';
}
