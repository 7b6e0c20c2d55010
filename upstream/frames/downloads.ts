// The download area: report requests per user with a daily quota, generated in the background
// into a real .xlsx (the portal's writer) and kept with the request until downloaded.
import { and, asc, between, count, desc, eq, gte, inArray } from 'drizzle-orm';
import { bonusPurchases, bonusRetail, downloadRequests, frameRegistrations, frames } from '../db/schema/frames';
import { customerAreas } from '../db/schema/sales';
import { downloadPeriod } from '../../src/domain/validation/date-range.rules';
import { DOWNLOAD_MODULES, reportFileName } from '../../src/domain/download-area/download.rules';
import { writeXlsx, type SheetRow } from '../../src/server/spreadsheet/xlsx';
import { withWriteLock, type LedgerDb } from '../ledger/db';
import { pageArgs, pageInfo } from '../resolvers';

export interface DownloadArgs {
  userId: string;
  module: string;
  from: string;
  to: string;
  custCode?: string | null;
  sorgs?: string[] | null;
  quota: number;
}

type Request = typeof downloadRequests.$inferSelect;
const QUOTA_TEXT = 'You are out of download quota, please try again tomorrow.';
/** A request still pending this long after it was made (the process stopped) is generated on the next read. */
const STALE_MS = 30_000;

const view = (r: Request) => ({ id: String(r.id), requestedAt: r.requestedAt, from: r.from, to: r.to, module: r.module, status: r.status, fileName: r.fileName });
const fail = (description: string, field: string) => ({ request: null, message: { status: false, description }, userErrors: [{ field, message: description }] });

export async function requestDownload(db: LedgerDb, args: DownloadArgs, now: Date) {
  if (!(DOWNLOAD_MODULES as readonly string[]).includes(args.module)) return fail('Unknown module', 'module');
  const period = downloadPeriod.safeParse({ from: args.from, to: args.to });
  if (!period.success) return fail(period.error.issues[0]?.message === 'validation.from_to' ? 'From can not be bigger than To' : 'The period must lie within one calendar year', 'from');
  const today = now.toISOString().slice(0, 10);
  const made = await db.select({ n: count() }).from(downloadRequests).where(and(eq(downloadRequests.userId, args.userId), gte(downloadRequests.requestedAt, today)));
  if ((made[0]?.n ?? 0) >= args.quota) return fail(QUOTA_TEXT, 'quota');
  const rows = await db.insert(downloadRequests).values({
    userId: args.userId, custCode: args.custCode ?? null, sorgs: args.custCode ? null : JSON.stringify(args.sorgs ?? []), module: args.module,
    from: args.from, to: args.to, status: 'pending', fileName: null, requestedAt: now.toISOString(), file: null,
  }).returning();
  const request = rows[0];
  if (!request) return fail('Request not saved', 'module');
  // Outside the mutation: the mutation holds the writer queue the generator must join.
  setTimeout(() => void generateReport(db, request.id), 0);
  return { request: view(request), message: { status: true, description: 'Report requested' }, userErrors: [] };
}

export async function listDownloads(db: LedgerDb, userId: string, page?: number | null, limit?: number | null) {
  const p = pageArgs(page, limit, 10);
  const where = eq(downloadRequests.userId, userId);
  const columns = { id: downloadRequests.id, userId: downloadRequests.userId, requestedAt: downloadRequests.requestedAt, from: downloadRequests.from, to: downloadRequests.to, module: downloadRequests.module, status: downloadRequests.status, fileName: downloadRequests.fileName };
  const [rows, totals] = await Promise.all([
    db.select(columns).from(downloadRequests).where(where).orderBy(desc(downloadRequests.requestedAt), desc(downloadRequests.id)).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(downloadRequests).where(where),
  ]);
  const stale = new Date(Date.now() - STALE_MS).toISOString();
  for (const r of rows) if (r.status === 'pending' && r.requestedAt < stale) setTimeout(() => void generateReport(db, r.id), 0);
  return { data: rows.map((r) => view({ ...r, custCode: null, sorgs: null, file: null })), info: pageInfo(p.page, p.limit, totals[0]?.n ?? 0) };
}

export async function downloadFile(db: LedgerDb, userId: string, id: string) {
  if (!/^\d+$/.test(id)) return null;
  const rows = await db.select().from(downloadRequests).where(and(eq(downloadRequests.id, Number(id)), eq(downloadRequests.userId, userId))).limit(1);
  const r = rows[0];
  if (!r || r.status !== 'ready' || !r.file || !r.fileName) return null;
  return { fileName: r.fileName, contentBase64: Buffer.from(r.file).toString('base64') };
}

async function customersOf(db: LedgerDb, r: Request): Promise<string[]> {
  if (r.custCode) return [r.custCode];
  const sorgs = JSON.parse(r.sorgs ?? '[]') as string[];
  if (sorgs.length === 0) return [];
  const rows = await db.selectDistinct({ c: customerAreas.custCode }).from(customerAreas).where(inArray(customerAreas.sorg, sorgs));
  return rows.map((x) => x.c);
}

async function reportRows(db: LedgerDb, r: Request): Promise<SheetRow[]> {
  const custs = await customersOf(db, r);
  if (r.module === 'retail-sales') {
    const rows = await db.select().from(frameRegistrations).leftJoin(frames, eq(frames.frameNumber, frameRegistrations.frameNumber))
      .where(and(inArray(frameRegistrations.custCode, custs), between(frameRegistrations.soldDate, r.from, r.to))).orderBy(asc(frameRegistrations.soldDate));
    return [['Customer', 'Frame number', 'Type', 'Brand', 'Article', 'Sold date', 'Rider', 'City', 'Dealer', 'Status'],
      ...rows.map(({ frame_registrations: g, frames: f }) => [g.custCode, g.frameNumber, g.type, f?.brand ?? '', f?.articleDescription ?? '', g.soldDate, g.customerName, g.customerCity ?? '', g.dealerName, g.status])];
  }
  if (r.module === 'bonus-purchases') {
    const rows = await db.select().from(bonusPurchases).where(and(inArray(bonusPurchases.custCode, custs), between(bonusPurchases.invoiceDate, r.from, r.to))).orderBy(asc(bonusPurchases.invoiceDate));
    return [['Customer', 'Quarter', 'Invoice date', 'Invoice number', 'Article', 'Description', 'Brand', 'Quantity', 'Points', 'Currency'],
      ...rows.map((b) => [b.custCode, b.quarter, b.invoiceDate, b.invoiceNumber, b.articleCode, b.articleDescription, b.brandId, b.quantity, b.point * b.quantity, b.currency])];
  }
  const rows = await db.select().from(bonusRetail).where(and(inArray(bonusRetail.custCode, custs), between(bonusRetail.inputDate, r.from, r.to))).orderBy(asc(bonusRetail.inputDate));
  return [['Customer', 'Quarter', 'Input date', 'Frame number', 'Description', 'Class', 'Brand', 'Points', 'Currency'],
    ...rows.map((b) => [b.custCode, b.quarter, b.inputDate, b.frameNumber, b.articleDescription, b.class, b.brandId, b.point, b.currency])];
}

/** Generates one pending report; a second call for the same request does nothing. */
export async function generateReport(db: LedgerDb, id: number): Promise<void> {
  try {
    const claimed = await withWriteLock(db, () => db.update(downloadRequests).set({ status: 'processing' }).where(and(eq(downloadRequests.id, id), eq(downloadRequests.status, 'pending'))).returning());
    const request = claimed[0];
    if (!request) return;
    const bytes = await writeXlsx(request.module, await reportRows(db, request));
    const fileName = reportFileName(request.module, request.from, request.to, request.id);
    await withWriteLock(db, () => db.update(downloadRequests).set({ status: 'ready', fileName, file: Buffer.from(bytes) }).where(eq(downloadRequests.id, id)));
  } catch (error) {
    // The database may be closing (tests, shutdown): the next list read retries a stale request.
    console.warn('[upstream] report generation failed', id, error instanceof Error ? error.message : error);
    await withWriteLock(db, () => db.update(downloadRequests).set({ status: 'pending' }).where(and(eq(downloadRequests.id, id), eq(downloadRequests.status, 'processing')))).catch(() => undefined);
  }
}

