// Root resolvers of the sales-area section: regions with their groups, cities, category updates.
import { asc, eq, inArray, isNotNull, and } from 'drizzle-orm';
import type { UpstreamContext } from '../db/client';
import { salesRegionGroups, salesRegions } from '../db/schema/visits';
import { failed, succeeded } from '../ledger/db';
import type { RootResolvers } from '../resolvers';
import { dealersUnder } from './dealers';

const CATEGORIES = new Set(['A', 'B', 'C', 'D']);

type SalesMapRow = { regionId: string; description?: string | null; category: string };

async function regionsOf(ctx: UpstreamContext, country: string, onlySalesArea: boolean) {
  const regions = await ctx.db.select().from(salesRegions).where(eq(salesRegions.country, country)).orderBy(asc(salesRegions.description));
  if (regions.length === 0) return [];
  const groups = await ctx.db.select().from(salesRegionGroups)
    .where(and(inArray(salesRegionGroups.regionId, regions.map((r) => r.id)), onlySalesArea ? isNotNull(salesRegionGroups.category) : undefined))
    .orderBy(asc(salesRegionGroups.description));
  return regions.map((r) => ({ ...r, regionGroups: groups.filter((g) => g.regionId === r.id) }));
}

export const salesAreaQueries: RootResolvers = {
  salesAreaMaps: (args: { country: string; onlySalesArea?: boolean | null }, ctx: UpstreamContext) => regionsOf(ctx, args.country, args.onlySalesArea ?? false),
  cities: async (args: { countries?: string[] | null }, ctx: UpstreamContext) => {
    const rows = await ctx.db.select({ id: salesRegionGroups.id, name: salesRegionGroups.description, regionId: salesRegionGroups.regionId, country: salesRegions.country })
      .from(salesRegionGroups).innerJoin(salesRegions, eq(salesRegions.id, salesRegionGroups.regionId))
      .where(args.countries?.length ? inArray(salesRegions.country, args.countries) : undefined).orderBy(asc(salesRegionGroups.description));
    return rows;
  },
  dealerUnderInsera: (args: { country: string; regionId?: string | null }, ctx: UpstreamContext) => dealersUnder(ctx, args.country, args.regionId),
};

export const salesAreaMutations: RootResolvers = {
  updateSalesMapAreaCategories: async (args: { country: string; salesMaps: SalesMapRow[] }, ctx: UpstreamContext) => {
    if (args.salesMaps.length === 0) return failed('Please insert region id', 'regionId');
    if (args.salesMaps.some((r) => r.category.trim() === '')) return failed('Please insert category', 'category');
    if (args.salesMaps.some((r) => !CATEGORIES.has(r.category))) return failed('Invalid region category', 'category');
    const ids = [...new Set(args.salesMaps.map((r) => r.regionId))];
    const known = await ctx.db.select({ id: salesRegionGroups.id }).from(salesRegionGroups).innerJoin(salesRegions, eq(salesRegions.id, salesRegionGroups.regionId))
      .where(and(inArray(salesRegionGroups.id, ids), eq(salesRegions.country, args.country)));
    if (known.length !== ids.length) return failed('Failed to update this sales area', 'regionId');
    await ctx.db.transaction(async (tx) => {
      for (const row of args.salesMaps) await tx.update(salesRegionGroups).set({ category: row.category }).where(eq(salesRegionGroups.id, row.regionId));
    });
    return succeeded(`${ids.length} sales areas updated`);
  },
};
