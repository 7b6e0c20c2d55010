// /home-page, the catalogue home (docs/requirements.md#home, page.home-page): banners, the promotions running,
// new arrivals and best sellers of the acting customer's catalogue, each from a short cache.
import { BEST_SELLERS_LIMIT, parseListQuery } from '../../domain/catalog/list-query';
import { cachedLanding, cachedList } from '../catalog/catalog.cache';
import type { CatalogPageContext } from '../catalog/catalog.page';
import type { CatalogProduct } from '../catalog/catalog.service';
import { cachedPromotions, type Promotion } from '../catalog/filters.service';

export interface CatalogHome {
  promotions: Promotion[];
  newArrivals: CatalogProduct[];
  bestSellers: CatalogProduct[];
}

export async function loadCatalogHome(ctx: CatalogPageContext): Promise<CatalogHome> {
  const newest = { ...parseListQuery(''), sortByField: 'newest' as const, sortByOrder: 'desc' as const };
  const [promotions, arrivals, landing] = await Promise.all([
    cachedPromotions(ctx.services, ctx.viewer).catch(() => []),
    cachedList(ctx.services, ctx.viewer, newest, 'item'),
    cachedLanding(ctx.services, ctx.viewer, null),
  ]);
  return { promotions, newArrivals: arrivals.items.slice(0, BEST_SELLERS_LIMIT), bestSellers: landing.bestSellers };
}
