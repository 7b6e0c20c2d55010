// The only module that touches the pre-season tables (decision 0081).
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { preseasonBookingLines, preseasonBookings, preseasonOrders, preseasonWindows } from '../../../db/schema';
import type { BookedLine, BookingWindowRules } from '../../domain/preseason/preseason.rules';
import type { WindowInput } from '../../domain/preseason/preseason.schema';

export interface BookingWindow extends BookingWindowRules {
  id: number;
  sorg: string;
  name: string;
}

type WindowRow = typeof preseasonWindows.$inferSelect;

const toWindow = (row: WindowRow): BookingWindow => ({
  id: row.id, sorg: row.sorg, name: row.name, opensOn: row.opensOn, closesOn: row.closesOn, discountPercent: row.discountPercent,
  deliveryMonths: JSON.parse(row.deliveryMonths) as string[], datingDays: row.datingDays, modelSlugs: JSON.parse(row.modelSlugs) as string[],
  orderedAt: row.orderedAt ? row.orderedAt.toISOString() : null,
});

const columnsOf = (input: WindowInput) => ({
  name: input.name, opensOn: input.opensOn, closesOn: input.closesOn, discountPercent: input.discountPercent,
  deliveryMonths: JSON.stringify([...new Set(input.deliveryMonths)].sort()), datingDays: input.datingDays, modelSlugs: JSON.stringify([...new Set(input.modelSlugs)]),
});

export async function listWindows(db: PortalDb, sorg: string): Promise<BookingWindow[]> {
  return (await db.select().from(preseasonWindows).where(eq(preseasonWindows.sorg, sorg)).orderBy(desc(preseasonWindows.opensOn), desc(preseasonWindows.id))).map(toWindow);
}

export async function findWindow(db: PortalDb, sorg: string, id: number): Promise<BookingWindow | null> {
  const [row] = await db.select().from(preseasonWindows).where(and(eq(preseasonWindows.id, id), eq(preseasonWindows.sorg, sorg)));
  return row ? toWindow(row) : null;
}

export async function insertWindow(db: PortalDb, sorg: string, input: WindowInput): Promise<number> {
  const [row] = await db.insert(preseasonWindows).values({ sorg, ...columnsOf(input) }).returning({ id: preseasonWindows.id });
  return row!.id;
}

/** Changes a window that has not been turned into orders; false when it has (or is gone). */
export async function updateWindow(db: PortalDb, sorg: string, id: number, input: WindowInput): Promise<boolean> {
  const done = await db.update(preseasonWindows).set(columnsOf(input))
    .where(and(eq(preseasonWindows.id, id), eq(preseasonWindows.sorg, sorg), isNull(preseasonWindows.orderedAt))).returning({ id: preseasonWindows.id });
  return done.length > 0;
}

export async function markWindowOrdered(db: PortalDb, id: number): Promise<void> {
  await db.update(preseasonWindows).set({ orderedAt: new Date() }).where(eq(preseasonWindows.id, id));
}

export interface Booking {
  id: number;
  lines: BookedLine[];
  updatedAt: string;
}

export async function findBooking(db: PortalDb, windowId: number, custCode: string): Promise<Booking | null> {
  const [head] = await db.select().from(preseasonBookings).where(and(eq(preseasonBookings.windowId, windowId), eq(preseasonBookings.custCode, custCode)));
  if (!head) return null;
  const lines = await db.select({ modelSlug: preseasonBookingLines.modelSlug, articleCode: preseasonBookingLines.articleCode, month: preseasonBookingLines.month, qty: preseasonBookingLines.qty })
    .from(preseasonBookingLines).where(eq(preseasonBookingLines.bookingId, head.id)).orderBy(asc(preseasonBookingLines.articleCode), asc(preseasonBookingLines.month));
  return { id: head.id, lines, updatedAt: head.updatedAt.toISOString() };
}

/** Replaces the customer's booking lines in one batch: a repeated submit leaves the same booking. */
export async function replaceBooking(db: PortalDb, windowId: number, custCode: string, userId: number | null, lines: readonly BookedLine[]): Promise<void> {
  const now = new Date();
  await db.insert(preseasonBookings).values({ windowId, custCode, updatedBy: userId, updatedAt: now }).onConflictDoUpdate({
    target: [preseasonBookings.windowId, preseasonBookings.custCode], set: { updatedBy: userId, updatedAt: now },
  });
  const [head] = await db.select({ id: preseasonBookings.id }).from(preseasonBookings).where(and(eq(preseasonBookings.windowId, windowId), eq(preseasonBookings.custCode, custCode)));
  const bookingId = head!.id;
  const kept = lines.filter((l) => l.qty > 0);
  await db.batch([
    db.delete(preseasonBookingLines).where(eq(preseasonBookingLines.bookingId, bookingId)),
    ...chunks(kept, 200).map((part) => db.insert(preseasonBookingLines).values(part.map((l) => ({ bookingId, ...l })))),
  ]);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface WindowBookingLine extends BookedLine {
  bookingId: number;
  custCode: string;
}

export async function windowLines(db: PortalDb, windowId: number): Promise<WindowBookingLine[]> {
  return db.select({
    bookingId: preseasonBookings.id, custCode: preseasonBookings.custCode, modelSlug: preseasonBookingLines.modelSlug,
    articleCode: preseasonBookingLines.articleCode, month: preseasonBookingLines.month, qty: preseasonBookingLines.qty,
  }).from(preseasonBookingLines).innerJoin(preseasonBookings, eq(preseasonBookings.id, preseasonBookingLines.bookingId))
    .where(eq(preseasonBookings.windowId, windowId)).orderBy(asc(preseasonBookings.id), asc(preseasonBookingLines.articleCode));
}

export interface PlacedOrder {
  bookingId: number;
  month: string;
  orderNumber: string;
  amount: number;
  currency: string;
  invoiceDueDate: string;
}

export async function placedOrders(db: PortalDb, bookingIds: readonly number[]): Promise<PlacedOrder[]> {
  if (bookingIds.length === 0) return [];
  return db.select({ bookingId: preseasonOrders.bookingId, month: preseasonOrders.month, orderNumber: preseasonOrders.orderNumber, amount: preseasonOrders.amount, currency: preseasonOrders.currency, invoiceDueDate: preseasonOrders.invoiceDueDate })
    .from(preseasonOrders).where(inArray(preseasonOrders.bookingId, [...bookingIds])).orderBy(asc(preseasonOrders.month));
}

/** Every order a window placed, with its customer: the back office's record of what the season became. */
export async function windowOrders(db: PortalDb, windowId: number): Promise<(Omit<PlacedOrder, 'bookingId'> & { custCode: string })[]> {
  return db.select({ custCode: preseasonBookings.custCode, month: preseasonOrders.month, orderNumber: preseasonOrders.orderNumber, amount: preseasonOrders.amount, currency: preseasonOrders.currency, invoiceDueDate: preseasonOrders.invoiceDueDate })
    .from(preseasonOrders).innerJoin(preseasonBookings, eq(preseasonBookings.id, preseasonOrders.bookingId))
    .where(eq(preseasonBookings.windowId, windowId)).orderBy(asc(preseasonBookings.custCode), asc(preseasonOrders.month));
}

export async function recordOrder(db: PortalDb, order: PlacedOrder): Promise<void> {
  await db.insert(preseasonOrders).values(order).onConflictDoNothing();
}
