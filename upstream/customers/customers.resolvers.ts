// customers, customer, salesCustomers(+Count), salesReps, customerAreaV3, shiptoV2, paymentTerms, sorgs.
import { asc } from 'drizzle-orm';
import type { UpstreamContext } from '../db/client';
import { salesOrgs } from '../db/schema/sales';
import { pageArgs, pageInfo, type RootResolvers } from '../resolvers';
import { termsOf } from './payment-terms.repo';
import { areasOf, codeOf, findCustomer, repsWithCounts, searchCustomers, shipTosOf, toViews, type CustomerSearch } from './customers.repo';

interface Paged {
  page?: number | null;
  limit?: number | null;
}

function hasSalesCodes(q: CustomerSearch): boolean {
  return Boolean(q.salesmen?.length || q.salesGroups?.length || q.salesOffices?.length);
}

export const customerQueries: RootResolvers = {
  sorgs: (_args: unknown, ctx: UpstreamContext) => ctx.db.select().from(salesOrgs).orderBy(asc(salesOrgs.code)),

  async customers(args: CustomerSearch & Paged, ctx: UpstreamContext) {
    const { page, limit, offset } = pageArgs(args.page, args.limit, 10);
    const { rows, total } = await searchCustomers(ctx.db, { search: args.search, sorgs: args.sorgs }, offset, limit);
    return { data: await toViews(ctx.db, rows), info: pageInfo(page, limit, total) };
  },

  async customer(args: { custCode: string }, ctx: UpstreamContext) {
    const row = await findCustomer(ctx.db, args.custCode);
    return row ? (await toViews(ctx.db, [row]))[0] : null;
  },

  /** Without any sales code nobody is covered: an empty filter must never list every customer. */
  async salesCustomers(args: CustomerSearch & Paged, ctx: UpstreamContext) {
    if (!hasSalesCodes(args)) return [];
    const { offset, limit } = pageArgs(args.page, args.limit, 10);
    const { rows } = await searchCustomers(ctx.db, args, offset, limit);
    return toViews(ctx.db, rows);
  },

  async salesCustomersCount(args: CustomerSearch, ctx: UpstreamContext) {
    if (!hasSalesCodes(args)) return 0;
    return (await searchCustomers(ctx.db, args, 0, 1)).total;
  },

  salesReps: (args: { codes?: string[] | null }, ctx: UpstreamContext) => repsWithCounts(ctx.db, args.codes),

  async customerAreaV3(args: { custCode: string }, ctx: UpstreamContext) {
    const row = await findCustomer(ctx.db, args.custCode);
    return row ? areasOf(ctx.db, [row.r3]) : [];
  },

  async shiptoV2(args: { custCode: string }, ctx: UpstreamContext) {
    const row = await findCustomer(ctx.db, args.custCode);
    if (!row) return [];
    return (await shipTosOf(ctx.db, row.r3)).map((s) => ({ ...s, custCode: codeOf(s.id, null) }));
  },

  async paymentTerms(args: { custCode: string; sorgs?: string[] | null }, ctx: UpstreamContext) {
    const row = await findCustomer(ctx.db, args.custCode);
    return row ? termsOf(ctx.db, row.r3, args.sorgs) : [];
  },
};
