// Click-and-collect orders of one dealer: list by status, one order, a status move and the
// shipment choices (every article, once, while the order needs confirmation).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ccOrderLines, ccOrders } from '../db/schema/click-collect';
import type { LedgerDb } from '../ledger/db';
import { message } from '../resolvers';
import { canChooseShipments, canMoveCc, checkShipments, statusAfterShipments } from '../../src/domain/click-collect/click-collect.rules';

type OrderRow = typeof ccOrders.$inferSelect;

async function views(db: LedgerDb, orders: readonly OrderRow[]) {
  if (orders.length === 0) return [];
  const lines = await db.select().from(ccOrderLines).where(inArray(ccOrderLines.orderId, orders.map((o) => o.id))).orderBy(asc(ccOrderLines.id));
  return orders.map((o) => ({
    id: o.id, status: o.status, createdAt: o.createdAt,
    customer: { firstName: o.firstName, lastName: o.lastName, fullName: `${o.firstName} ${o.lastName}`.trim() },
    details: lines.filter((l) => l.orderId === o.id).map((l) => ({ id: l.id, name: l.name, sku: l.sku, qty: l.qty, qtyShipped: l.qtyShipped, shipment: l.shipment })),
  }));
}

export async function listCcOrders(db: LedgerDb, custCode: string, statuses: readonly string[] | null | undefined) {
  const where = statuses && statuses.length > 0 ? and(eq(ccOrders.custCode, custCode), inArray(ccOrders.status, [...statuses])) : eq(ccOrders.custCode, custCode);
  return views(db, await db.select().from(ccOrders).where(where).orderBy(desc(ccOrders.createdAt), desc(ccOrders.id)));
}

async function own(db: LedgerDb, custCode: string, orderId: string) {
  const [row] = await db.select().from(ccOrders).where(and(eq(ccOrders.id, orderId), eq(ccOrders.custCode, custCode))).limit(1);
  return row;
}

export async function ccOrder(db: LedgerDb, custCode: string, orderId: string) {
  const row = await own(db, custCode, orderId);
  return row ? ((await views(db, [row]))[0] ?? null) : null;
}

const refused = (field: string, text: string) => ({ message: message(false, text), userErrors: [{ field, message: text }] });

export async function moveCcOrder(db: LedgerDb, custCode: string, orderId: string, status: string) {
  const row = await own(db, custCode, orderId);
  if (!row) return refused('orderId', 'Order not found');
  if (!canMoveCc(row.status, status)) return refused('status', 'Status change not allowed');
  await db.update(ccOrders).set({ status }).where(eq(ccOrders.id, orderId));
  if (status === 'complete') await db.update(ccOrderLines).set({ qtyShipped: sql`${ccOrderLines.qty}` }).where(eq(ccOrderLines.orderId, orderId));
  return { message: message(true), userErrors: [] };
}

export async function submitShipments(db: LedgerDb, custCode: string, orderId: string, shipment: readonly { detailId: string; shipment: string }[]) {
  const row = await own(db, custCode, orderId);
  if (!row) return refused('orderId', 'Order not found');
  if (!canChooseShipments(row.status)) return refused('status', 'The shipments of this order were already submitted');
  const lines = await db.select({ id: ccOrderLines.id }).from(ccOrderLines).where(eq(ccOrderLines.orderId, orderId));
  const check = checkShipments(lines.map((l) => l.id), new Map(shipment.map((s) => [s.detailId, s.shipment])));
  if (!check.ok) return refused('shipment', check.message);
  await db.transaction(async (tx) => {
    for (const [id, choice] of check.choices) await tx.update(ccOrderLines).set({ shipment: choice }).where(eq(ccOrderLines.id, id));
    await tx.update(ccOrders).set({ status: statusAfterShipments(check.choices.values()) }).where(eq(ccOrders.id, orderId));
  });
  return { message: message(true), userErrors: [] };
}
