// Reads customers, their sales areas and ship-tos. Customer codes may be r3 or isr.
import { and, asc, count, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { UpstreamDb } from '../db/client';
import { customerAreas, customers, salesReps, shipTos } from '../db/schema/sales';

type CustomerRow = typeof customers.$inferSelect;
type AreaRow = typeof customerAreas.$inferSelect;

export interface CustomerView {
  id: string;
  custCode: { r3: string; isr: string | null; unified: string };
  custName: string;
  custAddress: string;
  custCity: string;
  custRegion: string | null;
  custPostalCode: string | null;
  custCountry: string;
  custPhone: string | null;
  custEmail: string | null;
  custCategory: string;
  custAreas: Omit<AreaRow, 'custCode'>[];
  sorgs: string[];
}

export function codeOf(r3: string, isr: string | null): { r3: string; isr: string | null; unified: string } {
  return { r3, isr, unified: isr ?? r3 };
}

export async function findCustomer(db: UpstreamDb, code: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(or(eq(customers.r3, code), eq(customers.isr, code))).limit(1);
  return row;
}

export async function areasOf(db: UpstreamDb, r3s: readonly string[]): Promise<AreaRow[]> {
  if (r3s.length === 0) return [];
  return db.select().from(customerAreas).where(inArray(customerAreas.custCode, [...r3s])).orderBy(asc(customerAreas.sorg));
}

export async function toViews(db: UpstreamDb, rows: readonly CustomerRow[]): Promise<CustomerView[]> {
  const areas = await areasOf(db, rows.map((r) => r.r3));
  return rows.map((r) => {
    const own = areas.filter((a) => a.custCode === r.r3).map(({ custCode: _c, ...a }) => a);
    return {
      id: r.isr ?? r.r3, custCode: codeOf(r.r3, r.isr), custName: r.name, custAddress: r.address, custCity: r.city, custRegion: r.region,
      custPostalCode: r.postalCode, custCountry: r.country, custPhone: r.phone, custEmail: r.email, custCategory: r.category,
      custAreas: own, sorgs: own.map((a) => a.sorg),
    };
  });
}

export interface CustomerSearch {
  search?: string | null | undefined;
  sorgs?: readonly string[] | null | undefined;
  /** Sales people: a customer matches when any of its areas has one of these codes. */
  salesmen?: readonly string[] | null | undefined;
  salesGroups?: readonly string[] | null | undefined;
  salesOffices?: readonly string[] | null | undefined;
}

function whereOf(db: UpstreamDb, q: CustomerSearch): SQL | undefined {
  const areaConds: SQL[] = [];
  if (q.sorgs?.length) areaConds.push(inArray(customerAreas.sorg, [...q.sorgs]));
  const sales = [
    q.salesmen?.length ? inArray(customerAreas.salesman, [...q.salesmen]) : undefined,
    q.salesGroups?.length ? inArray(customerAreas.salesGroup, [...q.salesGroups]) : undefined,
    q.salesOffices?.length ? inArray(customerAreas.salesOffice, [...q.salesOffices]) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (sales.length) areaConds.push(or(...sales) as SQL);
  const conds: SQL[] = [];
  if (areaConds.length) {
    const covered = db.select({ r3: customerAreas.custCode }).from(customerAreas).where(and(...areaConds));
    conds.push(inArray(customers.r3, covered));
  }
  const term = q.search?.trim();
  if (term) {
    const pattern = `%${term.replace(/[%_]/g, '')}%`;
    conds.push(or(like(customers.name, pattern), like(customers.r3, pattern), like(customers.isr, pattern), like(customers.city, pattern)) as SQL);
  }
  return conds.length ? and(...conds) : undefined;
}

export async function searchCustomers(db: UpstreamDb, q: CustomerSearch, offset: number, limit: number): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = whereOf(db, q);
  const [rows, totals] = await Promise.all([
    db.select().from(customers).where(where).orderBy(asc(customers.name), asc(customers.r3)).limit(limit).offset(offset),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function shipTosOf(db: UpstreamDb, r3: string) {
  return db.select().from(shipTos).where(eq(shipTos.custCode, r3)).orderBy(asc(shipTos.id));
}

export async function repsWithCounts(db: UpstreamDb, codes: readonly string[] | null | undefined) {
  const reps = await db.select().from(salesReps).where(codes?.length ? inArray(salesReps.code, [...codes]) : undefined).orderBy(asc(salesReps.code));
  const counts = await db
    .select({ salesman: customerAreas.salesman, n: count() })
    .from(customerAreas)
    .groupBy(customerAreas.salesman);
  return reps.map((r) => ({ ...r, customerCount: counts.find((c) => c.salesman === r.code)?.n ?? 0 }));
}
