// Form visits: list (by brand, date, customers), one by id, create (idempotent), update, delete.
import { and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { customers } from '../db/schema/sales';
import { formVisits } from '../db/schema/visits';
import type { LedgerDb } from '../ledger/db';
import { pageArgs, pageInfo } from '../resolvers';

export const SLOTS = [
  'frontShop1', 'frontShop2', 'frontShop3', 'frontShop4', 'displayShop1', 'displayShop2', 'displayShop3', 'displayShop4',
  'displayBanner', 'displayPoster', 'displayHangtagShimano',
] as const;

export interface VisitFieldsInput {
  otherMidrange: string[];
  otherMidrangeDescription: string;
  brandDomination: boolean;
  qtyPlgGrp: number;
  qtyNonPlgGrp: number;
  brandDisplay: string;
  brandDisplayDescription: string;
  seriesList: string[];
  seriesBrand: { brand: string; series: string }[];
  otherSeriesList: string[];
  notes: string;
  equipment: string[];
  equipmentText: string;
}

export interface VisitInput extends VisitFieldsInput {
  custCode: string;
  images: Partial<Record<(typeof SLOTS)[number], string | null>>;
}

export interface VisitFilter {
  brand: string;
  id?: string | null;
  page?: number | null;
  limit?: number | null;
  date?: string | null;
  from?: string | null;
  to?: string | null;
  custCodes?: string[] | null;
}

type Row = typeof formVisits.$inferSelect;

const FIELD_NAMES: readonly (keyof VisitFieldsInput)[] = [
  'otherMidrange', 'otherMidrangeDescription', 'brandDomination', 'qtyPlgGrp', 'qtyNonPlgGrp', 'brandDisplay', 'brandDisplayDescription',
  'seriesList', 'seriesBrand', 'otherSeriesList', 'notes', 'equipment', 'equipmentText',
];

export function fieldsJson(input: VisitFieldsInput): string {
  return JSON.stringify(Object.fromEntries(FIELD_NAMES.map((k) => [k, input[k]])));
}

export function imagesJson(images: VisitInput['images']): string {
  return JSON.stringify(Object.fromEntries(SLOTS.map((s) => [s, images[s] ?? null])));
}

export function toView(r: Row) {
  const fields = JSON.parse(r.fields) as VisitFieldsInput;
  return { ...fields, id: String(r.id), brand: r.brand, custCode: r.custCode, custName: r.custName, images: JSON.parse(r.images) as Record<string, string | null>, createdAt: r.createdAt, createdBy: r.createdBy, updatedAt: r.updatedAt };
}

export async function listVisits(db: LedgerDb, f: VisitFilter) {
  const { page, limit, offset } = pageArgs(f.page, f.limit, 10);
  if (f.custCodes && f.custCodes.length === 0) return { data: [], info: pageInfo(page, limit, 0) };
  const from = f.date ?? f.from;
  const to = f.date ?? f.to;
  const where = and(
    eq(formVisits.brand, f.brand),
    f.id ? eq(formVisits.id, Number(f.id)) : undefined,
    from ? gte(formVisits.createdAt, `${from}T00:00:00.000Z`) : undefined,
    to ? lte(formVisits.createdAt, `${to}T23:59:59.999Z`) : undefined,
    f.custCodes ? inArray(formVisits.custCode, f.custCodes) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.select().from(formVisits).where(where).orderBy(desc(formVisits.createdAt), desc(formVisits.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(formVisits).where(where),
  ]);
  return { data: rows.map(toView), info: pageInfo(page, limit, totals[0]?.n ?? 0) };
}

async function customerName(db: LedgerDb, r3: string): Promise<string | null> {
  const rows = await db.select({ name: customers.name }).from(customers).where(eq(customers.r3, r3)).limit(1);
  return rows[0]?.name ?? null;
}

const outcome = (visit: Row | undefined, description: string) =>
  visit ? { visit: toView(visit), message: { status: true, description }, userErrors: [] } : { visit: null, message: { status: false, description }, userErrors: [{ field: 'id', message: description }] };

export async function createVisit(db: LedgerDb, brand: string, custCode: string, input: VisitInput, createdBy: string, key: string, now: Date) {
  const existing = await db.select().from(formVisits).where(eq(formVisits.idempotencyKey, key)).limit(1);
  if (existing[0]) return outcome(existing[0], 'Visit already saved');
  const name = await customerName(db, custCode);
  if (!name) return { visit: null, message: { status: false, description: 'Unknown customer' }, userErrors: [{ field: 'custCode', message: 'Unknown customer' }] };
  const rows = await db.insert(formVisits).values({
    brand, custCode, custName: name, fields: fieldsJson(input), images: imagesJson(input.images), createdAt: now.toISOString(), createdBy, idempotencyKey: key,
  }).onConflictDoNothing().returning();
  // A concurrent retry with the same key won the insert: answer with its visit.
  const row = rows[0] ?? (await db.select().from(formVisits).where(eq(formVisits.idempotencyKey, key)).limit(1))[0];
  return outcome(row, 'Visit saved');
}

export async function updateVisit(db: LedgerDb, brand: string, id: string, custCode: string, input: VisitInput, now: Date) {
  const found = (await db.select().from(formVisits).where(and(eq(formVisits.id, Number(id)), eq(formVisits.brand, brand))).limit(1))[0];
  if (!found) return outcome(undefined, 'Visit not found');
  const name = await customerName(db, custCode);
  if (!name) return { visit: null, message: { status: false, description: 'Unknown customer' }, userErrors: [{ field: 'custCode', message: 'Unknown customer' }] };
  const images = { ...(JSON.parse(found.images) as Record<string, string | null>) };
  for (const slot of SLOTS) if (slot in input.images) images[slot] = input.images[slot] ?? null;
  const rows = await db.update(formVisits).set({ custCode, custName: name, fields: fieldsJson(input), images: JSON.stringify(images), updatedAt: now.toISOString() })
    .where(eq(formVisits.id, found.id)).returning();
  return outcome(rows[0], 'Visit updated');
}

export async function deleteVisit(db: LedgerDb, brand: string, id: string) {
  const deleted = await db.delete(formVisits).where(and(eq(formVisits.id, Number(id)), eq(formVisits.brand, brand))).returning({ id: formVisits.id });
  return deleted.length > 0 ? { message: { status: true, description: 'Visit deleted' }, userErrors: [] } : { message: { status: false, description: 'Visit not found' }, userErrors: [{ field: 'id', message: 'Visit not found' }] };
}
