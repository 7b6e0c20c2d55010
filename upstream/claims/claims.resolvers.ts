// Root resolvers of the claims and PDI section of the SDL. The upstream trusts the portal about who
// acts for whom; it checks its own rules (frames, capabilities, editable statuses, counts). The
// executor runs one mutation at a time, so a submission id is looked up and written without a race.
import { brands } from '../db/schema/catalog';
import { customers } from '../db/schema/sales';
import { stolenFrames } from '../db/schema/claims';
import { asc, eq, like } from 'drizzle-orm';
import type { UpstreamContext } from '../db/client';
import { toR3 } from '../ledger/lookup';
import { inputError, isoDateValid, type RootResolvers } from '../resolvers';
import { ATTACHMENT_MAX } from '../../src/domain/claims/attachment.rules';
import { claimStatusRows, problemsFor } from './claims.data';
import {
  addComment, addDocument, additionalDocuments, capabilityRows, claimArticle, createClaim, findClaim, listClaims, moveClaim, removeDocument, salesCustomers, updateClaim,
  type ClaimFileInput, type ClaimInput, type ClaimListArgs,
} from './claims.repo';
import { commentsOf } from './claims.view';
import { customerRecallFrames, recallCampaigns, recallsOf, recordRepair } from './recalls.repo';
import { createPdi, findPdi, listPdis, pdiChecklist, setPdiDeleted, updatePdi, type PdiInput, type PdiListArgs } from './pdi.repo';
import { products } from '../db/schema/catalog';

const num = (id: string | number) => Number(id);

function checkInput(input: ClaimInput): void {
  if (!isoDateValid(input.purchaseDate)) throw inputError('purchaseDate must be a date (yyyy-mm-dd)', 'purchaseDate');
}

function customerInfo(c: typeof customers.$inferSelect) {
  return { custCode: c.r3, name: c.name, category: c.category, address: c.address, city: c.city, phone: c.phone, email: c.email };
}

export const claimsQueries: RootResolvers = {
  claimStatus: () => claimStatusRows,
  claimUserCapabilities: () => capabilityRows(),
  claimBrandsV2: async (_: unknown, ctx: UpstreamContext) => (await ctx.db.select().from(brands).orderBy(asc(brands.name))).map((b) => ({ id: String(b.id), name: b.name })),
  claimProblems: async (args: { custCode: string; articleCode: string }, ctx: UpstreamContext) => {
    const row = (await ctx.db.select({ type: products.productType }).from(products).where(eq(products.articleCode, args.articleCode)))[0];
    return row ? problemsFor(row.type) : [];
  },
  claimArticlesV2: async (args: { custCode: string; frameNumber?: string | null; articleCode?: string | null }, ctx: UpstreamContext) =>
    claimArticle(ctx.db, await toR3(ctx.db, args.custCode), args.frameNumber ?? null, args.articleCode ?? null),
  claimStolenBike: async (args: { frameNumber: string }, ctx: UpstreamContext) => {
    const row = (await ctx.db.select().from(stolenFrames).where(eq(stolenFrames.frameNumber, args.frameNumber.toUpperCase())))[0];
    return { frameNumber: args.frameNumber, stolen: !!row, reportedAt: row?.reportedAt ?? null };
  },
  claimRecallFrames: (args: { frameNumber: string; lang?: string | null }, ctx: UpstreamContext) => recallsOf(ctx.db, args.frameNumber.toUpperCase(), args.lang, true),
  recallFrames: async (args: { custCode: string; lang?: string | null; status?: string | null }, ctx: UpstreamContext) =>
    customerRecallFrames(ctx.db, await toR3(ctx.db, args.custCode), args.lang, args.status),
  recallCampaigns: (args: { sorg: string; lang?: string | null }, ctx: UpstreamContext) => recallCampaigns(ctx.db, args.sorg, args.lang),
  dealerInformation: async (args: { custCode: string }, ctx: UpstreamContext) => {
    const row = (await ctx.db.select().from(customers).where(eq(customers.r3, await toR3(ctx.db, args.custCode))))[0];
    return row ? customerInfo(row) : null;
  },
  claimV2: (args: { id: string; internal?: boolean | null }, ctx: UpstreamContext) => findClaim(ctx.db, num(args.id), !!args.internal),
  claimsV3: async (args: ClaimListArgs, ctx: UpstreamContext) => {
    if (args.filter?.from && !isoDateValid(args.filter.from)) throw inputError('from must be a date', 'from');
    if (args.filter?.to && !isoDateValid(args.filter.to)) throw inputError('to must be a date', 'to');
    return listClaims(ctx.db, { ...args, custCode: args.custCode ? await toR3(ctx.db, args.custCode) : null });
  },
  claimComments: (args: { id: string; internal?: boolean | null }, ctx: UpstreamContext) => commentsOf(ctx.db, num(args.id), !!args.internal),
  claimSalesCustomers: (args: { salesmen?: string[] | null; salesGroups?: string[] | null; salesOffices?: string[] | null }, ctx: UpstreamContext) =>
    salesCustomers(ctx.db, args.salesmen ?? null, args.salesGroups ?? null, args.salesOffices ?? null),
  claimCustomers: async (args: { search?: string | null; limit?: number | null }, ctx: UpstreamContext) => {
    const term = args.search?.trim();
    const rows = await ctx.db.select().from(customers).where(term ? like(customers.name, `%${term}%`) : undefined).orderBy(asc(customers.name)).limit(Math.min(args.limit ?? 20, 100));
    return rows.map(customerInfo);
  },
  claimAdditionalDocuments: (args: { claimId: string }, ctx: UpstreamContext) => additionalDocuments(ctx.db, num(args.claimId)),
  pdis: async (args: PdiListArgs, ctx: UpstreamContext) => listPdis(ctx.db, { ...args, custCode: await toR3(ctx.db, args.custCode) }),
  pdi: (args: { id: string }, ctx: UpstreamContext) => findPdi(ctx.db, num(args.id)),
  pdiChecklist: (args: { merchandise: string }) => pdiChecklist(args.merchandise),
};

type CreateArgs = { custCode: string; frameNumber?: string | undefined; articleCode?: string | undefined; input: ClaimInput };

async function create(args: CreateArgs, ctx: UpstreamContext) {
  checkInput(args.input);
  const custCode = await toR3(ctx.db, args.custCode);
  const article = await claimArticle(ctx.db, custCode, args.frameNumber ?? null, args.frameNumber ? null : (args.articleCode ?? null));
  if (!article) return { claim: null, message: { status: false, description: 'Unknown frame or article' }, userErrors: [{ field: args.frameNumber ? 'frameNumber' : 'articleCode', message: 'Unknown frame or article' }] };
  // The history names who filed the claim: the ERP knows the customer, not the portal's user.
  const [customer] = await ctx.db.select({ name: customers.name }).from(customers).where(eq(customers.r3, custCode)).limit(1);
  return createClaim(ctx.db, custCode, article, args.input, customer?.name ?? custCode, new Date());
}

async function update(args: { id: string; input: ClaimInput }, ctx: UpstreamContext) {
  checkInput(args.input);
  return updateClaim(ctx.db, num(args.id), args.input, new Date());
}

export const claimsMutations: RootResolvers = {
  createClaimBike: (args: CreateArgs, ctx: UpstreamContext) => create(args, ctx),
  recordRecallRepair: async (args: { recallId: string; frameNumber: string; custCode: string; doneByName: string }, ctx: UpstreamContext) =>
    recordRepair(ctx.db, num(args.recallId), args.frameNumber.toUpperCase(), await toR3(ctx.db, args.custCode), args.doneByName, new Date()),
  createClaimPaa: (args: CreateArgs, ctx: UpstreamContext) => create({ ...args, frameNumber: undefined }, ctx),
  updateClaimBike: update,
  updateClaimPaaV2: update,
  updateClaimStatus: (args: { id: string; statusId: number; reason?: string | null; createdBy: string }, ctx: UpstreamContext) =>
    moveClaim(ctx.db, num(args.id), args.statusId, args.reason ?? null, args.createdBy, new Date()),
  createClaimComment: (args: { id: string; comment: string; internal: boolean; displayName: string; createdBy: string }, ctx: UpstreamContext) =>
    addComment(ctx.db, num(args.id), args.comment, args.internal, args.displayName, args.createdBy, new Date()),
  createClaimAdditionalDocument: (args: { claimId: string; title?: string | null; file: ClaimFileInput }, ctx: UpstreamContext) =>
    addDocument(ctx.db, num(args.claimId), args.title ?? null, args.file, ATTACHMENT_MAX.additionalDoc, new Date()),
  deleteClaimAdditionalDocument: (args: { id: string }, ctx: UpstreamContext) => removeDocument(ctx.db, num(args.id)),
  createPdi: async (args: { custCode: string; input: PdiInput }, ctx: UpstreamContext) => createPdi(ctx.db, await toR3(ctx.db, args.custCode), args.input, new Date()),
  updatePdi: (args: { id: string; input: PdiInput }, ctx: UpstreamContext) => updatePdi(ctx.db, num(args.id), args.input, new Date()),
  deletePdi: (args: { id: string }, ctx: UpstreamContext) => setPdiDeleted(ctx.db, num(args.id), true, new Date()),
  restorePdi: (args: { id: string }, ctx: UpstreamContext) => setPdiDeleted(ctx.db, num(args.id), false, new Date()),
};
