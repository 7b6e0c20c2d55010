// An icon's <svg> as one string, built once per name, size and class: a <use> of the icon's symbol in
// the sprite file (icon-sprite.ts), which carries the viewBox and the stroke attributes.
import { unescapeHTML } from 'astro/compiler-runtime';
import { ICONS } from './icons.ts';
import { ICON_SPRITE_HREF, escapeAttr, symbolId } from './icon-sprite.ts';

const FALLBACK = 'layout-grid';
const cache = new Map<string, string>();
const written = new Map<string, ReturnType<typeof unescapeHTML>>();

/** Class, size (0: set by CSS, and no class unless asked), hidden from assistive tech. An unknown name draws the grid icon. */
export function iconMarkup(name: string, size: number, className?: string): string {
  const key = `${name}|${size}|${className ?? ''}`;
  let markup = cache.get(key);
  if (markup === undefined) {
    const known = Object.hasOwn(ICONS, name) ? name : FALLBACK;
    const classes = escapeAttr(className ? `icon ${className}` : 'icon');
    // Size 0: the surrounding CSS finds and sizes it, so it carries neither class nor size (the main
    // menu's ~50 icons, decisions 0072 and 0084).
    const box = size > 0 ? ` class="${classes}" width="${size}" height="${size}"` : className ? ` class="${classes}"` : '';
    markup = `<svg${box} aria-hidden="true"><use href="${ICON_SPRITE_HREF}#${symbolId(known)}"/></svg>`;
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
