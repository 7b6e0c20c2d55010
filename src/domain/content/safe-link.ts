// Which link targets and image sources rich text may carry. Shared by the server's sanitiser (the
// gate) and the admin editor (so an admin is told at once instead of seeing the link vanish on save).

/** Relative paths, http(s) and mailto only: no javascript:, data: or protocol-relative tricks. */
export function safeHref(raw: string): string | null {
  // Browsers ignore tabs, line breaks and control characters inside a scheme ("java\tscript:").
  const href = raw.replace(/&amp;/g, '&').replace(/[\u0000-\u0020]/g, '');
  if (href === '') return null;
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (href.startsWith('//') || /^[^/?#]*:/.test(href)) return null;
  return href;
}

/** Where the portal serves the files admins upload: banners, news, marketing material, sales documents. */
const OWN_FILES = /^\/api\/(?:banners\/[a-z0-9][a-z0-9._-]*|(?:news|marketing-material|sales-documents)\/files\/[0-9a-f-]{36})(?:\?[a-z0-9=&]*)?$/i;

/** An image source rich text may show: one of the portal's own files, by path (no host, no scheme). */
export function ownFileSrc(raw: string): string | null {
  const src = raw.replace(/&amp;/g, '&').trim();
  return OWN_FILES.test(src) ? src : null;
}
