// Text for markup that components build as strings (filter options, the main menu): escaped as
// Astro escapes a template's `{text}`, so the bytes are those the template would write.
const TEXT = /[&<>'"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };

export const escapeText = (value: string): string => value.replace(TEXT, (c) => ENTITIES[c] ?? c);
