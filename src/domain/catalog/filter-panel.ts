// The catalogue filter panel: which options each facet shows, which are chosen or would give
// nothing, the chips that remove one choice, and the panel form read back into a list URL.
import { LIST_FIELDS, listQueryString, type ListField, type ListQuery } from './list-query';

// One collator for every sort: localeCompare with options builds a new one per comparison.
const byName = new Intl.Collator('en', { numeric: true }).compare;

/** The facets in the order the panel shows them (docs/requirements.md#catalogue, catalogue state filters). */
export const PANEL_FIELDS = ['bikeCategories', 'merchandiseCategories', 'brands', 'series', 'models', 'frameSizes', 'wheelSizes', 'promotions', 'articleTags'] as const satisfies readonly ListField[];
export type PanelField = (typeof PANEL_FIELDS)[number];

/** Options past this many per facet are left out (largest counts kept); the search narrows further. */
export const OPTIONS_SHOWN = 20;

export interface FilterOption {
  id: string;
  name: string;
  count: number;
  articleGroups: readonly string[];
}
export type FilterOptions = Partial<Record<PanelField, readonly FilterOption[]>>;

export interface PanelOption {
  id: string;
  name: string;
  count: number;
  checked: boolean;
  /** Choosing it would give no article with the other choices. */
  disabled: boolean;
}

export interface PanelGroup {
  field: PanelField;
  options: PanelOption[];
  chosen: number;
  /** How many options were left out of `options`. */
  hidden: number;
}

const sameId = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Options of one facet: chosen ones first kept, then the largest counts, shown by name. */
export function panelGroup(field: PanelField, options: readonly FilterOption[], chosen: readonly string[], limit = OPTIONS_SHOWN): PanelGroup {
  const isChosen = (id: string) => chosen.some((c) => sameId(c, id));
  const known: PanelOption[] = options.map((o) => ({ id: o.id, name: o.name, count: o.count, checked: isChosen(o.id), disabled: o.count === 0 && !isChosen(o.id) }));
  // A choice the other choices rule out still shows, checked with 0, so it can be removed.
  const missing = chosen.filter((c) => !options.some((o) => sameId(o.id, c) || sameId(o.name, c))).map((c) => ({ id: c, name: c, count: 0, checked: true, disabled: false }));
  for (const option of known) if (!option.checked && chosen.some((c) => sameId(c, option.name))) option.checked = true;
  const all = [...missing, ...known];
  const kept = [...all.filter((o) => o.checked), ...all.filter((o) => !o.checked && !o.disabled).sort((a, b) => b.count - a.count)].slice(0, Math.max(limit, chosen.length));
  kept.sort((a, b) => byName(a.name, b.name));
  return { field, options: kept, chosen: chosen.length, hidden: all.length - kept.length };
}

// The same options (one cached upstream answer) meet the same choices on every view of a list:
// the groups are worked out once per options object and choices (sorting every facet's options
// was a twentieth of a catalogue page's CPU). Groups are shared: callers only read them.
const groupsOf = new WeakMap<FilterOptions, Map<string, readonly PanelGroup[]>>();
const CHOICES_KEPT = 64;

/** Every facet that has something to choose (or a choice to undo). */
export function panelGroups(q: ListQuery, options: FilterOptions, limit = OPTIONS_SHOWN): readonly PanelGroup[] {
  let byChoices = groupsOf.get(options);
  if (!byChoices) groupsOf.set(options, (byChoices = new Map()));
  const key = `${limit}|${JSON.stringify(q.filters)}`;
  let groups = byChoices.get(key);
  if (!groups) {
    groups = PANEL_FIELDS.map((field) => panelGroup(field, options[field] ?? [], q.filters[field] ?? [], limit)).filter((g) => g.options.length > 0);
    if (byChoices.size < CHOICES_KEPT) byChoices.set(key, groups);
  }
  return groups;
}

export interface Chip {
  field: ListField | 'hasStock' | 'price' | 'articleTagCategory';
  label: string;
  /** The list without this one choice. */
  search: string;
}

/** One chip per choice; `names` turns option ids (brand codes, category ids) into what a dealer reads. */
export function chipsOf(q: ListQuery, names: (field: ListField, id: string) => string): Chip[] {
  const chips: Chip[] = [];
  for (const field of [...LIST_FIELDS, 'bikeCategories'] as const) {
    for (const value of q.filters[field] ?? []) {
      const filters = { ...q.filters, [field]: (q.filters[field] ?? []).filter((v) => v !== value) };
      chips.push({ field, label: names(field, value), search: listQueryString(q, { filters, page: 1 }) });
    }
  }
  if (q.articleTagCategory) chips.push({ field: 'articleTagCategory', label: q.articleTagCategory, search: listQueryString(q, { articleTagCategory: null, page: 1 }) });
  if (q.hasStock) chips.push({ field: 'hasStock', label: '', search: listQueryString(q, { hasStock: false, page: 1 }) });
  if (q.priceFrom !== null || q.priceTo !== null) chips.push({ field: 'price', label: '', search: listQueryString(q, { priceFrom: null, priceTo: null, page: 1 }) });
  return chips;
}

/** Every choice removed; search, category, view and sort stay. */
export function clearedSearch(q: ListQuery): string {
  return listQueryString(q, { filters: {}, hasStock: false, priceFrom: null, priceTo: null, articleTagCategory: null, page: 1 });
}

/** The name of a chosen option, or the id itself when the options do not list it. */
export function optionName(options: FilterOptions, field: ListField, id: string): string {
  const list = (options as Partial<Record<ListField, readonly FilterOption[]>>)[field] ?? [];
  return list.find((o) => sameId(o.id, id))?.name ?? id;
}
