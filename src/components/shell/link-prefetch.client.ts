// Link prefetch (docs/requirements.md#loading-bar-and-prefetch): once the browser is idle (at the latest after 2000 ms), links
// of this site that are in view are fetched ahead, so the next page opens at once. Skipped on 2g
// or with the data saver on. Decision 0071: about half a kilobyte instead of Astro's prefetch
// module, which has no idle timeout.
const IDLE_TIMEOUT_MS = 2000;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

const connection = (navigator as Navigator & { connection?: Connection }).connection;
const slow = Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
const fetched = new Set<string>();

/** Worth fetching ahead: another page of this site, not a download, an API call or signing out. */
function worth(a: HTMLAnchorElement): boolean {
  if (a.origin !== location.origin || a.hasAttribute('download') || a.target === '_blank' || a.dataset['prefetch'] === 'false') return false;
  // Chips, sorts and "more" of the page in view each cost a fresh server-side query: not ahead of a tap.
  if (a.pathname === location.pathname) return false;
  return !a.pathname.startsWith('/api/') && !/\/(logout|login)$/.test(a.pathname) && !fetched.has(a.href);
}

function prefetch(href: string): void {
  fetched.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

function start(): void {
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const a = entry.target as HTMLAnchorElement;
      seen.unobserve(a);
      if (worth(a)) prefetch(a.href);
    }
  });
  for (const a of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) if (worth(a)) seen.observe(a);
}

if (!slow && 'IntersectionObserver' in window) {
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(start, IDLE_TIMEOUT_MS);
}
