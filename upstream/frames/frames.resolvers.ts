// Root resolvers of the frames (with the frame passport), download area and bonus sections of the SDL.
import type { UpstreamContext } from '../db/client';
import { toR3 } from '../ledger/lookup';
import { inputError, isoDateValid, type RootResolvers } from '../resolvers';
import { b2bPurchases, quarterValues, retailSales } from './bonus';
import { downloadFile, listDownloads, requestDownload, type DownloadArgs } from './downloads';
import { checkFrames, deleteRegistration, listRegistrations, registerFrames, reuploadEntry, type FrameFilter, type RegisterInput } from './frames.repo';
import { framePassport } from './passport.repo';

type Cust = { custCode: string };
type YearArgs = Cust & { year: number; quarter?: number | null };

function checkInputs(rows: readonly RegisterInput[]): void {
  rows.forEach((row, i) => {
    if (!isoDateValid(row.soldDate)) throw inputError(`row ${i}: soldDate must be a date (yyyy-mm-dd)`, 'soldDate');
  });
}

export const framesQueries: RootResolvers = {
  registeredFrames: async (args: FrameFilter, ctx: UpstreamContext) => listRegistrations(ctx.db, { ...args, custCode: await toR3(ctx.db, args.custCode) }),
  framesV4: async (args: Cust & { frameNumbers: string[] }, ctx: UpstreamContext) => checkFrames(ctx.db, await toR3(ctx.db, args.custCode), args.frameNumbers),
  framePassport: (args: { frameNumber: string; lang?: string | null }, ctx: UpstreamContext) => framePassport(ctx.db, args.frameNumber, args.lang),
  downloadArea: (args: { userId: string; page?: number | null; limit?: number | null }, ctx: UpstreamContext) => listDownloads(ctx.db, args.userId, args.page, args.limit),
  downloadAreaFile: (args: { userId: string; id: string }, ctx: UpstreamContext) => downloadFile(ctx.db, args.userId, args.id),
  b2bPurchasesV3: async (args: YearArgs, ctx: UpstreamContext) => b2bPurchases(ctx.db, await toR3(ctx.db, args.custCode), args.year, args.quarter),
  retailSales: async (args: YearArgs, ctx: UpstreamContext) => retailSales(ctx.db, await toR3(ctx.db, args.custCode), args.year, args.quarter),
  onTimePaymentV2: async (args: YearArgs, ctx: UpstreamContext) => quarterValues(ctx.db, await toR3(ctx.db, args.custCode), args.year, 'onTimePayment'),
  verificationPercentages: async (args: YearArgs, ctx: UpstreamContext) => quarterValues(ctx.db, await toR3(ctx.db, args.custCode), args.year, 'verificationPercent'),
  totalDealerSales: async (args: YearArgs, ctx: UpstreamContext) => quarterValues(ctx.db, await toR3(ctx.db, args.custCode), args.year, 'totalSales'),
};

export const framesMutations: RootResolvers = {
  registerFrameV4: async (args: Cust & { input: RegisterInput }, ctx: UpstreamContext) => {
    checkInputs([args.input]);
    const out = await registerFrames(ctx.db, await toR3(ctx.db, args.custCode), [args.input], new Date());
    return { frame: out.rows[0] ?? null, message: out.message, userErrors: out.userErrors.map((e) => ({ ...e, field: 'frameNumber' })) };
  },
  uploadAccountBikesDatas: async (args: Cust & { rows: RegisterInput[] }, ctx: UpstreamContext) => {
    checkInputs(args.rows);
    const out = await registerFrames(ctx.db, await toR3(ctx.db, args.custCode), args.rows, new Date());
    return { registered: out.registered, message: out.message, userErrors: out.userErrors };
  },
  updateAccountBikesData: async (args: Cust & { id: string }, ctx: UpstreamContext) => reuploadEntry(ctx.db, await toR3(ctx.db, args.custCode), args.id),
  deleteFrame: async (args: Cust & { frameNumber: string; type: string }, ctx: UpstreamContext) => deleteRegistration(ctx.db, await toR3(ctx.db, args.custCode), args.frameNumber, args.type),
  requestDownloadArea: async (args: DownloadArgs, ctx: UpstreamContext) =>
    requestDownload(ctx.db, { ...args, custCode: args.custCode ? await toR3(ctx.db, args.custCode) : null }, new Date()),
};
