// The page's icon sprite: one <symbol> per icon the shell draws more than once (the menu's, home,
// the profile entries), so the rail, the phone drawer and the page refer to one drawing with <use>.
// Registered per request on Astro.locals by the layout before any icon of the page renders.
import type { ProfileMenuEntry, VisibleMenuItem } from '../../domain/menu';
import { STROKE_ATTRIBUTES, shapeMarkup, shapeOf, symbolId } from './icon-markup.ts';

const registered = new WeakMap<object, ReadonlySet<string>>();
const markupCache = new Map<string, string>();
const CACHE_LIMIT = 200;

/** The icons in the request's sprite; none before the layout registered them (icons stay inline). */
export function iconSpriteOf(locals: object): ReadonlySet<string> | undefined {
  return registered.get(locals);
}

export function shellIconNames(menu: readonly VisibleMenuItem[], profile: readonly ProfileMenuEntry[]): string[] {
  const names = new Set<string>(['house']);
  for (const item of menu) {
    names.add(item.icon);
    if (item.kind === 'group') for (const child of item.children) names.add(child.icon);
  }
  for (const entry of profile) names.add(entry.icon);
  return [...names].sort();
}

/** Registers the names for this request and answers the hidden <svg> that defines them. */
export function registerIconSprite(locals: object, names: readonly string[]): string {
  registered.set(locals, new Set(names));
  const key = names.join(',');
  let markup = markupCache.get(key);
  if (markup === undefined) {
    const symbols = names.map((name) => `<symbol id="${symbolId(name)}" viewBox="0 0 24 24" ${STROKE_ATTRIBUTES}>${shapeMarkup(shapeOf(name))}</symbol>`);
    markup = `<svg class="icon-sprite" aria-hidden="true" focusable="false">${symbols.join('')}</svg>`;
    if (markupCache.size >= CACHE_LIMIT) markupCache.clear();
    markupCache.set(key, markup);
  }
  return markup;
}
