// Redirect targets taken from input (`next`, a Referer) may only name a path of this site.
// Browsers drop tab, CR and LF inside a URL and read `\` as `/`, so `/\t/evil.example` arrives as
// `//evil.example` (another site) and a raw line break cannot even be sent as a header: such input
// is refused outright, never cleaned up. Pure: the sign-in page and the page forms share it.

const BASE = 'http://same-site.invalid';
// C0 controls, DEL and the backslash: what a browser strips or rewrites while reading a Location.
const REFUSED = /[\u0000-\u001f\u007f\\]/;

/**
 * The path, query and fragment of `target` when it is a path of this site, normalised and
 * percent-encoded as the URL parser writes it (safe to put in a Location header); null otherwise.
 */
export function sameSitePath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || REFUSED.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalised form must still be a plain path (dot segments such as `/./` can fold into `//`).
  return path.startsWith('//') ? null : path;
}
