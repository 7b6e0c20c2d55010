// What the sales-area map shows, shared by the server's fallback drawing and the map island: the
// categories and their colours, when names are drawn, which labels give way where they would
// overlap, and whether a host's tile source can be used. No zod here: the island imports this file.

/** Categories a region group can have, from the core of the network (A) to not covered (D). */
export const SALES_AREA_CATEGORIES = ['A', 'B', 'C', 'D'] as const;
export type SalesAreaCategory = (typeof SALES_AREA_CATEGORIES)[number];
export const isSalesAreaCategory = (value: string): value is SalesAreaCategory => (SALES_AREA_CATEGORIES as readonly string[]).includes(value);

/** The category's label key (locale keys are lower case). */
export const CATEGORY_KEYS = { A: 'sales_area.category.a', B: 'sales_area.category.b', C: 'sales_area.category.c', D: 'sales_area.category.d' } as const satisfies Record<SalesAreaCategory, string>;

/**
 * Fill colours per category, told apart by lightness as well as hue (dark green, light green, amber,
 * grey) so that A and B differ for colour-blind readers too; each dot has a dark outline.
 */
export const CATEGORY_COLOURS: Record<SalesAreaCategory, string> = { A: '#1b5e20', B: '#81c784', C: '#f9a825', D: '#9e9e9e' };
/** A city or district without a category. */
export const NO_CATEGORY_COLOUR = '#ffffff';

export const categoryColour = (category: string | null | undefined): string =>
  category && isSalesAreaCategory(category) ? CATEGORY_COLOURS[category] : NO_CATEGORY_COLOUR;

/**
 * Which names the map draws: with several provinces in view, the provinces' names (a city's name
 * shows when it is pointed at or focused); with one province, or zoomed in far enough that the
 * provinces spread out, the names of its cities and districts. Never both at once: province names
 * drawn among city names were what crowded the map.
 */
export function namesShown(provincesInView: number, zoomedInBy: number): 'provinces' | 'cities' {
  return provincesInView <= 1 || zoomedInBy >= 2 ? 'cities' : 'provinces';
}

export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface LabelRoom {
  /** Labels must lie inside it (the map's box). */
  frame?: LabelBox;
  /** Taken before any label (the zoom buttons). */
  obstacles?: readonly LabelBox[];
  /** Pixels kept free around each label. */
  gap?: number;
}

/**
 * Where each label goes, in order of priority: the first of its candidate places that lies inside
 * the frame and overlaps no obstacle and no label placed before it; -1 when none does, and the label
 * is hidden (its dot stays and names it on hover).
 */
export function placeLabels(candidates: readonly (readonly LabelBox[])[], { frame, obstacles = [], gap = 2 }: LabelRoom = {}): number[] {
  const kept: LabelBox[] = [...obstacles];
  const inside = (b: LabelBox) => !frame || (b.left >= frame.left && b.right <= frame.right && b.top >= frame.top && b.bottom <= frame.bottom);
  const clashes = (b: LabelBox) => kept.some((k) => b.left < k.right + gap && k.left < b.right + gap && b.top < k.bottom + gap && k.top < b.bottom + gap);
  return candidates.map((places) => {
    const chosen = places.findIndex((b) => inside(b) && !clashes(b));
    if (chosen >= 0) kept.push(places[chosen]!);
    return chosen;
  });
}

/** A host's tile template the map accepts: https, with {z}, {x} and {y}. Anything else draws no tiles. */
export function usableTileTemplate(template: string | null | undefined): boolean {
  if (!template || !['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return false;
  try {
    return new URL(template.replace(/\{[a-z]\}/g, '0')).protocol === 'https:';
  } catch {
    return false;
  }
}
