// Filter options and promotions for the catalogue: the upstream's productFilters (counts follow the
// other choices) and promotions operations, kept for a short while per customer, sorg and choices.
import type { FilterOptions } from '../../domain/catalog/filter-panel';
import { listQueryString, type ListQuery } from '../../domain/catalog/list-query';
import { ProductFiltersDocument, PromotionsDocument, type PromotionsQuery } from '../upstream/generated';
import type { CatalogDeps } from './catalog.cache';
import { readThrough } from '../read-through';
import { viewerKey } from './catalog.cache';
import type { CatalogViewer } from './catalog.context';
import { listFilter } from './catalog.service';

const FILTERS_TTL_SECONDS = 30;
const PROMOTIONS_TTL_SECONDS = 300;

export type Promotion = PromotionsQuery['promotions'][number];
export type CatalogFilters = FilterOptions & { price: { from: number; to: number } };

/** The choices the counts follow: price range, sort, view and page do not change them. */
export function choicesKey(q: ListQuery): string {
  return listQueryString(q, { priceFrom: null, priceTo: null, page: 1, sortByField: 'price', sortByOrder: 'asc', view: null });
}

export function cachedFilters(deps: CatalogDeps, viewer: CatalogViewer, q: ListQuery, signal?: AbortSignal): Promise<CatalogFilters> {
  const key = `catalog:filters:${viewerKey(viewer)}:${q.category ?? ''}${choicesKey(q)}`;
  return readThrough(deps.cache, key, FILTERS_TTL_SECONDS, async () => {
    const filter = { ...listFilter(q), priceFrom: null, priceTo: null };
    const vars = { custCode: viewer.custCode, sorg: viewer.sorg, category: q.category, search: q.search, filter };
    const { productFilters } = await deps.upstream.request(ProductFiltersDocument, vars, signal ? { signal } : {});
    return productFilters;
  });
}

export function cachedPromotions(deps: CatalogDeps, viewer: CatalogViewer, signal?: AbortSignal): Promise<Promotion[]> {
  return readThrough(deps.cache, `catalog:promotions:${viewerKey(viewer)}`, PROMOTIONS_TTL_SECONDS, async () => {
    const { promotions } = await deps.upstream.request(PromotionsDocument, { sorg: viewer.sorg, custCode: viewer.custCode }, signal ? { signal } : {});
    return promotions;
  });
}
