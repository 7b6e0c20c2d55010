// Pre-delivery inspections: list (with or without soft-deleted ones), read, create, update, soft
// delete and restore. The checklist is the merchandise's, each item checked or not.
import { and, count, desc, eq, inArray, like, or } from 'drizzle-orm';
import { pdiChecks, pdis } from '../db/schema/claims';
import { failed, type LedgerDb } from '../ledger/db';
import { pageArgs, pageInfo } from '../resolvers';
import { checklistFor } from './claims.data';
import { customerNames } from './claims.view';

type PdiRow = typeof pdis.$inferSelect;
export interface PdiInput {
  frameNumber: string; articleCode: string; description: string; brand: string; merchandise: string;
  modelYear?: number | null; model?: string | null; series?: string | null; mechanic: string; checklist: { id: string; checked: boolean }[];
}
export interface PdiListArgs { custCode: string; search?: string | null; showDeleted?: boolean | null; page?: number | null; limit?: number | null }

export function checklistView(merchandise: string, checked: ReadonlyMap<string, boolean>) {
  return checklistFor(merchandise).map((item) => ({ ...item, checked: checked.get(item.id) ?? false }));
}

async function views(db: LedgerDb, rows: readonly PdiRow[]) {
  const ids = rows.map((r) => r.id);
  const checks = ids.length ? await db.select().from(pdiChecks).where(inArray(pdiChecks.pdiId, ids)) : [];
  const names = await customerNames(db, rows.map((r) => r.custCode));
  return rows.map((r) => {
    const mine = new Map(checks.filter((c) => c.pdiId === r.id).map((c) => [c.checklistId, c.checked]));
    return { ...r, id: String(r.id), custName: names.get(r.custCode)?.name ?? r.custCode, checklist: checklistView(r.merchandise, mine) };
  });
}

export async function listPdis(db: LedgerDb, a: PdiListArgs) {
  const { page, limit, offset } = pageArgs(a.page, a.limit, 10);
  const term = a.search?.trim();
  const where = and(
    eq(pdis.custCode, a.custCode),
    a.showDeleted ? undefined : eq(pdis.isDeleted, false),
    term ? or(like(pdis.frameNumber, `%${term}%`), like(pdis.articleCode, `%${term}%`), like(pdis.description, `%${term}%`), like(pdis.mechanic, `%${term}%`)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select().from(pdis).where(where).orderBy(desc(pdis.createdAt), desc(pdis.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(pdis).where(where),
  ]);
  return { data: await views(db, rows), info: pageInfo(page, limit, totals[0]?.n ?? 0) };
}

export async function findPdi(db: LedgerDb, id: number) {
  if (!Number.isSafeInteger(id)) return null;
  const rows = await db.select().from(pdis).where(eq(pdis.id, id));
  return (await views(db, rows))[0] ?? null;
}

function checkRows(pdiId: number, input: PdiInput) {
  const known = new Set(checklistFor(input.merchandise).map((i) => i.id));
  return input.checklist.filter((c) => known.has(c.id)).map((c) => ({ pdiId, checklistId: c.id, checked: c.checked }));
}

const fields = (input: PdiInput) => ({
  frameNumber: input.frameNumber, articleCode: input.articleCode, description: input.description, brand: input.brand, merchandise: input.merchandise,
  modelYear: input.modelYear ?? null, model: input.model ?? null, series: input.series ?? null, mechanic: input.mechanic,
});

export async function createPdi(db: LedgerDb, custCode: string, input: PdiInput, now: Date) {
  if (!input.mechanic.trim()) return { pdi: null, ...failed('Mechanic is required', 'mechanic') };
  const at = now.toISOString();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(pdis).values({ custCode, ...fields(input), isDeleted: false, createdAt: at, updatedAt: at }).returning({ id: pdis.id });
    const pdiId = row?.id ?? 0;
    const checks = checkRows(pdiId, input);
    if (checks.length) await tx.insert(pdiChecks).values(checks);
    return pdiId;
  });
  return { pdi: await findPdi(db, id), message: { status: true, description: 'PDI saved' }, userErrors: [] };
}

export async function updatePdi(db: LedgerDb, id: number, input: PdiInput, now: Date) {
  const existing = await findPdi(db, id);
  if (!existing || existing.isDeleted) return { pdi: null, ...failed('PDI not found', 'id') };
  await db.transaction(async (tx) => {
    await tx.update(pdis).set({ ...fields(input), updatedAt: now.toISOString() }).where(eq(pdis.id, id));
    await tx.delete(pdiChecks).where(eq(pdiChecks.pdiId, id));
    const checks = checkRows(id, input);
    if (checks.length) await tx.insert(pdiChecks).values(checks);
  });
  return { pdi: await findPdi(db, id), message: { status: true, description: 'PDI saved' }, userErrors: [] };
}

export async function setPdiDeleted(db: LedgerDb, id: number, deleted: boolean, now: Date) {
  const changed = await db.update(pdis).set({ isDeleted: deleted, updatedAt: now.toISOString() }).where(and(eq(pdis.id, id), eq(pdis.isDeleted, !deleted))).returning({ id: pdis.id });
  return changed.length ? { message: { status: true, description: deleted ? 'PDI deleted' : 'PDI restored' }, userErrors: [] } : failed('PDI not found', 'id');
}

export const pdiChecklist = (merchandise: string) => checklistView(merchandise, new Map());
