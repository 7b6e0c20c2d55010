// Third-party orders: reading them (as the buyer or as the customer-vendor that fulfils them) and a
// line's status change by the customer-vendor.
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { tpOrderLines, tpOrders, tpVendors } from '../db/schema/third-party';
import type { LedgerDb } from '../ledger/db';
import { customerNames } from '../ledger/lookup';
import { message, pageArgs, pageInfo } from '../resolvers';
import { canMoveTpLine, tpOrderStatus } from '../../src/domain/third-party/third-party.rules';
import { vendorView, vendorsOwnedBy } from './vendors.repo';

type OrderRow = typeof tpOrders.$inferSelect;

export async function orderViews(db: LedgerDb, orders: readonly OrderRow[]) {
  if (orders.length === 0) return [];
  const numbers = orders.map((o) => o.orderNo);
  const lines = await db.select().from(tpOrderLines).where(inArray(tpOrderLines.orderNo, numbers)).orderBy(tpOrderLines.orderNo, tpOrderLines.articleCode);
  const vendors = new Map((await db.select().from(tpVendors).where(inArray(tpVendors.id, [...new Set(orders.map((o) => o.vendorId))]))).map((v) => [v.id, v]));
  const names = await customerNames(db, orders.map((o) => o.custCode));
  return orders.map((o) => {
    const details = lines.filter((l) => l.orderNo === o.orderNo).map((l) => ({
      articleCode: l.articleCode, description: l.description, price: l.price, subtotal: l.subtotal, orderQty: l.orderQty, salesUnit: l.salesUnit, status: l.status,
    }));
    const vendor = vendors.get(o.vendorId);
    return {
      orderNo: o.orderNo, reqDeliveryDate: o.reqDeliveryDate, notes: o.notes, address: o.address,
      vendor: vendor ? vendorView(vendor) : { id: o.vendorId, name: o.vendorId, email: '', currency: o.currency },
      vendorCustCode: vendor?.custCode ?? null, details, currency: o.currency, totalOrder: o.totalOrder,
      status: tpOrderStatus(details.map((d) => d.status)), qty: o.qty,
      custThirdParty: { custCode: o.custCode, name: names.get(o.custCode) ?? o.custCode }, createdAt: o.createdAt,
    };
  });
}

export interface OrderListArgs {
  custCode: string;
  page?: number | null;
  limit?: number | null;
  filter?: { search?: string | null; status?: string | null } | null;
}

/** The buyer's own orders and, for a customer-vendor, the orders placed with it; newest first. */
export async function listOrders(db: LedgerDb, args: OrderListArgs) {
  const { page, limit, offset } = pageArgs(args.page, args.limit, 10);
  const owned = (await vendorsOwnedBy(db, args.custCode)).map((v) => v.id);
  const whose = owned.length > 0 ? or(eq(tpOrders.custCode, args.custCode), inArray(tpOrders.vendorId, owned)) : eq(tpOrders.custCode, args.custCode);
  const conditions: (SQL | undefined)[] = [whose];
  const search = args.filter?.search?.trim();
  if (search) conditions.push(sql`${tpOrders.orderNo} like ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
  const rows = await db.select().from(tpOrders).where(and(...conditions)).orderBy(desc(tpOrders.createdAt), desc(tpOrders.orderNo));
  let views = await orderViews(db, rows);
  if (args.filter?.status) views = views.filter((v) => v.status === args.filter?.status);
  return { data: views.slice(offset, offset + limit), info: pageInfo(page, limit, views.length) };
}

export async function updateLineStatus(db: LedgerDb, custCode: string, orderNo: string, articleCode: string, status: string) {
  const owned = (await vendorsOwnedBy(db, custCode)).map((v) => v.id);
  const [order] = await db.select().from(tpOrders).where(eq(tpOrders.orderNo, orderNo)).limit(1);
  if (!order || !owned.includes(order.vendorId)) return { message: message(false, 'Order not found'), userErrors: [{ field: 'orderNo', message: 'Order not found' }] };
  const key = and(eq(tpOrderLines.orderNo, orderNo), eq(tpOrderLines.articleCode, articleCode));
  const [line] = await db.select().from(tpOrderLines).where(key).limit(1);
  if (!line) return { message: message(false, 'Order line not found'), userErrors: [{ field: 'articleCode', message: 'Order line not found' }] };
  if (!canMoveTpLine(line.status, status)) return { message: message(false, 'Status change not allowed'), userErrors: [{ field: 'status', message: 'Status change not allowed' }] };
  await db.update(tpOrderLines).set({ status }).where(key);
  return { message: message(true), userErrors: [] };
}
