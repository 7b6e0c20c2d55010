// Catalogue search for the public API: the portal's own filter rule (listFilter) and upstream
// operation, paged by page and limit instead of the portal's "more" widening.
import type { z } from '@hono/zod-openapi';
import { fromParsed, listQuerySchema } from '../../domain/catalog/list-query';
import { listFilter, type CatalogPage } from '../catalog/catalog.service';
import type { CatalogViewer } from '../catalog/catalog.context';
import type { UpstreamClient } from '../upstream';
import { ProductsDocument } from '../upstream/generated';
import type { productSearchQuery } from './public.schemas';

export interface ProductSearchResult {
  items: CatalogPage['items'];
  total: number;
}

export async function searchProducts(upstream: UpstreamClient, viewer: CatalogViewer, q: z.output<typeof productSearchQuery>, signal?: AbortSignal): Promise<ProductSearchResult> {
  const list = fromParsed(listQuerySchema.parse({ search: q.search, category: q.category, hasStock: q.inStock }));
  const { products } = await upstream.request(
    ProductsDocument,
    { custCode: viewer.custCode, sorg: viewer.sorg, filter: listFilter(list), sortByField: list.sortByField, sortByOrder: list.sortByOrder, page: q.page, limit: q.limit },
    signal ? { signal } : {},
  );
  return { items: products.data, total: products.info.count };
}
