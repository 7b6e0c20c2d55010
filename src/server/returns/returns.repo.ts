// The only module that touches return_requests, return_lines and return_files. Customer-facing reads
// are scoped by the acting customer's R3 code first; back-office reads name no customer.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { files } from '../../../db/schema/files';
import { returnFiles, returnLines, returnRequests } from '../../../db/schema/returns';
import type { ReturnReason, ReturnStatus } from '../../domain/returns/return.rules';

export type ReturnRow = typeof returnRequests.$inferSelect & { reason: ReturnReason; status: ReturnStatus };
export interface ReturnLineRow { articleCode: string; qty: number; unitPrice: number }
export interface ReturnPhoto { id: string; fileName: string; contentType: string }
export type ReturnDetail = ReturnRow & { lines: ReturnLineRow[]; photos: ReturnPhoto[] };

const asRow = (row: typeof returnRequests.$inferSelect): ReturnRow => row as ReturnRow;

export async function returnsOfCustomer(db: PortalDb, custR3: string): Promise<ReturnRow[]> {
  return (await db.select().from(returnRequests).where(eq(returnRequests.custR3, custR3)).orderBy(desc(returnRequests.id))).map(asRow);
}

/** The back office's list of one site: returns of deliveries from its sales organisation. */
export async function returnsByStatus(db: PortalDb, sorg: string, status: ReturnStatus | null): Promise<ReturnRow[]> {
  const where = and(eq(returnRequests.sorg, sorg), status ? eq(returnRequests.status, status) : undefined);
  return (await db.select().from(returnRequests).where(where).orderBy(desc(returnRequests.id)).limit(200)).map(asRow);
}

async function withParts(db: PortalDb, row: ReturnRow): Promise<ReturnDetail> {
  const [lines, photos] = await Promise.all([
    db.select({ articleCode: returnLines.articleCode, qty: returnLines.qty, unitPrice: returnLines.unitPrice }).from(returnLines).where(eq(returnLines.returnId, row.id)),
    db
      .select({ id: files.id, fileName: files.fileName, contentType: files.contentType })
      .from(returnFiles)
      .innerJoin(files, eq(files.id, returnFiles.fileId))
      .where(eq(returnFiles.returnId, row.id))
      .orderBy(returnFiles.createdAt),
  ]);
  return { ...row, lines, photos };
}

/** One return of the customer, or (`{ sorg }`, the back office) of the site's sales organisation. */
export async function findReturn(db: PortalDb, owner: string | { sorg: string }, id: number): Promise<ReturnDetail | null> {
  const where = and(eq(returnRequests.id, id), typeof owner === 'string' ? eq(returnRequests.custR3, owner) : eq(returnRequests.sorg, owner.sorg));
  const [row] = await db.select().from(returnRequests).where(where).limit(1);
  return row ? withParts(db, asRow(row)) : null;
}

export async function findBySubmission(db: PortalDb, custR3: string, submissionId: string): Promise<number | null> {
  const [row] = await db.select({ id: returnRequests.id }).from(returnRequests).where(and(eq(returnRequests.custR3, custR3), eq(returnRequests.submissionId, submissionId))).limit(1);
  return row?.id ?? null;
}

/** Pieces of each article of a delivery already in returns that were not rejected. */
export async function returnedQuantities(db: PortalDb, custR3: string, doNumber: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ articleCode: returnLines.articleCode, qty: returnLines.qty })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(and(eq(returnRequests.custR3, custR3), eq(returnRequests.doNumber, doNumber), ne(returnRequests.status, 'rejected')));
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.articleCode, (out.get(r.articleCode) ?? 0) + r.qty);
  return out;
}

export type NewReturn = Omit<typeof returnRequests.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** One transaction: the request, its lines and photos, or nothing. The same submission twice keeps the first. */
export async function insertReturn(db: PortalDb, values: NewReturn, lines: readonly ReturnLineRow[], fileIds: readonly string[]): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(returnRequests).values(values).onConflictDoNothing().returning({ id: returnRequests.id });
    const id = inserted[0]?.id;
    if (id === undefined) {
      const [existing] = await tx.select({ id: returnRequests.id }).from(returnRequests).where(and(eq(returnRequests.custR3, values.custR3), eq(returnRequests.submissionId, values.submissionId))).limit(1);
      if (!existing) throw new Error('return insert found neither a new nor an existing row');
      return { id: existing.id, created: false };
    }
    await tx.insert(returnLines).values(lines.map((l) => ({ returnId: id, ...l })));
    if (fileIds.length > 0) await tx.insert(returnFiles).values(fileIds.map((fileId) => ({ returnId: id, fileId })));
    return { id, created: true };
  });
}

export async function addReturnFiles(db: PortalDb, id: number, fileIds: readonly string[]): Promise<void> {
  await db.insert(returnFiles).values(fileIds.map((fileId) => ({ returnId: id, fileId }))).onConflictDoNothing();
}

/** Decides a submitted return; false when it was decided meanwhile (of two racing decisions one wins). */
export async function markDecided(db: PortalDb, id: number, set: { status: 'accepted' | 'rejected'; decisionNote: string; creditNoteNo?: string; creditAmount?: number }): Promise<boolean> {
  const rows = await db
    .update(returnRequests)
    .set({ ...set, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(returnRequests.id, id), eq(returnRequests.status, 'submitted')))
    .returning({ id: returnRequests.id });
  return rows.length > 0;
}

/** Files of these ids uploaded by this user into the returns folder and not yet attached to a return. */
export async function ownReturnPhotos(db: PortalDb, userId: number, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: files.id, blobKey: files.blobKey, ownerUserId: files.ownerUserId }).from(files).where(inArray(files.id, [...ids]));
  const attached = await db.select({ fileId: returnFiles.fileId }).from(returnFiles).where(inArray(returnFiles.fileId, [...ids]));
  const taken = new Set(attached.map((a) => a.fileId));
  return rows.filter((r) => r.ownerUserId === userId && r.blobKey.startsWith('returns/') && !taken.has(r.id)).map((r) => r.id);
}

export async function photoOfReturn(db: PortalDb, returnId: number, fileId: string): Promise<{ blobKey: string; fileName: string; contentType: string } | null> {
  const [row] = await db
    .select({ blobKey: files.blobKey, fileName: files.fileName, contentType: files.contentType })
    .from(returnFiles)
    .innerJoin(files, eq(files.id, returnFiles.fileId))
    .where(and(eq(returnFiles.returnId, returnId), eq(returnFiles.fileId, fileId)))
    .limit(1);
  return row ?? null;
}
