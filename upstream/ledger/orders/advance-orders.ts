// Simulated order fulfilment: the ERP's warehouse, driven by dates instead of people.
// A processing order gets a delivery order one day after it was placed (backorder lines once
// their stock arrives; a pre-season order when its delivery month is near); a delivery ships with
// a tracking number on its estimated date and is invoiced as its order's terms say; an order whose
// every line has shipped is complete. Every date derives from the order's own
// dates, so advancing late (or seeding history) gives the same documents as advancing daily.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { ledgerDeliveries, ledgerDeliveryLines, ledgerOrderLines, ledgerOrders } from '../../db/schema/ledger';
import { addDays, isoDate, maxDate } from '../dates';
import { nextSequence, withWriteLock, type LedgerDb } from '../db';
import { PRESEASON_ORDER_TYPE } from './create-order';
import { invoiceDelivery } from './delivery-invoice';

const PICKING_DAYS = 1;
const TRANSIT_DAYS = 3;

export function doNumberFor(n: number): string {
  return String(8_000_000_000 + n);
}

export function trackingNoFor(doNumber: string, sorg: string): string {
  const carrier = sorg === 'US01' ? '1Z' : sorg === 'ID01' ? 'JNE' : 'DHL';
  let h = 0;
  for (const ch of doNumber) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000_007;
  return `${carrier}${String(h).padStart(10, '0')}`;
}

/** Advances every order of the customer (or all customers) to where `now` says it must be. */
export async function advanceOrders(db: LedgerDb, now: Date, custCode?: string): Promise<void> {
  const today = isoDate(now);
  // Reads first, so the usual case (nothing due) neither queues nor opens a write transaction.
  if ((await dueLines(db, now, custCode)).length === 0 && (await dueDeliveries(db, today, custCode)).length === 0) return;
  await withWriteLock(db, () =>
    db.transaction(async (tx) => {
      await createDeliveries(tx, await dueLines(tx, now, custCode));
      await shipDeliveries(tx, await dueDeliveries(tx, today, custCode));
      await completeShippedOrders(tx, custCode);
    }),
  );
}

/**
 * The day a line leaves the warehouse: the day after the order, or when its backorder arrives; a
 * pre-season order's lines in time to arrive on its requested day, not months early.
 */
function releaseDateOf(order: { createdAt: string; orderType: string; requestDeliveryDate: string }, line: { status: string; backorderEta: string | null }): string {
  const next = addDays(order.createdAt.slice(0, 10), PICKING_DAYS);
  const picked = order.orderType === PRESEASON_ORDER_TYPE ? maxDate(next, addDays(order.requestDeliveryDate, -TRANSIT_DAYS)) : next;
  return line.status === 'backorder' && line.backorderEta ? maxDate(picked, line.backorderEta) : picked;
}

async function dueLines(db: LedgerDb, now: Date, custCode?: string) {
  const today = isoDate(now);
  const candidates = await db
    .select({ line: ledgerOrderLines, order: ledgerOrders })
    .from(ledgerOrderLines)
    .innerJoin(ledgerOrders, eq(ledgerOrders.orderNumber, ledgerOrderLines.orderNumber))
    .where(
      and(
        eq(ledgerOrders.status, 'on processing'),
        lte(ledgerOrders.createdAt, addDays(today, -PICKING_DAYS) + 'T23:59:59.999Z'),
        custCode ? eq(ledgerOrders.custCode, custCode) : undefined,
        inArray(ledgerOrderLines.status, ['open', 'backorder']),
      ),
    );
  return candidates.map((r) => ({ ...r, release: releaseDateOf(r.order, r.line) })).filter((r) => r.release <= today);
}

async function createDeliveries(tx: LedgerDb, due: Awaited<ReturnType<typeof dueLines>>): Promise<void> {
  const batches = Map.groupBy(due, (r) => `${r.order.orderNumber}|${r.release}`);
  for (const rows of batches.values()) {
    const first = rows[0];
    if (!first) continue;
    await createDelivery(tx, first.order, first.release, rows.map((r) => r.line));
  }
}

async function createDelivery(
  tx: LedgerDb,
  order: typeof ledgerOrders.$inferSelect,
  release: string,
  lines: (typeof ledgerOrderLines.$inferSelect)[],
): Promise<void> {
  const doNumber = doNumberFor(await nextSequence(tx, 'delivery'));
  await tx.insert(ledgerDeliveries).values({
    doNumber,
    orderNumber: order.orderNumber,
    custCode: order.custCode,
    sorg: order.sorg,
    createdAt: `${release}T08:00:00.000Z`,
    estimatedDeliveryDate: maxDate(order.requestDeliveryDate, addDays(release, TRANSIT_DAYS)),
    status: 'open',
  });
  await tx.insert(ledgerDeliveryLines).values(
    lines.map((line) => ({
      doNumber,
      orderLineId: line.id,
      orderNumber: order.orderNumber,
      articleCode: line.articleCode,
      qty: line.qty - line.deliveredQty,
      price: line.unitPrice * (line.qty - line.deliveredQty),
    })),
  );
  await tx
    .update(ledgerOrderLines)
    .set({ status: 'delivering', deliveredQty: sql`${ledgerOrderLines.qty}` })
    .where(inArray(ledgerOrderLines.id, lines.map((line) => line.id)));
}

function dueDeliveries(db: LedgerDb, today: string, custCode?: string) {
  return db
    .select({ doNumber: ledgerDeliveries.doNumber, sorg: ledgerDeliveries.sorg, eta: ledgerDeliveries.estimatedDeliveryDate })
    .from(ledgerDeliveries)
    .where(
      and(
        eq(ledgerDeliveries.status, 'open'),
        lte(ledgerDeliveries.estimatedDeliveryDate, today),
        custCode ? eq(ledgerDeliveries.custCode, custCode) : undefined,
      ),
    );
}

async function shipDeliveries(tx: LedgerDb, due: Awaited<ReturnType<typeof dueDeliveries>>): Promise<void> {
  for (const d of due) {
    await tx
      .update(ledgerDeliveries)
      .set({ status: 'shipped', deliveryDate: d.eta, trackingNo: trackingNoFor(d.doNumber, d.sorg) })
      .where(eq(ledgerDeliveries.doNumber, d.doNumber));
    const lineIds = tx
      .select({ id: ledgerDeliveryLines.orderLineId })
      .from(ledgerDeliveryLines)
      .where(eq(ledgerDeliveryLines.doNumber, d.doNumber));
    await tx.update(ledgerOrderLines).set({ status: 'delivered' }).where(inArray(ledgerOrderLines.id, lineIds));
    await invoiceDelivery(tx, d.doNumber, d.eta);
  }
}

async function completeShippedOrders(tx: LedgerDb, custCode?: string): Promise<void> {
  await tx
    .update(ledgerOrders)
    .set({ status: 'complete' })
    .where(
      and(
        eq(ledgerOrders.status, 'on processing'),
        custCode ? eq(ledgerOrders.custCode, custCode) : undefined,
        sql`not exists (select 1 from ledger_order_lines l where l.order_number = ledger_orders.order_number and l.status not in ('delivered', 'cancelled'))`,
      ),
    );
}
