// Small pure helpers for the shell's navigation markup (tested in tests/unit/shell-nav.test.ts).
import type { Breadcrumb } from '../../domain/breadcrumbs';

/** A menu entry is current on its own path and below it; its query string does not count. */
export function isActiveHref(currentPath: string, href: string): boolean {
  const target = href.split(/[?#]/, 1)[0] ?? '';
  if (target === '/' || target === '') return currentPath === '/';
  return currentPath === target || currentPath.startsWith(`${target}/`);
}

/** Where the phone back button goes: the nearest enabled breadcrumb above the page, else home. */
export function backHref(crumbs: readonly Breadcrumb[]): string {
  for (let i = crumbs.length - 2; i >= 0; i -= 1) {
    const crumb = crumbs[i];
    if (crumb && !crumb.disabled && crumb.href) return crumb.href;
  }
  return '/';
}
