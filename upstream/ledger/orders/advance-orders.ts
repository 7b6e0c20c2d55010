// Simulated order fulfilment: the ERP's warehouse, driven by dates instead of people.
// A processing order gets a delivery order one day after it was placed (backorder lines once
// their stock arrives); a delivery ships with a tracking number on its estimated date; an
// order whose every line has shipped is complete.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { ledgerDeliveries, ledgerDeliveryLines, ledgerOrderLines, ledgerOrders } from '../../db/schema/ledger';
import { addDays, isoDate, maxDate } from '../dates';
import { nextSequence, type LedgerDb } from '../db';

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
  await db.transaction(async (tx) => {
    await createDueDeliveries(tx, now, custCode);
    await shipDueDeliveries(tx, isoDate(now), custCode);
    await completeShippedOrders(tx, custCode);
  });
}

async function createDueDeliveries(tx: LedgerDb, now: Date, custCode?: string): Promise<void> {
  const today = isoDate(now);
  const pickedBefore = new Date(now.getTime() - PICKING_DAYS * 86_400_000).toISOString();
  const due = await tx
    .select({ line: ledgerOrderLines, order: ledgerOrders })
    .from(ledgerOrderLines)
    .innerJoin(ledgerOrders, eq(ledgerOrders.orderNumber, ledgerOrderLines.orderNumber))
    .where(
      and(
        eq(ledgerOrders.status, 'on processing'),
        lte(ledgerOrders.createdAt, pickedBefore),
        custCode ? eq(ledgerOrders.custCode, custCode) : undefined,
        sql`(${ledgerOrderLines.status} = 'open' or (${ledgerOrderLines.status} = 'backorder' and ${ledgerOrderLines.backorderEta} <= ${today}))`,
      ),
    );
  const byOrder = Map.groupBy(due, (r) => r.order.orderNumber);
  for (const rows of byOrder.values()) {
    const order = rows[0]?.order;
    if (!order) continue;
    const doNumber = doNumberFor(await nextSequence(tx, 'delivery'));
    const eta = maxDate(order.requestDeliveryDate, addDays(today, TRANSIT_DAYS));
    await tx.insert(ledgerDeliveries).values({
      doNumber,
      orderNumber: order.orderNumber,
      custCode: order.custCode,
      sorg: order.sorg,
      createdAt: now.toISOString(),
      estimatedDeliveryDate: eta,
      status: 'open',
    });
    await tx.insert(ledgerDeliveryLines).values(
      rows.map(({ line }) => ({
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
      .where(inArray(ledgerOrderLines.id, rows.map(({ line }) => line.id)));
  }
}

async function shipDueDeliveries(tx: LedgerDb, today: string, custCode?: string): Promise<void> {
  const due = await tx
    .select({ doNumber: ledgerDeliveries.doNumber, sorg: ledgerDeliveries.sorg, eta: ledgerDeliveries.estimatedDeliveryDate })
    .from(ledgerDeliveries)
    .where(
      and(
        eq(ledgerDeliveries.status, 'open'),
        lte(ledgerDeliveries.estimatedDeliveryDate, today),
        custCode ? eq(ledgerDeliveries.custCode, custCode) : undefined,
      ),
    );
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
