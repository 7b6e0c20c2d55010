// Root resolvers of the form-visit section of the SDL.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { UpstreamContext } from '../db/client';
import { formVisits } from '../db/schema/visits';
import { codeOf, searchCustomers, type CustomerSearch } from '../customers/customers.repo';
import { toR3 } from '../ledger/lookup';
import { inputError, isoDateValid, type RootResolvers } from '../resolvers';
import { brandDisplays, equipments, otherMidranges, seriesOf } from './questions';
import { createVisit, deleteVisit, listVisits, updateVisit, type VisitFilter, type VisitInput } from './visits.repo';

const BRANDS = new Set(['polygon', 'wim']);

function checkBrand(brand: string): void {
  if (!BRANDS.has(brand)) throw inputError('brand must be polygon or wim', 'brand');
}

function checkInput(input: VisitInput): void {
  if (input.qtyPlgGrp < 0 || input.qtyNonPlgGrp < 0) throw inputError('quantities must not be negative', 'qtyPlgGrp');
}

interface CustomersArgs extends CustomerSearch {
  sorg: string;
  onlyCustomerHasFormVisit?: boolean | null;
  brand?: string | null;
  limit?: number | null;
}

async function visitCounts(ctx: UpstreamContext, r3s: string[], brand: string | null | undefined) {
  if (r3s.length === 0) return new Map<string, number>();
  const rows = await ctx.db.select({ c: formVisits.custCode, n: count() }).from(formVisits)
    .where(and(inArray(formVisits.custCode, r3s), brand ? eq(formVisits.brand, brand) : undefined)).groupBy(formVisits.custCode);
  return new Map(rows.map((r) => [r.c, r.n]));
}

export const visitsQueries: RootResolvers = {
  formVisits: async (args: VisitFilter, ctx: UpstreamContext) => {
    checkBrand(args.brand);
    for (const d of [args.date, args.from, args.to]) if (d && !isoDateValid(d)) throw inputError('dates must be yyyy-mm-dd', 'date');
    const custCodes = args.custCodes ? await Promise.all(args.custCodes.map((c) => toR3(ctx.db, c))) : null;
    if (args.id && !/^\d{1,12}$/.test(args.id)) return { data: [], info: { page: 1, limit: 1, count: 0, pageTotal: 0 } };
    return listVisits(ctx.db, { ...args, custCodes });
  },
  formVisitOtherMidranges: (args: { brand: string }) => otherMidranges(args.brand),
  formVisitEquipments: (args: { brand: string }) => equipments(args.brand),
  formVisitBrandDisplays: (args: { brand: string }) => brandDisplays(args.brand),
  formVisitSeries: (args: { brand: string }) => seriesOf(args.brand),
  formVisitSalesCustomers: async (args: CustomersArgs, ctx: UpstreamContext) => {
    const limit = Math.min(Math.max(args.limit ?? 200, 1), 500);
    const { rows } = await searchCustomers(ctx.db, { ...args, sorgs: [args.sorg] }, 0, limit);
    const counts = await visitCounts(ctx, rows.map((r) => r.r3), args.brand);
    return rows
      .map((r) => ({ custCode: codeOf(r.r3, r.isr), custName: r.name, custCity: r.city, visits: counts.get(r.r3) ?? 0 }))
      .filter((c) => !args.onlyCustomerHasFormVisit || c.visits > 0);
  },
};

type Create = { brand: string; input: VisitInput; createdBy: string; idempotencyKey: string };

export const visitsMutations: RootResolvers = {
  createFormVisit: async (args: Create, ctx: UpstreamContext) => {
    checkBrand(args.brand);
    checkInput(args.input);
    return createVisit(ctx.db, args.brand, await toR3(ctx.db, args.input.custCode), args.input, args.createdBy, args.idempotencyKey, new Date());
  },
  updateFormVisit: async (args: { brand: string; id: string; input: VisitInput }, ctx: UpstreamContext) => {
    checkBrand(args.brand);
    checkInput(args.input);
    return updateVisit(ctx.db, args.brand, args.id, await toR3(ctx.db, args.input.custCode), args.input, new Date());
  },
  deleteFormVisit: (args: { brand: string; id: string }, ctx: UpstreamContext) => {
    checkBrand(args.brand);
    return deleteVisit(ctx.db, args.brand, args.id);
  },
};
