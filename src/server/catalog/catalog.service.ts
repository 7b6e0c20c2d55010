// Catalogue reads for pages and the API: one upstream call per need, variables from ListQuery.
import { CATALOG_PAGE_SIZE, BEST_SELLERS_LIMIT, type ListQuery, type CatalogView } from '../../domain/catalog/list-query';
import type { UpstreamClient } from '../upstream';
import {
  BestSellersDocument,
  BikeCategoriesDocument,
  ProductCountsDocument,
  ProductDocument,
  ProductGroupsDocument,
  ProductsDocument,
  ProductSuggestionsDocument,
  type ProductFieldsFragment,
  type ProductFilter,
  type ProductGroupsQuery,
  type ProductGroupsQueryVariables,
  type ProductQuery,
  type ProductsQueryVariables,
} from '../upstream/generated';
import type { CatalogViewer } from './catalog.context';

export type CatalogProduct = ProductFieldsFragment;
export type CatalogGroup = ProductGroupsQuery['productGroups']['data'][number];
export type ProductDetail = NonNullable<ProductQuery['product']>;

export interface CatalogPage {
  view: CatalogView;
  items: CatalogProduct[];
  groups: CatalogGroup[];
  total: number;
  shown: number;
  hasMore: boolean;
  suggestion: string | null;
}

export function listFilter(q: ListQuery): ProductFilter {
  const f = q.filters;
  return {
    search: q.search,
    category: q.category,
    promotions: f.promotions ?? null,
    brands: f.brands ?? null,
    models: f.models ?? null,
    series: f.series ?? null,
    frameSizes: f.frameSizes ?? null,
    wheelSizes: f.wheelSizes ?? null,
    merchandiseCategories: f.merchandiseCategories ?? null,
    bikeCategories: f.bikeCategories ?? null,
    articleTags: f.articleTags ?? null,
    articleTagCategory: q.articleTagCategory,
    priceFrom: q.priceFrom,
    priceTo: q.priceTo,
    hasStock: q.hasStock ? true : null,
  };
}

/** The same variables for the item list (products) and the group list (productGroups). */
function listVariables(viewer: CatalogViewer, q: ListQuery, pageSize: number): ProductsQueryVariables & ProductGroupsQueryVariables {
  return {
    custCode: viewer.custCode,
    sorg: viewer.sorg,
    filter: listFilter(q),
    sortByField: q.sortByField,
    sortByOrder: q.sortByOrder,
    // "More" widens one request instead of paging, so the page shows all rows up to `page`.
    page: 1,
    limit: pageSize * q.page,
  };
}

/** `pageSize` is the host's view quota (domain/catalog/view-quota.ts); "more" adds one page. */
export async function listCatalog(upstream: UpstreamClient, viewer: CatalogViewer, q: ListQuery, view: CatalogView, signal?: AbortSignal, pageSize = CATALOG_PAGE_SIZE): Promise<CatalogPage> {
  const vars = listVariables(viewer, q, pageSize);
  const opts = signal ? { signal } : {};
  if (view === 'group') {
    const { productGroups } = await upstream.request(ProductGroupsDocument, vars, opts);
    const shown = productGroups.data.length;
    return { view, items: [], groups: productGroups.data, total: productGroups.info.count, shown, hasMore: shown < productGroups.info.count, suggestion: productGroups.suggestion };
  }
  const { products } = await upstream.request(ProductsDocument, vars, opts);
  const shown = products.data.length;
  return { view, items: products.data, groups: [], total: products.info.count, shown, hasMore: shown < products.info.count, suggestion: products.suggestion };
}

export interface Suggestion {
  name: string;
  articleCode: string;
  slug: string;
  type: string;
}

export async function suggest(upstream: UpstreamClient, viewer: CatalogViewer, term: string, limit: number, signal?: AbortSignal): Promise<{ data: Suggestion[]; suggestion: string | null }> {
  const { products } = await upstream.request(ProductSuggestionsDocument, { term, custCode: viewer.custCode, sorg: viewer.sorg, limit }, signal ? { signal } : {});
  return {
    data: products.data.map((p) => ({ name: p.name, articleCode: p.article_code, slug: p.slug, type: p.type })),
    suggestion: products.suggestion,
  };
}

export async function productDetail(upstream: UpstreamClient, viewer: CatalogViewer, slug: string): Promise<ProductDetail | null> {
  const { product } = await upstream.request(ProductDocument, { slug, custCode: viewer.custCode, sorg: viewer.sorg });
  return product;
}

export interface CatalogLanding {
  counts: { bike: number; paa: number; groupset: number };
  bestSellers: CatalogProduct[];
  bikeCategories: { code: string; wording: string }[];
}

export async function catalogLanding(upstream: UpstreamClient, viewer: CatalogViewer, category: 'Bike' | 'PAA' | null): Promise<CatalogLanding> {
  const vars = { custCode: viewer.custCode, sorg: viewer.sorg };
  const [counts, best, cats] = await Promise.all([
    upstream.request(ProductCountsDocument, vars),
    upstream.request(BestSellersDocument, { ...vars, category, limit: BEST_SELLERS_LIMIT }),
    upstream.request(BikeCategoriesDocument, { sorg: viewer.sorg }),
  ]);
  return {
    counts: { bike: counts.bikes.info.count, paa: counts.paa.info.count, groupset: counts.groupsets.info.count },
    bestSellers: best.bestSellers,
    bikeCategories: cats.bikeCategories.map((c) => ({ code: c.code, wording: c.wording })),
  };
}
