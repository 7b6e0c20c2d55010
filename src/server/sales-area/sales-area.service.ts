// The sales-area map of a country: regions with their groups (cities, districts), and category
// updates (administrators only: the route holds the scope). A province narrows the view.
import type { SalesAreaUpdate } from '../../domain/visits';
import type { UpstreamClient } from '../upstream';
import { DealerUnderInseraDocument, SalesAreaMapsDocument, UpdateSalesMapAreaCategoriesDocument, type DealerUnderInseraQuery, type SalesAreaMapsQuery } from '../upstream/generated';
import { visitsError } from '../visits/visits.errors';

export type SalesRegion = SalesAreaMapsQuery['salesAreaMaps'][number];
export type SalesAreaDealer = DealerUnderInseraQuery['dealerUnderInsera'][number];

/** Only administrators change categories (docs/requirements.md#sales-area). */
export const SALES_AREA_UPDATE_SCOPE = 'sales-area.update';

export async function salesAreas(upstream: UpstreamClient, country: string, onlySalesArea = false): Promise<SalesRegion[]> {
  const { salesAreaMaps } = await upstream.request(SalesAreaMapsDocument, { country, onlySalesArea });
  return salesAreaMaps;
}

/** The regions to show: all, or the one province asked for (an unknown one shows all). */
export function narrowTo(regions: readonly SalesRegion[], province: string | undefined): SalesRegion[] {
  const hit = province ? regions.filter((r) => r.id === province) : [];
  return hit.length > 0 ? hit : [...regions];
}

export async function updateCategories(upstream: UpstreamClient, country: string, update: SalesAreaUpdate): Promise<number> {
  const { updateSalesMapAreaCategories: outcome } = await upstream.request(UpdateSalesMapAreaCategoriesDocument, {
    country, salesMaps: update.rows.map((r) => ({ regionId: r.regionId, description: r.description ?? null, category: r.category })),
  });
  if (!outcome.message.status) throw visitsError('AREA_UPDATE_FAILED');
  return update.rows.length;
}

/** The country's dealers (one province's when given), each with the city or district it lies in. */
export async function dealersUnder(upstream: UpstreamClient, country: string, province?: string): Promise<SalesAreaDealer[]> {
  const { dealerUnderInsera } = await upstream.request(DealerUnderInseraDocument, { country, regionId: province ?? null });
  return dealerUnderInsera;
}

/** How many dealers each city or district has. */
export function dealerCounts(dealers: readonly SalesAreaDealer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const d of dealers) counts[d.regionGroupId] = (counts[d.regionGroupId] ?? 0) + 1;
  return counts;
}
