// Claims: list, read, create (bike from a shipped frame, PAA from an article), update, status moves
// along the capability list, comments and additional documents.
import { and, count, desc, eq, gte, inArray, like, lte, max, or, sql } from 'drizzle-orm';
import { canMoveClaim, claimEditable, reasonRequired } from '../../src/domain/claims/claim-status';
import { customerAreas } from '../db/schema/sales';
import { claimComments, claimDocs, claimHistories, claimProblemRows, claims } from '../db/schema/claims';
import { frames } from '../db/schema/frames';
import { products, brands, merchandiseCategories, models } from '../db/schema/catalog';
import { failed, type LedgerDb } from '../ledger/db';
import { pageArgs, pageInfo } from '../resolvers';
import { ALL_PROBLEMS, claimCapabilityRows, deliveryNoOf } from './claims.data';
import { claimView, commentView, customerNames, docView } from './claims.view';
import { doneByClaim } from './recalls.repo';

export interface ClaimFilter { search?: string | null; statusId?: number | null; from?: string | null; to?: string | null }
export interface ClaimListArgs { page?: number | null; limit?: number | null; filter?: ClaimFilter | null; custCode?: string | null; custCodes?: string[] | null }
export interface ClaimFileInput { docType: string; title?: string | null; url: string; fileName: string; contentType: string }
export interface ClaimInput {
  purchaseDate: string;
  consumer?: Record<string, string | null> | null;
  problems: { problemId: string; notes?: string | null }[];
  description: string;
  qty: number;
  files: ClaimFileInput[];
  contactPersonName?: string | null;
  contactPersonPhone?: string | null;
  submissionId?: string | null;
}

export async function listClaims(db: LedgerDb, a: ClaimListArgs) {
  const { page, limit, offset } = pageArgs(a.page, a.limit, 10);
  const f = a.filter ?? {};
  const term = f.search?.trim();
  const where = and(
    a.custCode ? eq(claims.custCode, a.custCode) : undefined,
    a.custCodes ? inArray(claims.custCode, a.custCodes.length ? a.custCodes : ['']) : undefined,
    f.statusId ? eq(claims.statusId, f.statusId) : undefined,
    f.from ? gte(claims.createdAt, `${f.from}T00:00:00.000Z`) : undefined,
    f.to ? lte(claims.createdAt, `${f.to}T23:59:59.999Z`) : undefined,
    term ? or(like(claims.referenceNo, `%${term}%`), like(claims.frameNumber, `%${term}%`), like(claims.articleCode, `%${term}%`), like(claims.articleName, `%${term}%`)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select().from(claims).where(where).orderBy(desc(claims.createdAt), desc(claims.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(claims).where(where),
  ]);
  const names = await customerNames(db, rows.map((r) => r.custCode));
  return { data: rows.map((r) => claimView(db, r, names.get(r.custCode), false)), info: pageInfo(page, limit, totals[0]?.n ?? 0) };
}

export async function findClaim(db: LedgerDb, id: number, internal = false) {
  if (!Number.isSafeInteger(id)) return null;
  const row = (await db.select().from(claims).where(eq(claims.id, id)))[0];
  if (!row) return null;
  const names = await customerNames(db, [row.custCode]);
  return claimView(db, row, names.get(row.custCode), internal);
}

export async function claimArticle(db: LedgerDb, custCode: string, frameNumber: string | null, articleCode: string | null) {
  if (frameNumber) {
    const row = (await db.select({ f: frames, model: models.name, modelYear: products.modelYear, mc: merchandiseCategories.name }).from(frames)
      .leftJoin(products, eq(products.articleCode, frames.articleCode)).leftJoin(models, eq(models.id, products.modelId))
      .leftJoin(merchandiseCategories, eq(merchandiseCategories.id, products.mcId))
      .where(eq(frames.frameNumber, frameNumber.toUpperCase())))[0];
    if (!row || row.f.custCode !== custCode) return null;
    const names = await customerNames(db, [custCode]);
    return {
      productCategory: 'bike', frameNumber: row.f.frameNumber, shippedDeliveryNo: deliveryNoOf(row.f.frameNumber, row.f.shippedAt), shippedAt: row.f.shippedAt,
      shippedTo: custCode, shippedToName: names.get(custCode)?.name ?? null, articleCode: row.f.articleCode, articleName: row.f.articleDescription,
      brand: row.f.brand, mcName: row.mc, model: row.model, modelYear: row.modelYear, series: null,
    };
  }
  if (!articleCode) return null;
  const row = (await db.select({ p: products, brand: brands.name, mc: merchandiseCategories.name }).from(products).innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(merchandiseCategories, eq(merchandiseCategories.id, products.mcId)).where(eq(products.articleCode, articleCode)))[0];
  if (!row || row.p.productType === 'Bike') return null;
  return { productCategory: 'paa', frameNumber: null, shippedDeliveryNo: null, shippedAt: null, shippedTo: null, shippedToName: null, articleCode: row.p.articleCode, articleName: row.p.name, brand: row.brand, mcName: row.mc, model: null, modelYear: row.p.modelYear, series: null };
}

export async function salesCustomers(db: LedgerDb, salesmen: string[] | null, groups: string[] | null, offices: string[] | null): Promise<string[]> {
  const where = or(
    salesmen?.length ? inArray(customerAreas.salesman, salesmen) : undefined,
    groups?.length ? inArray(customerAreas.salesGroup, groups) : undefined,
    offices?.length ? inArray(customerAreas.salesOffice, offices) : undefined,
  );
  if (!where) return [];
  const rows = await db.selectDistinct({ code: customerAreas.custCode }).from(customerAreas).where(where);
  return rows.map((r) => r.code).sort();
}

function problemRows(claimId: number, input: ClaimInput) {
  return input.problems.map((p, i) => {
    const known = ALL_PROBLEMS.find((k) => k.id === p.problemId);
    return { claimId, seq: i + 1, problemId: p.problemId, part: known?.part ?? '', description: known?.description ?? '', notes: p.notes ?? null };
  });
}

function docRows(claimId: number, files: readonly ClaimFileInput[], now: string) {
  const seen = new Map<string, number>();
  return files.map((f) => {
    const no = (seen.get(f.docType) ?? 0) + 1;
    seen.set(f.docType, no);
    return { claimId, docType: f.docType, no, title: f.title ?? null, url: f.url, fileName: f.fileName, contentType: f.contentType, createdAt: now };
  });
}

function inputProblem(input: ClaimInput) {
  const unknown = input.problems.find((p) => !ALL_PROBLEMS.some((k) => k.id === p.problemId));
  if (unknown) return failed('Unknown problem', 'problems', `Unknown problem ${unknown.problemId}`);
  if (input.qty < 1) return failed('Qty must be at least 1', 'qty');
  return null;
}

type Article = NonNullable<Awaited<ReturnType<typeof claimArticle>>>;

export async function createClaim(db: LedgerDb, custCode: string, article: Article, input: ClaimInput, createdBy: string, now: Date) {
  const bad = inputProblem(input);
  if (bad) return { claim: null, ...bad };
  if (input.submissionId) {
    const existing = (await db.select({ id: claims.id }).from(claims).where(eq(claims.submissionId, input.submissionId)))[0];
    if (existing) return { claim: await findClaim(db, existing.id), message: { status: true, description: 'Claim already saved' }, userErrors: [] };
  }
  const at = now.toISOString();
  const claimId = await db.transaction(async (tx) => {
    const next = ((await tx.select({ n: max(claims.id) }).from(claims))[0]?.n ?? 0) + 1;
    await tx.insert(claims).values({
      id: next, referenceNo: `CLM${at.slice(0, 4)}${String(next).padStart(6, '0')}`, submissionId: input.submissionId ?? null, custCode, productCategory: article.productCategory,
      statusId: 1, frameNumber: article.frameNumber, frameShippedDelvNo: article.shippedDeliveryNo, frameShippedTo: article.shippedTo, articleCode: article.articleCode,
      articleName: article.articleName, brandName: article.brand, model: article.model, modelYear: article.modelYear, qty: input.qty, description: input.description,
      purchaseDate: input.purchaseDate, consumer: input.consumer ? JSON.stringify(input.consumer) : null, contactPersonName: input.contactPersonName ?? null,
      createdAt: at, updatedAt: at,
    });
    await tx.insert(claimProblemRows).values(problemRows(next, input));
    if (input.files.length) await tx.insert(claimDocs).values(docRows(next, input.files, at));
    await tx.insert(claimHistories).values({ claimId: next, statusId: 1, reason: null, createdBy, createdAt: at });
    // A claim on a recalled frame is the recall's work on it (decision 0111).
    await doneByClaim(tx, article.frameNumber, next, at);
    return next;
  });
  return { claim: await findClaim(db, claimId), message: { status: true, description: 'Claim saved' }, userErrors: [] };
}

export async function updateClaim(db: LedgerDb, id: number, input: ClaimInput, now: Date) {
  const row = (await db.select().from(claims).where(eq(claims.id, id)))[0];
  if (!row) return { claim: null, ...failed('Claim not found', 'id') };
  if (!claimEditable(row.statusId)) return { claim: null, ...failed('This claim can no longer be changed', 'status') };
  const bad = inputProblem(input);
  if (bad) return { claim: null, ...bad };
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    await tx.update(claims).set({ qty: input.qty, description: input.description, purchaseDate: input.purchaseDate, consumer: input.consumer ? JSON.stringify(input.consumer) : null, updatedAt: at }).where(eq(claims.id, id));
    await tx.delete(claimProblemRows).where(eq(claimProblemRows.claimId, id));
    await tx.insert(claimProblemRows).values(problemRows(id, input));
    await tx.delete(claimDocs).where(and(eq(claimDocs.claimId, id), sql`${claimDocs.docType} <> 'additionalDoc'`));
    if (input.files.length) await tx.insert(claimDocs).values(docRows(id, input.files.filter((f) => f.docType !== 'additionalDoc'), at));
  });
  return { claim: await findClaim(db, id), message: { status: true, description: 'Claim saved' }, userErrors: [] };
}

export async function moveClaim(db: LedgerDb, id: number, to: number, reason: string | null, createdBy: string, now: Date) {
  const row = (await db.select().from(claims).where(eq(claims.id, id)))[0];
  if (!row) return { claim: null, ...failed('Claim not found', 'id') };
  const names = await customerNames(db, [row.custCode]);
  const move = { productCategory: row.productCategory as 'bike' | 'paa', customerCategory: names.get(row.custCode)?.category ?? 'dealer', from: row.statusId, to };
  if (!canMoveClaim(claimCapabilityRows, move)) return { claim: null, ...failed('This status change is not allowed', 'statusId') };
  if (reasonRequired(to) && !reason?.trim()) return { claim: null, ...failed('A reason is required', 'reason') };
  const at = now.toISOString();
  // The status only moves from the one the caller saw: of two racing moves one wins.
  const moved = await db.update(claims).set({ statusId: to, updatedAt: at, ...(to === 7 ? { reasonRejection: reason } : {}) })
    .where(and(eq(claims.id, id), eq(claims.statusId, row.statusId))).returning({ id: claims.id });
  if (moved.length === 0) return { claim: null, ...failed('The claim changed meanwhile', 'statusId') };
  await db.insert(claimHistories).values({ claimId: id, statusId: to, reason: reason ?? null, createdBy, createdAt: at });
  return { claim: await findClaim(db, id), message: { status: true, description: 'Status changed' }, userErrors: [] };
}

export async function addComment(db: LedgerDb, id: number, comment: string, internal: boolean, displayName: string, createdBy: string, now: Date) {
  const row = (await db.select({ id: claims.id }).from(claims).where(eq(claims.id, id)))[0];
  if (!row) return { comment: null, ...failed('Claim not found', 'id') };
  const [saved] = await db.insert(claimComments).values({ claimId: id, comment, internal, displayName, createdBy, createdAt: now.toISOString() }).returning();
  return { comment: saved ? commentView(saved) : null, message: { status: true, description: 'Comment saved' }, userErrors: [] };
}

export async function addDocument(db: LedgerDb, claimId: number, title: string | null, file: ClaimFileInput, maxDocs: number, now: Date) {
  const row = (await db.select({ id: claims.id }).from(claims).where(eq(claims.id, claimId)))[0];
  if (!row) return { doc: null, ...failed('Claim not found', 'claimId') };
  const existing = await db.select({ no: claimDocs.no }).from(claimDocs).where(and(eq(claimDocs.claimId, claimId), eq(claimDocs.docType, 'additionalDoc')));
  if (existing.length >= maxDocs) return { doc: null, ...failed(`Max items of ${maxDocs} exceeded`, 'file') };
  const no = Math.max(0, ...existing.map((d) => d.no)) + 1;
  const [saved] = await db.insert(claimDocs).values({ claimId, docType: 'additionalDoc', no, title, url: file.url, fileName: file.fileName, contentType: file.contentType, createdAt: now.toISOString() }).returning();
  return { doc: saved ? docView(saved) : null, message: { status: true, description: 'Document saved' }, userErrors: [] };
}

export async function removeDocument(db: LedgerDb, id: number) {
  const deleted = await db.delete(claimDocs).where(and(eq(claimDocs.id, id), eq(claimDocs.docType, 'additionalDoc'))).returning({ id: claimDocs.id });
  return deleted.length ? { message: { status: true, description: 'Document deleted' }, userErrors: [] } : failed('Document not found', 'id');
}

export async function additionalDocuments(db: LedgerDb, claimId: number) {
  const rows = await db.select().from(claimDocs).where(and(eq(claimDocs.claimId, claimId), eq(claimDocs.docType, 'additionalDoc')));
  return rows.map(docView);
}

export const capabilityRows = () => claimCapabilityRows;
