// Bonus data per customer, year and (optionally) quarter.
import { and, asc, eq } from 'drizzle-orm';
import { bonusPurchases, bonusQuarters, bonusRetail } from '../db/schema/frames';
import type { LedgerDb } from '../ledger/db';

export async function b2bPurchases(db: LedgerDb, custCode: string, year: number, quarter?: number | null) {
  const rows = await db.select().from(bonusPurchases)
    .where(and(eq(bonusPurchases.custCode, custCode), eq(bonusPurchases.year, year), quarter ? eq(bonusPurchases.quarter, quarter) : undefined))
    .orderBy(asc(bonusPurchases.invoiceDate), asc(bonusPurchases.invoiceNumber), asc(bonusPurchases.line));
  return rows.map((r) => ({ ...r, subTotal: r.point * r.quantity * r.pointValue }));
}

export async function retailSales(db: LedgerDb, custCode: string, year: number, quarter?: number | null) {
  const rows = await db.select().from(bonusRetail)
    .where(and(eq(bonusRetail.custCode, custCode), eq(bonusRetail.year, year), quarter ? eq(bonusRetail.quarter, quarter) : undefined))
    .orderBy(asc(bonusRetail.inputDate), asc(bonusRetail.frameNumber));
  return rows.map((r) => ({ ...r, subTotal: r.point * r.pointValue }));
}

export async function quarterValues(db: LedgerDb, custCode: string, year: number, which: 'onTimePayment' | 'verificationPercent' | 'totalSales') {
  const rows = await db.select().from(bonusQuarters).where(and(eq(bonusQuarters.custCode, custCode), eq(bonusQuarters.year, year))).orderBy(asc(bonusQuarters.quarter));
  return rows.map((r) => ({ quarter: r.quarter, value: r[which], currency: which === 'verificationPercent' ? null : r.currency }));
}
