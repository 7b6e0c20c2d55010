// An icon's <svg> as one string, built once per name, size, class and form. The shell draws each menu
// icon twice (desktop rail and phone drawer) and pages draw some again: those icons are defined once
// per page as <symbol>s in a sprite (icon-sprite.ts) and drawn with <use>; any other icon is inline.
import { ICONS, type IconShape } from './icons.ts';

const FALLBACK = 'layout-grid';
const cache = new Map<string, string>();

/** The lucide stroke attributes, on the sprite's <symbol> or on an inline icon's <svg>. */
export const STROKE_ATTRIBUTES = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

export function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function shapeOf(name: string): IconShape {
  return ICONS[name] ?? ICONS[FALLBACK] ?? [];
}

export function shapeMarkup(shape: IconShape): string {
  return shape
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('');
      return `<${tag}${list}></${tag}>`;
    })
    .join('');
}

/** The id of a name's <symbol> in the page's sprite. */
export function symbolId(name: string): string {
  return `icon-${name}`;
}

/**
 * Class, size, hidden from assistive tech; the shape inline, or a <use> of the page's sprite when
 * `sprite` holds the name (the sprite's <symbol> carries the viewBox and the stroke attributes).
 */
export function iconMarkup(name: string, size: number, className?: string, sprite?: ReadonlySet<string>): string {
  const used = sprite?.has(name) === true;
  const key = `${name}|${size}|${className ?? ''}|${used ? 'use' : 'inline'}`;
  let markup = cache.get(key);
  if (markup === undefined) {
    const classes = escapeAttr(className ? `icon ${className}` : 'icon');
    markup = used
      ? `<svg class="${classes}" width="${size}" height="${size}" aria-hidden="true" focusable="false"><use href="#${symbolId(name)}"></use></svg>`
      : `<svg class="${classes}" xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24"` +
        ` ${STROKE_ATTRIBUTES} aria-hidden="true" focusable="false">${shapeMarkup(shapeOf(name))}</svg>`;
    cache.set(key, markup);
  }
  return markup;
}
