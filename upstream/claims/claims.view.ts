// A claim row as the contract's Claim: scalar fields at once, nested lists loaded only when asked for
// (graphql-js calls a function-valued field), so the list never reads what it does not show.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LedgerDb } from '../ledger/db';
import { customers } from '../db/schema/sales';
import { claimComments, claimDocs, claimHistories, claimProblemRows, claims, pdis, stolenFrames } from '../db/schema/claims';
import { claimStatusRows } from './claims.data';
import { recallsOf } from './recalls.repo';

type ClaimRow = typeof claims.$inferSelect;
type CommentRow = typeof claimComments.$inferSelect;
type DocRow = typeof claimDocs.$inferSelect;

export const statusOf = (id: number) => claimStatusRows.find((s) => s.id === id) ?? { id, description: String(id), category: 'open' };

export const commentView = (c: CommentRow) => ({ ...c, id: String(c.id) });
export const docView = (d: DocRow) => ({ ...d, id: String(d.id) });

export async function commentsOf(db: LedgerDb, claimId: number, internal: boolean) {
  const rows = await db.select().from(claimComments)
    .where(and(eq(claimComments.claimId, claimId), internal ? undefined : eq(claimComments.internal, false)))
    .orderBy(asc(claimComments.createdAt), asc(claimComments.id));
  return rows.map(commentView);
}

export async function docsOf(db: LedgerDb, claimId: number, additional: boolean) {
  const rows = await db.select().from(claimDocs).where(eq(claimDocs.claimId, claimId)).orderBy(asc(claimDocs.docType), asc(claimDocs.no));
  return rows.filter((d) => (d.docType === 'additionalDoc') === additional).map(docView);
}

export async function customerNames(db: LedgerDb, codes: readonly string[]) {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map<string, { name: string; category: string; phone: string | null }>();
  const rows = await db.select({ r3: customers.r3, name: customers.name, category: customers.category, phone: customers.phone }).from(customers).where(inArray(customers.r3, unique));
  return new Map(rows.map((r) => [r.r3, r]));
}

export function claimView(db: LedgerDb, row: ClaimRow, cust: { name: string; category: string; phone: string | null } | undefined, internal: boolean) {
  const consumer = row.consumer ? (JSON.parse(row.consumer) as Record<string, string | null>) : null;
  return {
    ...row,
    id: String(row.id),
    custName: cust?.name ?? row.custCode,
    custCategory: cust?.category ?? 'dealer',
    status: statusOf(row.statusId),
    frameShippedToName: row.frameShippedTo ? (cust?.name ?? null) : null,
    customerNotes: null,
    mcName: null,
    series: null,
    contactPersonPhone: cust?.phone ?? null,
    consumer,
    isNotAWarranty: false,
    resiNo: row.deliveryNo ? `RS${row.deliveryNo.slice(2)}` : null,
    deliveryOrders: row.deliveryNo ? [{ deliveryNo: row.deliveryNo, deliveryAt: row.deliveryAt }] : [],
    problems: async () => {
      const rows = await db.select().from(claimProblemRows).where(eq(claimProblemRows.claimId, row.id)).orderBy(asc(claimProblemRows.seq));
      return rows.map((p) => ({ id: p.problemId, part: p.part, description: p.description, notes: p.notes }));
    },
    docs: () => docsOf(db, row.id, false),
    additionalDocuments: () => docsOf(db, row.id, true),
    histories: async () => {
      const rows = await db.select().from(claimHistories).where(eq(claimHistories.claimId, row.id)).orderBy(asc(claimHistories.createdAt), asc(claimHistories.id));
      return rows.map((h) => ({ status: statusOf(h.statusId), reason: h.reason, createdBy: h.createdBy, createdAt: h.createdAt }));
    },
    latestUserComment: async () => (await commentsOf(db, row.id, internal)).at(-1) ?? null,
    stolenBike: async () => (row.frameNumber ? (await db.select().from(stolenFrames).where(eq(stolenFrames.frameNumber, row.frameNumber))).length > 0 : false),
    recallFrames: (args: { lang?: string | null } | undefined) => recallsOf(db, row.frameNumber, args?.lang),
    pdi: async () => (row.frameNumber ? (await db.select({ id: pdis.id }).from(pdis).where(and(eq(pdis.frameNumber, row.frameNumber), eq(pdis.isDeleted, false))).limit(1)).length > 0 : false),
  };
}
