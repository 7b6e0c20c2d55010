// A customer-vendor's product attributes (order flag, new-arrival window) and product removal,
// each call one batch of the portal's 75. Rows of another vendor or sales organisation are not
// touched: they come back as userErrors named by article code, like the stock upload.
import { and, eq, inArray } from 'drizzle-orm';
import { tpCartItems, tpProducts } from '../db/schema/third-party';
import type { LedgerDb } from '../ledger/db';
import { message } from '../resolvers';
import { vendorsOwnedBy, type VendorRow } from './vendors.repo';

export interface AttributeRow {
  articleCode: string;
  sorg: string;
  attribute: { orderFlag: boolean; newArrival: { from?: string | null; to?: string | null; active: boolean } };
}

export interface DeleteRow {
  articleCode: string;
  sorg: string;
}

type UserError = { field: string; message: string };

const notVendor = () => ({ message: message(false, 'Not a customer-vendor'), userErrors: [{ field: 'custCode', message: 'Not a customer-vendor' }] });

const servesSorg = (vendor: VendorRow, sorg: string) => vendor.sorgs.split(',').includes(sorg);

function outcome(rows: number, userErrors: UserError[], verb: string) {
  return { message: message(userErrors.length === 0, `${rows - userErrors.length} ${verb}`), userErrors };
}

export async function updateAttributes(db: LedgerDb, custCode: string, rows: readonly AttributeRow[]) {
  const vendor = (await vendorsOwnedBy(db, custCode))[0];
  if (!vendor) return notVendor();
  const userErrors: UserError[] = [];
  await db.transaction(async (tx) => {
    for (const row of rows) {
      if (!servesSorg(vendor, row.sorg)) {
        userErrors.push({ field: row.articleCode, message: `Sales organisation ${row.sorg} is not served` });
        continue;
      }
      const { orderFlag, newArrival } = row.attribute;
      const updated = await tx.update(tpProducts)
        .set({ orderFlag, newArrivalFrom: newArrival.from ?? null, newArrivalTo: newArrival.to ?? null, newArrivalActive: newArrival.active })
        .where(and(eq(tpProducts.vendorId, vendor.id), eq(tpProducts.articleCode, row.articleCode))).returning({ id: tpProducts.id });
      if (updated.length === 0) userErrors.push({ field: row.articleCode, message: 'Product not found' });
    }
  });
  return outcome(rows.length, userErrors, 'updated');
}

export async function deleteProducts(db: LedgerDb, custCode: string, rows: readonly DeleteRow[]) {
  const vendor = (await vendorsOwnedBy(db, custCode))[0];
  if (!vendor) return notVendor();
  const userErrors: UserError[] = rows.filter((r) => !servesSorg(vendor, r.sorg)).map((r) => ({ field: r.articleCode, message: `Sales organisation ${r.sorg} is not served` }));
  const codes = [...new Set(rows.filter((r) => servesSorg(vendor, r.sorg)).map((r) => r.articleCode))];
  // A repeated batch (a retry whose first answer was lost) finds nothing left to delete: that is
  // success, not an unknown article, so the removal stays idempotent.
  if (codes.length > 0) {
    await db.transaction(async (tx) => {
      await tx.delete(tpCartItems).where(and(eq(tpCartItems.vendorId, vendor.id), inArray(tpCartItems.articleCode, codes)));
      await tx.delete(tpProducts).where(and(eq(tpProducts.vendorId, vendor.id), inArray(tpProducts.articleCode, codes)));
    });
  }
  return outcome(rows.length, userErrors, 'deleted');
}

/** New arrival on a given day: marked active and the day within the optional from/to window. */
export function isNewArrival(p: { newArrivalActive: boolean; newArrivalFrom: string | null; newArrivalTo: string | null }, today: string): boolean {
  return p.newArrivalActive && (p.newArrivalFrom === null || p.newArrivalFrom <= today) && (p.newArrivalTo === null || today <= p.newArrivalTo);
}
