// The list page's controls form sends `sort=field:order` and prices in major units; the canonical
// URL carries sortByField/sortByOrder and priceFrom/priceTo in minor units (the upstream contract).
import { listQueryString, parseListQuery, SORT_FIELDS } from '../../domain/catalog/list-query';

type SortField = (typeof SORT_FIELDS)[number];

/** The canonical search string when the URL came from the controls form, else null. */
export function canonicalFromForm(search: string, precision: number): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('sort') && !params.has('priceMin') && !params.has('priceMax')) return null;
  const q = parseListQuery(search);
  const [field, order] = (params.get('sort') ?? '').split(':');
  const toMinor = (value: string | null) => {
    const n = Number(value);
    return value && Number.isFinite(n) && n >= 0 ? Math.round(n * 10 ** precision) : null;
  };
  return listQueryString(q, {
    sortByField: (SORT_FIELDS as readonly string[]).includes(field ?? '') ? (field as SortField) : q.sortByField,
    sortByOrder: order === 'desc' ? 'desc' : 'asc',
    priceFrom: params.has('priceMin') ? toMinor(params.get('priceMin')) : q.priceFrom,
    priceTo: params.has('priceMax') ? toMinor(params.get('priceMax')) : q.priceTo,
    page: 1,
  });
}
