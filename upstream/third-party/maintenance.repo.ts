// A customer-vendor keeps its own articles current: stock and products uploaded from a spreadsheet.
import { and, eq } from 'drizzle-orm';
import { tpProducts } from '../db/schema/third-party';
import type { LedgerDb } from '../ledger/db';
import { message } from '../resolvers';
import { vendorsOwnedBy } from './vendors.repo';

export interface ProductUpload {
  articleCode: string;
  description: string;
  price: number;
  salesUnit: string;
  uomConverter: number;
  stock: number;
}

async function ownVendor(db: LedgerDb, custCode: string) {
  return (await vendorsOwnedBy(db, custCode))[0];
}

const notVendor = () => ({ message: message(false, 'Not a customer-vendor'), userErrors: [{ field: 'custCode', message: 'Not a customer-vendor' }] });

export async function uploadStock(db: LedgerDb, custCode: string, rows: readonly { articleCode: string; stock: number }[]) {
  const vendor = await ownVendor(db, custCode);
  if (!vendor) return notVendor();
  const userErrors: { field: string; message: string }[] = [];
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const updated = await tx.update(tpProducts).set({ stock: Math.max(0, row.stock) })
        .where(and(eq(tpProducts.vendorId, vendor.id), eq(tpProducts.articleCode, row.articleCode))).returning({ id: tpProducts.id });
      if (updated.length === 0) userErrors.push({ field: row.articleCode, message: 'Product not found' });
    }
  });
  return { message: message(userErrors.length === 0, `${rows.length - userErrors.length} updated`), userErrors };
}

export async function uploadProducts(db: LedgerDb, custCode: string, rows: readonly ProductUpload[]) {
  const vendor = await ownVendor(db, custCode);
  if (!vendor) return notVendor();
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const values = { description: row.description, price: row.price, salesUnit: row.salesUnit, uomConverter: Math.max(1, row.uomConverter), stock: Math.max(0, row.stock) };
      const updated = await tx.update(tpProducts).set(values).where(and(eq(tpProducts.vendorId, vendor.id), eq(tpProducts.articleCode, row.articleCode))).returning({ id: tpProducts.id });
      if (updated.length === 0) await tx.insert(tpProducts).values({ ...values, vendorId: vendor.id, articleCode: row.articleCode, imageUrl: null, orderFlag: true, newArrivalFrom: null, newArrivalTo: null, newArrivalActive: false });
    }
  });
  return { message: message(true, `${rows.length} saved`), userErrors: [] };
}
