// Sales organisations, memoised: they drive currency formatting of every price.
import { memoized, type UpstreamContext } from '../db/client';
import { salesOrgs } from '../db/schema/sales';
import { findCustomer, areasOf } from '../customers/customers.repo';
import { inputError } from '../resolvers';

export type SorgRow = typeof salesOrgs.$inferSelect;

export async function sorgMap(ctx: UpstreamContext): Promise<Map<string, SorgRow>> {
  return memoized(ctx, 'sorgs', async () => new Map((await ctx.db.select().from(salesOrgs)).map((s) => [s.code, s])));
}

export async function sorgInfo(ctx: UpstreamContext, code: string): Promise<SorgRow> {
  const sorg = (await sorgMap(ctx)).get(code);
  if (!sorg) throw inputError(`Unknown sales organisation "${code}"`, 'sorg');
  return sorg;
}

/** The sorg a catalogue call prices in: the one given, else the customer's first company. */
export async function resolveSorg(ctx: UpstreamContext, args: { sorg?: string | null; custCode?: string | null }): Promise<SorgRow> {
  if (args.sorg) return sorgInfo(ctx, args.sorg);
  if (args.custCode) {
    const customer = await findCustomer(ctx.db, args.custCode);
    if (!customer) throw inputError(`Unknown customer "${args.custCode}"`, 'custCode');
    const [area] = await areasOf(ctx.db, [customer.r3]);
    if (area) return sorgInfo(ctx, area.sorg);
  }
  throw inputError('Either sorg or custCode is required', 'sorg');
}
