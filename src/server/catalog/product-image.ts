// Demo product images: an SVG drawing per model and colour, from the upstream's image key
// (`bikes/{model}/{colour}`, `paa/{model}/{variant}`). Same key, same drawing; parts are drawn by
// kind (part-drawings.ts).
import { partDrawing } from './part-drawings';

const COLOURS: Readonly<Record<string, string>> = {
  black: '#1f2328', white: '#e9ecef', red: '#c62828', blue: '#1552a8', green: '#2e7d32', yellow: '#f2c200',
  orange: '#ef6c00', grey: '#6b7280', gray: '#6b7280', silver: '#a8b0b8', purple: '#6a1b9a', pink: '#d81b60',
  teal: '#00897b', navy: '#1a2a5a', olive: '#6b7a2a', sand: '#c8b38a', copper: '#b86b3a', mint: '#6fcfb0',
};

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The first colour word in the variant part of the key, else a hue derived from the key. */
export function colourOf(key: string): string {
  const variant = key.split('/').pop() ?? '';
  for (const word of variant.split('-')) {
    const known = COLOURS[word];
    if (known) return known;
  }
  return `hsl(${hash(key) % 360} 55% 42%)`;
}

const escape = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function bike(colour: string): string {
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round">
<circle cx="95" cy="190" r="62" stroke="#2b2f36" stroke-width="9"/><circle cx="305" cy="190" r="62" stroke="#2b2f36" stroke-width="9"/>
<circle cx="95" cy="190" r="6" fill="#2b2f36"/><circle cx="305" cy="190" r="6" fill="#2b2f36"/>
<path d="M95 190 L165 100 L275 100 L305 190 M165 100 L200 190 L275 100 M95 190 L200 190" stroke="${colour}" stroke-width="11"/>
<path d="M150 78 h34 M165 100 L158 78 M275 100 L268 66 h26" stroke="#2b2f36" stroke-width="8"/>
<circle cx="200" cy="190" r="14" stroke="#2b2f36" stroke-width="6"/></g>`;
}

export function productSvg(key: string, label: string): string {
  const colour = colourOf(key);
  const drawing = key.startsWith('bikes/') ? bike(colour) : partDrawing(key, colour, hash(key));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escape(label)}"><rect width="400" height="300" fill="#f6f7f9"/>${drawing}</svg>`;
}
