// The third-party catalogue: a page of the vendors' products with the asking customer's open and
// shipped quantities, and the customer's cart per vendor.
import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { tpCartItems, tpOrderLines, tpOrders, tpProducts } from '../db/schema/third-party';
import type { LedgerDb } from '../ledger/db';
import { pageArgs, pageInfo } from '../resolvers';
import { isNewArrival } from './attributes.repo';
import { vendorsFor, vendorView, type VendorRow } from './vendors.repo';

export interface ProductArgs {
  custCode: string;
  search?: string | null;
  withStock?: boolean | null;
  vendorId?: string | null;
  page?: number | null;
  limit?: number | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function quantities(db: LedgerDb, custCode: string, vendorIds: readonly string[]) {
  if (vendorIds.length === 0) return new Map<string, { open: number; shipped: number }>();
  const rows = await db
    .select({
      key: sql<string>`${tpOrders.vendorId} || '|' || ${tpOrderLines.articleCode}`,
      open: sql<number>`coalesce(sum(case when ${tpOrderLines.status} in ('open', 'confirmed') then ${tpOrderLines.orderQty} else 0 end), 0)`,
      shipped: sql<number>`coalesce(sum(case when ${tpOrderLines.status} = 'shipped' then ${tpOrderLines.orderQty} else 0 end), 0)`,
    })
    .from(tpOrderLines)
    .innerJoin(tpOrders, eq(tpOrders.orderNo, tpOrderLines.orderNo))
    .where(and(eq(tpOrders.custCode, custCode), inArray(tpOrders.vendorId, [...vendorIds])))
    .groupBy(tpOrders.vendorId, tpOrderLines.articleCode);
  return new Map(rows.map((r) => [r.key, { open: Number(r.open), shipped: Number(r.shipped) }]));
}

export async function listProducts(db: LedgerDb, args: ProductArgs) {
  const { page, limit, offset } = pageArgs(args.page, args.limit, 20);
  const vendors = (await vendorsFor(db, args.custCode)).filter((v) => !args.vendorId || v.id === args.vendorId);
  const byId = new Map<string, VendorRow>(vendors.map((v) => [v.id, v]));
  if (vendors.length === 0) return { data: [], info: pageInfo(page, limit, 0) };
  const conditions: SQL[] = [inArray(tpProducts.vendorId, [...byId.keys()]), eq(tpProducts.orderFlag, true)];
  const words = (args.search ?? '').trim().split(/\s+/).filter((w) => w.length > 0).slice(0, 5);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    const match = or(sql`${tpProducts.description} like ${pattern} escape '\\'`, sql`${tpProducts.articleCode} like ${pattern} escape '\\'`);
    if (match) conditions.push(match);
  }
  if (args.withStock) conditions.push(gt(tpProducts.stock, 0));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(tpProducts).where(where);
  const rows = await db.select().from(tpProducts).where(where).orderBy(asc(tpProducts.description), asc(tpProducts.id)).limit(limit).offset(offset);
  const qty = await quantities(db, args.custCode, [...new Set(rows.map((r) => r.vendorId))]);
  const today = new Date().toISOString().slice(0, 10);
  const data = rows.flatMap((r) => {
    const vendor = byId.get(r.vendorId);
    if (!vendor) return [];
    const q = qty.get(`${r.vendorId}|${r.articleCode}`);
    return [{
      vendor: vendorView(vendor), articleCode: r.articleCode, description: r.description, price: r.price, imageUrl: r.imageUrl,
      uomConverter: r.uomConverter, salesUnit: r.salesUnit, stock: r.stock, openOrder: q?.open ?? 0, shippedOrder: q?.shipped ?? 0,
      newArrival: isNewArrival(r, today),
    }];
  });
  return { data, info: pageInfo(page, limit, total?.n ?? 0) };
}

export async function productOf(db: LedgerDb, vendorId: string, articleCode: string) {
  const rows = await db.select().from(tpProducts).where(and(eq(tpProducts.vendorId, vendorId), eq(tpProducts.articleCode, articleCode))).limit(1);
  return rows[0];
}

export async function cartOf(db: LedgerDb, custCode: string) {
  const vendors = new Map((await vendorsFor(db, custCode)).map((v) => [v.id, v]));
  const rows = await db
    .select({ item: tpCartItems, product: tpProducts })
    .from(tpCartItems)
    .innerJoin(tpProducts, and(eq(tpProducts.vendorId, tpCartItems.vendorId), eq(tpProducts.articleCode, tpCartItems.articleCode)))
    .where(eq(tpCartItems.custCode, custCode))
    .orderBy(asc(tpCartItems.vendorId), asc(tpProducts.description));
  return rows.flatMap(({ item, product }) => {
    const vendor = vendors.get(item.vendorId);
    if (!vendor) return [];
    return [{ vendorId: item.vendorId, articleCode: item.articleCode, description: product.description, qty: item.qty, price: product.price,
      currency: vendor.currency, salesUnit: product.salesUnit, stock: product.stock }];
  });
}

/** qty 0 removes the line; otherwise the line holds exactly qty. */
export async function setCartLine(db: LedgerDb, custCode: string, vendorId: string, articleCode: string, qty: number) {
  const vendors = await vendorsFor(db, custCode);
  if (!vendors.some((v) => v.id === vendorId)) return { message: { status: false, description: 'Vendor not available' }, userErrors: [{ field: 'vendorId', message: 'Vendor not available' }] };
  const product = await productOf(db, vendorId, articleCode);
  if (!product || !product.orderFlag) return { message: { status: false, description: 'Product not found' }, userErrors: [{ field: 'articleCode', message: 'Product not found' }] };
  const key = and(eq(tpCartItems.custCode, custCode), eq(tpCartItems.vendorId, vendorId), eq(tpCartItems.articleCode, articleCode));
  if (qty <= 0) await db.delete(tpCartItems).where(key);
  else await db.insert(tpCartItems).values({ custCode, vendorId, articleCode, qty }).onConflictDoUpdate({ target: [tpCartItems.custCode, tpCartItems.vendorId, tpCartItems.articleCode], set: { qty } });
  return { message: { status: true, description: null }, userErrors: [] };
}
