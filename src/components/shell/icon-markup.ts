// An icon's <svg> as one string, built once per name, size and class: the shell draws ~80 icons on a
// signed-in page (desktop rail and phone drawer), and spreading each shape's attributes through the
// template renderer on every request cost more than the rest of the header.
import { ICONS, type IconShape } from './icons.ts';

const FALLBACK = 'layout-grid';
const cache = new Map<string, string>();

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function shapeMarkup(shape: IconShape): string {
  return shape
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeAttr(value)}"`).join('');
      return `<${tag}${list}></${tag}>`;
    })
    .join('');
}

/** The same markup the template rendered before: class, size, the lucide stroke attributes, hidden from assistive tech. */
export function iconMarkup(name: string, size: number, className?: string): string {
  const key = `${name}|${size}|${className ?? ''}`;
  let markup = cache.get(key);
  if (markup === undefined) {
    const shape = ICONS[name] ?? ICONS[FALLBACK] ?? [];
    const classes = escapeAttr(className ? `icon ${className}` : 'icon');
    markup =
      `<svg class="${classes}" xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24"` +
      ` fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"` +
      ` aria-hidden="true" focusable="false">${shapeMarkup(shape)}</svg>`;
    cache.set(key, markup);
  }
  return markup;
}
