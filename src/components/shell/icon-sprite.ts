// Every icon the server draws is a <symbol> of one SVG file, /icons/<version>.svg, that the
// browser fetches once and keeps (immutable; the version follows the shapes). Pages refer to it with
// <use> (Icon.astro), so no page carries an icon's drawing (decision 0056; before, decision 0022's
// in-page sprite). The file is written once per process from lucide's icon data.
import { ICONS, type IconShape } from './icons.ts';

/** The lucide stroke attributes, on each <symbol>. */
export const STROKE_ATTRIBUTES = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

function escapeAttr(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function shapeMarkup(shape: IconShape): string {
  return shape
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ` ${name}="${escapeAttr(value ?? '')}"`)
        .join('');
      return `<${tag}${list}></${tag}>`;
    })
    .join('');
}

/** The id of a name's <symbol>: the name itself (the file holds nothing else, so ids cannot clash with a page's). */
export function symbolId(name: string): string {
  return name;
}


/** The sprite file's content: one symbol per name of ICONS, with the lucide viewBox and strokes. */
export const ICON_SPRITE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  Object.entries(ICONS)
    .map(([name, shape]) => `<symbol id="${symbolId(name)}" viewBox="0 0 24 24" ${STROKE_ATTRIBUTES}>${shapeMarkup(shape)}</symbol>`)
    .join('') +
  '</svg>';

/** A short content hash (djb2, base 36): a new drawing is a new URL, so the file can be cached for good. */
function versionOf(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = (Math.imul(hash, 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

export const ICON_SPRITE_FILE = `${versionOf(ICON_SPRITE_SVG)}.svg`;
export const ICON_SPRITE_HREF = `/icons/${ICON_SPRITE_FILE}`;

const FALLBACK = 'layout-grid';

/** Where `<use>` finds a name's drawing; an unknown name draws the grid icon. */
export function iconHref(name: string): string {
  return `${ICON_SPRITE_HREF}#${symbolId(Object.hasOwn(ICONS, name) ? name : FALLBACK)}`;
}
