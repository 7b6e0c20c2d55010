// Markup that components build as strings (filter options, the main menu, home cards, islands'
// server output), and the memo that keeps it per object it is drawn from.
import { unescapeHTML } from 'astro/compiler-runtime';

export type Markup = ReturnType<typeof unescapeHTML>;

const TEXT = /[&<>'"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };

/** Escaped as Astro escapes a template's `{text}`, so the bytes are those the template would write. */
export const escapeText = (value: string): string => value.replace(TEXT, (c) => ENTITIES[c] ?? c);

const PREACT_TEXT = /[&<"]/g;

/** Escaped as Preact's server render escapes text and attribute values, for markup an island hydrates. */
export const escapePreact = (value: string): string => value.replace(PREACT_TEXT, (c) => ENTITIES[c] ?? c);

const drawn = new WeakMap<object, Map<string, Markup | null>>();

/** The markup `draw` makes from `source` (a cached, unchanging object) for `key`, drawn once. */
export function drawnOnce(source: object, key: string, draw: () => string | null): Markup | null {
  let byKey = drawn.get(source);
  if (!byKey) drawn.set(source, (byKey = new Map()));
  let markup = byKey.get(key);
  if (markup === undefined) {
    const html = draw();
    markup = html === null ? null : unescapeHTML(html);
    byKey.set(key, markup);
  }
  return markup;
}
