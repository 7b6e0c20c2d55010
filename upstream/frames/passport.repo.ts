// The frame passport (decision 0113): one frame's article, the shipment and order that brought it to
// its dealer, its retail registration, PDIs, claims and recalls, read from the tables the frames,
// claims and ledger areas already keep. Claims are the contract's Claim (nested lists load only when
// asked for); who may read a passport is the portal's to decide.
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { models, products } from '../db/schema/catalog';
import { claimRecallFrames, claimRecallTexts, claimRecalls, claims, pdiChecks, pdis } from '../db/schema/claims';
import { frameRegistrations, frames } from '../db/schema/frames';
import { ledgerOrderLines, ledgerOrders } from '../db/schema/ledger';
import { customerAreas, customers } from '../db/schema/sales';
import type { LedgerDb } from '../ledger/db';
import { deliveryNoOf } from '../claims/claims.data';
import { claimView, customerNames } from '../claims/claims.view';
import { checklistView } from '../claims/pdi.repo';

type Frame = typeof frames.$inferSelect;

const TRANSLATED = new Set(['de', 'fr', 'id', 'ms']);
const dateFormatted = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * The dealer's order the frame came with: the order book keeps no serials, so the embedded upstream
 * takes the dealer's latest order with a line of the frame's article placed by the day it shipped.
 */
async function orderOf(db: LedgerDb, frame: Frame) {
  const rows = await db
    .select({ orderNumber: ledgerOrders.orderNumber, soNumber: ledgerOrders.soNumber, poNumber: ledgerOrders.poNumber, sorg: ledgerOrders.sorg, createdAt: ledgerOrders.createdAt })
    .from(ledgerOrders)
    .innerJoin(ledgerOrderLines, eq(ledgerOrderLines.orderNumber, ledgerOrders.orderNumber))
    .where(and(eq(ledgerOrders.custCode, frame.custCode), eq(ledgerOrderLines.articleCode, frame.articleCode), lte(ledgerOrders.createdAt, `${frame.shippedAt}T23:59:59.999Z`)))
    .orderBy(desc(ledgerOrders.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

async function registrationOf(db: LedgerDb, frame: Frame) {
  const row = (await db.select().from(frameRegistrations).where(eq(frameRegistrations.frameNumber, frame.frameNumber)))[0];
  if (!row) return null;
  return {
    ...row, id: String(row.id), nonRetail: row.type === 'non-retail', brand: frame.brand, articleCode: frame.articleCode,
    articleDescription: frame.articleDescription, oldCode: frame.oldCode, soldDateFormatted: dateFormatted(row.soldDate),
  };
}

async function pdisOf(db: LedgerDb, frameNumber: string) {
  const rows = await db.select().from(pdis).where(and(eq(pdis.frameNumber, frameNumber), eq(pdis.isDeleted, false))).orderBy(desc(pdis.createdAt), desc(pdis.id));
  const names = await customerNames(db, rows.map((r) => r.custCode));
  return rows.map((r) => ({
    ...r, id: String(r.id), custName: names.get(r.custCode)?.name ?? r.custCode,
    checklist: async () => {
      const checks = await db.select().from(pdiChecks).where(eq(pdiChecks.pdiId, r.id));
      return checklistView(r.merchandise, new Map(checks.map((c) => [c.checklistId, c.checked])));
    },
  }));
}

async function claimsOf(db: LedgerDb, frameNumber: string) {
  const rows = await db.select().from(claims).where(eq(claims.frameNumber, frameNumber)).orderBy(desc(claims.createdAt), desc(claims.id));
  const names = await customerNames(db, rows.map((r) => r.custCode));
  return rows.map((r) => claimView(db, r, names.get(r.custCode), false));
}

async function recallsOf(db: LedgerDb, frameNumber: string, lang: string | null | undefined) {
  const rows = await db.select({ r: claimRecalls, f: claimRecallFrames }).from(claimRecallFrames).innerJoin(claimRecalls, eq(claimRecalls.id, claimRecallFrames.recallId))
    .where(eq(claimRecallFrames.frameNumber, frameNumber)).orderBy(desc(claimRecalls.createdAt), asc(claimRecalls.id));
  const language = lang && TRANSLATED.has(lang) ? lang : null;
  const texts = language && rows.length > 0
    ? await db.select().from(claimRecallTexts).where(and(eq(claimRecallTexts.language, language), inArray(claimRecallTexts.recallId, rows.map((x) => x.r.id))))
    : [];
  return rows.map(({ r, f }) => {
    const own = texts.find((x) => x.recallId === r.id);
    return {
      id: String(r.id), title: own?.title ?? r.title, description: own?.description ?? r.description, instruction: own?.instruction ?? r.instruction,
      createdAt: r.createdAt, closedAt: r.closedAt, doneAt: f.doneAt, doneBy: f.doneBy, claimId: f.claimId === null ? null : String(f.claimId),
    };
  });
}

export async function framePassport(db: LedgerDb, frameNumber: string, lang?: string | null) {
  const number = frameNumber.replace(/\s+/g, '').toUpperCase();
  const row = (await db
    .select({ f: frames, model: models.name, modelSlug: models.slug, modelYear: products.modelYear, frameSize: products.frameSize, wheelSize: products.wheelSize, colour: products.colour })
    .from(frames)
    .leftJoin(products, eq(products.articleCode, frames.articleCode))
    .leftJoin(models, eq(models.id, products.modelId))
    .where(eq(frames.frameNumber, number)))[0];
  if (!row) return null;
  const f = row.f;
  const [dealer, areas] = await Promise.all([
    db.select({ name: customers.name }).from(customers).where(eq(customers.r3, f.custCode)),
    db.select({ sorg: customerAreas.sorg }).from(customerAreas).where(eq(customerAreas.custCode, f.custCode)).orderBy(asc(customerAreas.sorg)),
  ]);
  return {
    frameNumber: f.frameNumber, brand: f.brand, articleCode: f.articleCode, articleDescription: f.articleDescription, oldCode: f.oldCode,
    model: row.model, modelSlug: row.modelSlug, modelYear: row.modelYear, frameSize: row.frameSize, wheelSize: row.wheelSize, colour: row.colour,
    shippedTo: f.custCode, shippedToName: dealer[0]?.name ?? f.custCode, salesOrgs: areas.map((a) => a.sorg),
    shipment: { deliveryNo: deliveryNoOf(f.frameNumber, f.shippedAt), shippedAt: f.shippedAt, order: () => orderOf(db, f) },
    registration: () => registrationOf(db, f),
    pdis: () => pdisOf(db, f.frameNumber),
    claims: () => claimsOf(db, f.frameNumber),
    recalls: () => recallsOf(db, f.frameNumber, lang),
  };
}
