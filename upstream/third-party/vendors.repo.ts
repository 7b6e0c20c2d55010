// Which partner vendors a customer may order from: those serving one of its sales organisations,
// never the customer itself when it is a customer-vendor.
import { eq } from 'drizzle-orm';
import { customerAreas } from '../db/schema/sales';
import { tpVendors } from '../db/schema/third-party';
import type { LedgerDb } from '../ledger/db';

export type VendorRow = typeof tpVendors.$inferSelect;

export function vendorView(v: VendorRow) {
  return { id: v.id, name: v.name, email: v.email, currency: v.currency };
}

export async function vendorsFor(db: LedgerDb, custCode: string): Promise<VendorRow[]> {
  const areas = await db.select({ sorg: customerAreas.sorg }).from(customerAreas).where(eq(customerAreas.custCode, custCode));
  const sorgs = new Set(areas.map((a) => a.sorg));
  const all = await db.select().from(tpVendors).orderBy(tpVendors.name);
  return all.filter((v) => v.custCode !== custCode && v.sorgs.split(',').some((s) => sorgs.has(s)));
}

export async function vendorById(db: LedgerDb, id: string): Promise<VendorRow | undefined> {
  const rows = await db.select().from(tpVendors).where(eq(tpVendors.id, id)).limit(1);
  return rows[0];
}

/** The vendors a customer-vendor answers for (its own vendor record). */
export async function vendorsOwnedBy(db: LedgerDb, custCode: string): Promise<VendorRow[]> {
  return db.select().from(tpVendors).where(eq(tpVendors.custCode, custCode));
}
