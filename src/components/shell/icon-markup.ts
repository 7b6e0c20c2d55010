// An icon's <svg> as one string, built once per name, size and class: a <use> of the icon's symbol in
// the sprite file (icon-sprite.ts), which carries the viewBox and the stroke attributes.
import { unescapeHTML } from 'astro/compiler-runtime';
import { ICONS } from './icons.ts';
import { ICON_SPRITE_HREF, escapeAttr, symbolId } from './icon-sprite.ts';

const FALLBACK = 'layout-grid';
const cache = new Map<string, string>();
const written = new Map<string, ReturnType<typeof unescapeHTML>>();

/** Class, size (0: set by CSS), hidden from assistive tech. An unknown name draws the grid icon. */
export function iconMarkup(name: string, size: number, className?: string): string {
  const key = `${name}|${size}|${className ?? ''}`;
  let markup = cache.get(key);
  if (markup === undefined) {
    const known = Object.hasOwn(ICONS, name) ? name : FALLBACK;
    const classes = escapeAttr(className ? `icon ${className}` : 'icon');
    // Size 0: the surrounding CSS sizes it (the main menu's ~30 icons, decision 0072).
    const box = size > 0 ? ` width="${size}" height="${size}"` : '';
    markup = `<svg class="${classes}"${box} aria-hidden="true"><use href="${ICON_SPRITE_HREF}#${symbolId(known)}"/></svg>`;
    cache.set(key, markup);
  }
  return markup;
}

/**
 * The icon as markup an .astro template writes as it is: `{icon('house', 22)}`. The shell draws some
 * sixty icons a page; as <Icon> components each cost two component renders (decision 0056).
 */
export function icon(name: string, size = 20, className?: string): ReturnType<typeof unescapeHTML> {
  const key = `${name}|${size}|${className ?? ''}`;
  let markup = written.get(key);
  if (markup === undefined) {
    markup = unescapeHTML(iconMarkup(name, size, className));
    written.set(key, markup);
  }
  return markup;
}
