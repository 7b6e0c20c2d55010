// Which link targets rich text may carry. Shared by the server's sanitiser (the gate) and the admin
// editor (so an admin is told at once instead of seeing the link vanish on save).

/** Relative paths, http(s) and mailto only: no javascript:, data: or protocol-relative tricks. */
export function safeHref(raw: string): string | null {
  // Browsers ignore tabs, line breaks and control characters inside a scheme ("java\tscript:").
  const href = raw.replace(/&amp;/g, '&').replace(/[\u0000-\u0020]/g, '');
  if (href === '') return null;
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (href.startsWith('//') || /^[^/?#]*:/.test(href)) return null;
  return href;
}
