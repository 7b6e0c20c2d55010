// Markup that components build as strings (filter options, the main menu, home cards, islands'
// server output), and the memo that keeps it per object it is drawn from.
import { unescapeHTML } from 'astro/compiler-runtime';
import { derivedOnce } from '../server/derived-once';

export type Markup = ReturnType<typeof unescapeHTML>;

const TEXT = /[&<>'"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };

/** Escaped as Astro escapes a template's `{text}`, so the bytes are those the template would write. */
export const escapeText = (value: string): string => value.replace(TEXT, (c) => ENTITIES[c] ?? c);

const PREACT_TEXT = /[&<"]/g;

/** Escaped as Preact's server render escapes text and attribute values, for markup an island hydrates. */
export const escapePreact = (value: string): string => value.replace(PREACT_TEXT, (c) => ENTITIES[c] ?? c);

/** Characters above U+00FF as character references. Every language of the portal is written in
 * Latin-1 letters, and one character beyond them (a ’ in an ERP text) makes V8 hold the whole page
 * as a two-byte string, which takes twice as long to encode for the response (issue 19). */
const latin1Text = (html: string): string => html.replace(/[^\u0000-\u00ff]/gu, (c) => `&#${c.codePointAt(0)};`);

/** The markup `draw` makes from `source` (a cached, unchanging object) for `key`, drawn once. */
export function drawnOnce(source: object, key: string, draw: () => string | null): Markup | null {
  return derivedOnce(source, `markup\0${key}`, () => {
    const html = draw();
    return html === null ? null : unescapeHTML(latin1Text(html));
  });
}
