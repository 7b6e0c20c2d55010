// Dealers of the distributor in a country, placed in the region group (city or district) whose name
// their city carries: "Kota Bandung" holds Bandung, "Freiburg" holds Freiburg im Breisgau.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UpstreamContext } from '../db/client';
import { customerAreas, customers, salesOrgs } from '../db/schema/sales';
import { salesRegionGroups, salesRegions } from '../db/schema/visits';
import { codeOf } from '../customers/customers.repo';

const placeName = (name: string) => name.toLowerCase().replace(/^(kota|kabupaten)\s+/, '').trim();

function groupOf(city: string, groups: readonly { id: string; description: string }[]): string | null {
  const c = placeName(city);
  const hit = groups.find((g) => c === placeName(g.description)) ?? groups.find((g) => c.startsWith(`${placeName(g.description)} `));
  return hit?.id ?? null;
}

export async function dealersUnder(ctx: UpstreamContext, country: string, regionId?: string | null) {
  const groups = await ctx.db.select({ id: salesRegionGroups.id, description: salesRegionGroups.description }).from(salesRegionGroups)
    .innerJoin(salesRegions, eq(salesRegions.id, salesRegionGroups.regionId))
    .where(and(eq(salesRegions.country, country), regionId ? eq(salesRegions.id, regionId) : undefined));
  if (groups.length === 0) return [];
  const sorgs = ctx.db.select({ code: salesOrgs.code }).from(salesOrgs).where(eq(salesOrgs.countryCode, country));
  const covered = ctx.db.select({ r3: customerAreas.custCode }).from(customerAreas).where(inArray(customerAreas.sorg, sorgs));
  const rows = await ctx.db.select().from(customers).where(and(eq(customers.category, 'dealer'), inArray(customers.r3, covered))).orderBy(asc(customers.name));
  return rows.flatMap((r) => {
    const regionGroupId = groupOf(r.city, groups);
    return regionGroupId ? [{ custCode: codeOf(r.r3, r.isr), custName: r.name, custCity: r.city, regionGroupId }] : [];
  });
}
