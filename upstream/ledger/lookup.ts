// Names and codes the ledger borrows from the customer master (owned by the customers area).
import { eq, inArray, or } from 'drizzle-orm';
import { customers, salesOrgs } from '../db/schema/sales';
import type { LedgerDb } from './db';

export interface CompanyRef {
  code: string;
  name: string;
  currency: string;
}

/** The ledger keys customers by r3; the portal may send either r3 or isr. */
export async function toR3(db: LedgerDb, custCode: string): Promise<string> {
  const rows = await db
    .select({ r3: customers.r3 })
    .from(customers)
    .where(or(eq(customers.r3, custCode), eq(customers.isr, custCode)))
    .limit(1);
  return rows[0]?.r3 ?? custCode;
}

export async function companiesByCode(db: LedgerDb, codes: readonly string[]): Promise<Map<string, CompanyRef>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: salesOrgs.code, name: salesOrgs.name, currency: salesOrgs.currency })
    .from(salesOrgs)
    .where(inArray(salesOrgs.code, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.code, r]));
}

export function companyOf(companies: ReadonlyMap<string, CompanyRef>, code: string, currency: string): CompanyRef {
  return companies.get(code) ?? { code, name: code, currency };
}

export async function customerNames(db: LedgerDb, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ r3: customers.r3, name: customers.name })
    .from(customers)
    .where(inArray(customers.r3, [...new Set(codes)]));
  return new Map(rows.map((r) => [r.r3, r.name]));
}
