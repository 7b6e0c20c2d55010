// Catalogue reads repeat (the same list, the same first letters typed): they are kept for a short
// while per customer and sorg. Stock shown may be up to LIST_TTL old; the cart and checkout check
// stock, limits and prices again against the upstream, so nothing is ordered on a stale figure.
import type { CatalogView, ListQuery } from '../../domain/catalog/list-query';
import { CATALOG_PAGE_SIZE, listQueryString } from '../../domain/catalog/list-query';
import { readThrough } from '../read-through';
import type { Cache } from '../runtime/types';
import type { UpstreamClient } from '../upstream';
import { deepFreeze } from '../upstream/read-cache';
import type { CatalogViewer } from './catalog.context';
import { catalogLanding, listCatalog, suggest, type CatalogLanding, type CatalogPage, type Suggestion } from './catalog.service';

const LIST_TTL_SECONDS = 30;
const SUGGEST_TTL_SECONDS = 120;

export interface CatalogDeps {
  upstream: UpstreamClient;
  cache: Cache;
}

export const viewerKey = (v: CatalogViewer) => `${v.sorg}:${v.custCode ?? '-'}`;

export function cachedList(deps: CatalogDeps, viewer: CatalogViewer, q: ListQuery, view: CatalogView, signal?: AbortSignal, pageSize = CATALOG_PAGE_SIZE): Promise<CatalogPage> {
  const key = `catalog:list:${viewerKey(viewer)}:${view}:${pageSize}:${q.category ?? ''}${listQueryString(q)}`;
  // Frozen: every request for this list shares it, so no caller may change it.
  return readThrough(deps.cache, key, LIST_TTL_SECONDS, async () => deepFreeze(await listCatalog(deps.upstream, viewer, q, view, signal, pageSize)));
}

export function cachedSuggest(deps: CatalogDeps, viewer: CatalogViewer, term: string, limit: number, signal?: AbortSignal): Promise<{ data: Suggestion[]; suggestion: string | null }> {
  const key = `catalog:suggest:${viewerKey(viewer)}:${limit}:${term.toLowerCase()}`;
  return readThrough(deps.cache, key, SUGGEST_TTL_SECONDS, () => suggest(deps.upstream, viewer, term, limit, signal));
}

export function cachedLanding(deps: CatalogDeps, viewer: CatalogViewer, category: 'Bike' | 'PAA' | null): Promise<CatalogLanding> {
  return readThrough(deps.cache, `catalog:landing:${viewerKey(viewer)}:${category ?? ''}`, LIST_TTL_SECONDS, () => catalogLanding(deps.upstream, viewer, category));
}
