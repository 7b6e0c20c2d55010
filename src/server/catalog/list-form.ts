// The list page's forms send `sort=field:order`, prices in major units and one parameter per
// checked filter box (`brands=a&brands=b`); the canonical URL carries sortByField/sortByOrder,
// priceFrom/priceTo in minor units (the upstream contract) and comma lists (`+` for bike categories).
import { LIST_FIELDS, listQueryString, parseListQuery, SORT_FIELDS } from '../../domain/catalog/list-query';

type SortField = (typeof SORT_FIELDS)[number];
const FORM_ONLY = ['sort', 'priceMin', 'priceMax', 'panel'];

/** Repeated list parameters joined by commas, the form marker dropped; null when nothing to join. */
export function joinRepeated(search: string): string | null {
  const params = new URLSearchParams(search);
  const repeated = [...LIST_FIELDS, 'bikeCategories'].some((field) => params.getAll(field).length > 1);
  if (!repeated && !params.has('panel')) return null;
  const parts: string[] = [];
  for (const key of new Set(params.keys())) {
    if (key === 'panel') continue;
    const values = params.getAll(key).filter((v) => v !== '');
    // Written by hand: URLSearchParams would turn a space into `+`, the bike category separator.
    if (values.length > 0) parts.push(`${encodeURIComponent(key)}=${values.map(encodeURIComponent).join(',')}`);
  }
  return `?${parts.join('&')}`;
}

/** The canonical search string when the URL came from a list form, else null. */
export function canonicalFromForm(search: string, precision: number): string | null {
  const joined = joinRepeated(search);
  const source = joined ?? search;
  const params = new URLSearchParams(source);
  if (joined === null && !FORM_ONLY.some((key) => params.has(key))) return null;
  const q = parseListQuery(source);
  const [field, order] = (params.get('sort') ?? '').split(':');
  const toMinor = (value: string | null) => {
    const n = Number(value);
    return value && Number.isFinite(n) && n >= 0 ? Math.round(n * 10 ** precision) : null;
  };
  return listQueryString(q, {
    sortByField: (SORT_FIELDS as readonly string[]).includes(field ?? '') ? (field as SortField) : q.sortByField,
    sortByOrder: params.has('sort') ? (order === 'desc' ? 'desc' : 'asc') : q.sortByOrder,
    priceFrom: params.has('priceMin') ? toMinor(params.get('priceMin')) : q.priceFrom,
    priceTo: params.has('priceMax') ? toMinor(params.get('priceMax')) : q.priceTo,
    page: 1,
  });
}
