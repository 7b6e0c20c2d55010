// Root resolvers of the public inquiry section: countries, cities and the inquiry itself. The
// inquiry is stored as the text it came in (the portal escapes it wherever it is shown).
import { and, eq } from 'drizzle-orm';
import { customerInquiries } from '../db/schema/inquiry';
import { salesRegionGroups, salesRegions } from '../db/schema/index';
import type { UpstreamContext } from '../db/client';
import { message, type RootResolvers } from '../resolvers';
import { COUNTRIES } from './places.data';

interface InquiryInput {
  host: string;
  reason: string;
  goal: string;
  custName: string;
  custAddress: string;
  custState: string;
  custPostalCode?: string | null;
  custCountry: string;
  custEmail: string;
  custPhone: string;
  custCity: string;
  custWeb?: string | null;
}

const MAX_TEXT = 1_000;

export const inquiryQueries: RootResolvers = {
  countries: () => COUNTRIES,
};

export const inquiryMutations: RootResolvers = {
  createCustomerInquiry: async (args: { input: InquiryInput }, ctx: UpstreamContext) => {
    const input = args.input;
    const required = ['host', 'reason', 'goal', 'custName', 'custAddress', 'custState', 'custCountry', 'custEmail', 'custPhone', 'custCity'] as const;
    const userErrors = required.filter((f) => input[f].trim() === '').map((field) => ({ field, message: 'Required' }));
    const tooLong = Object.entries(input).filter(([, v]) => typeof v === 'string' && v.length > MAX_TEXT).map(([field]) => ({ field, message: 'Too long' }));
    const city = await ctx.db.select({ id: salesRegionGroups.id }).from(salesRegionGroups).innerJoin(salesRegions, eq(salesRegions.id, salesRegionGroups.regionId))
      .where(and(eq(salesRegionGroups.id, input.custCity), eq(salesRegions.country, input.custCountry))).limit(1);
    if (city.length === 0) userErrors.push({ field: 'custCity', message: 'Unknown city for this country' });
    if ([...userErrors, ...tooLong].length > 0) return { message: message(false, 'Please check again all of your input'), userErrors: [...userErrors, ...tooLong] };
    await ctx.db.insert(customerInquiries).values({ ...input, custPostalCode: input.custPostalCode ?? null, custWeb: input.custWeb ?? null, createdAt: new Date().toISOString() });
    return { message: message(true), userErrors: [] };
  },
};
