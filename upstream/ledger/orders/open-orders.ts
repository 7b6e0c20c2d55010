// Open orders with their lines and delivery orders, shipped deliveries and open deliveries.
import { and, asc, between, eq, inArray, type SQL } from 'drizzle-orm';
import { ledgerDeliveries, ledgerDeliveryLines, ledgerOrderLines, ledgerOrders } from '../../db/schema/ledger';
import { paymentTerms } from '../../db/schema/payment-terms';
import type { LedgerDb } from '../db';
import { companiesByCode, companyOf } from '../lookup';

type OrderRow = typeof ledgerOrders.$inferSelect;
type LineRow = typeof ledgerOrderLines.$inferSelect;
type TermRow = typeof paymentTerms.$inferSelect;

const OPEN_ORDER_STATUSES = ['on processing', 'pending'];

function sorgFilter(column: typeof ledgerOrders.sorg | typeof ledgerDeliveries.sorg, sorgs?: readonly string[] | null) {
  return sorgs && sorgs.length > 0 ? inArray(column, [...sorgs]) : undefined;
}

function toOpenOrder(order: OrderRow, lines: readonly LineRow[], terms: readonly TermRow[]) {
  return {
    paymentTerm: terms.find((t) => t.code === order.paymentTerm) ?? null,
    invoiceDueDate: order.invoiceDueDate ? { date: order.invoiceDueDate } : null,
    soNumber: order.soNumber,
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    poNumber: order.poNumber || null,
    price: order.total,
    currency: order.currency,
    qty: lines.reduce((sum, l) => sum + l.qty, 0),
    custCode: order.custCode,
    sorg: order.sorg,
    shipToId: order.shipToId,
    requestDeliveryDate: { date: order.requestDeliveryDate },
    createdAt: order.createdAt,
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      articleCode: l.articleCode,
      qty: l.qty,
      openQty: l.qty - l.deliveredQty,
      price: l.amount,
      currency: l.currency,
      status: l.status,
      backorderExpectedArrival: l.status === 'backorder' && l.backorderEta ? { date: l.backorderEta } : null,
    })),
  };
}

export async function deliveries(db: LedgerDb, where: SQL | undefined) {
  const rows = await db
    .select()
    .from(ledgerDeliveries)
    .where(where)
    .orderBy(asc(ledgerDeliveries.estimatedDeliveryDate), asc(ledgerDeliveries.doNumber));
  if (rows.length === 0) return [];
  const details = await db
    .select({ line: ledgerDeliveryLines, order: ledgerOrders })
    .from(ledgerDeliveryLines)
    .innerJoin(ledgerOrders, eq(ledgerOrders.orderNumber, ledgerDeliveryLines.orderNumber))
    .where(inArray(ledgerDeliveryLines.doNumber, rows.map((r) => r.doNumber)));
  const byDo = Map.groupBy(details, (d) => d.line.doNumber);
  return rows.map((d) => ({
    doNumber: d.doNumber,
    trackingNo: d.trackingNo,
    status: d.status,
    sorg: d.sorg,
    custCode: d.custCode,
    estimatedDeliveryDate: { date: d.estimatedDeliveryDate },
    deliveryDate: d.deliveryDate ? { date: d.deliveryDate } : null,
    detail: (byDo.get(d.doNumber) ?? []).map(({ line, order }) => ({
      orderNo: order.orderNumber,
      soNumber: order.soNumber,
      articleCode: line.articleCode,
      orderQty: line.qty,
      price: line.price,
      currency: order.currency,
      orderType: order.orderType,
      custCode: order.custCode,
      estimatedDeliveryDate: { date: d.estimatedDeliveryDate },
      deliveryDate: d.deliveryDate ? { date: d.deliveryDate } : null,
    })),
  }));
}

export type DeliveryView = Awaited<ReturnType<typeof deliveries>>[number];

export async function openOrdersByCompany(db: LedgerDb, custCode: string, sorgs?: readonly string[] | null) {
  const orders = await db
    .select()
    .from(ledgerOrders)
    .where(and(eq(ledgerOrders.custCode, custCode), inArray(ledgerOrders.status, OPEN_ORDER_STATUSES), sorgFilter(ledgerOrders.sorg, sorgs)))
    .orderBy(asc(ledgerOrders.createdAt), asc(ledgerOrders.orderNumber));
  const openNumbers = db
    .select({ n: ledgerOrders.orderNumber })
    .from(ledgerOrders)
    .where(and(eq(ledgerOrders.custCode, custCode), inArray(ledgerOrders.status, OPEN_ORDER_STATUSES)));
  const lines = orders.length
    ? await db
        .select()
        .from(ledgerOrderLines)
        .where(inArray(ledgerOrderLines.orderNumber, openNumbers))
        .orderBy(asc(ledgerOrderLines.orderNumber), asc(ledgerOrderLines.lineNo))
    : [];
  const linesByOrder = Map.groupBy(lines, (l) => l.orderNumber);
  const termCodes = [...new Set(orders.flatMap((o) => (o.paymentTerm ? [o.paymentTerm] : [])))];
  const terms = termCodes.length ? await db.select().from(paymentTerms).where(inArray(paymentTerms.code, termCodes)) : [];
  const openDos = await deliveries(
    db,
    and(eq(ledgerDeliveries.custCode, custCode), eq(ledgerDeliveries.status, 'open'), sorgFilter(ledgerDeliveries.sorg, sorgs)),
  );
  const sorgCodes = [...new Set([...orders.map((o) => o.sorg), ...openDos.map((d) => d.sorg)])].sort();
  const companies = await companiesByCode(db, sorgCodes);
  return sorgCodes.map((sorg) => ({
    company: companyOf(companies, sorg, orders.find((o) => o.sorg === sorg)?.currency ?? ''),
    orders: orders.filter((o) => o.sorg === sorg).map((o) => toOpenOrder(o, linesByOrder.get(o.orderNumber) ?? [], terms)),
    deliveries: openDos.filter((d) => d.sorg === sorg),
  }));
}

export function shippedDeliveries(db: LedgerDb, custCode: string, from: string, to: string, sorgs?: readonly string[] | null) {
  return deliveries(
    db,
    and(
      eq(ledgerDeliveries.custCode, custCode),
      eq(ledgerDeliveries.status, 'shipped'),
      between(ledgerDeliveries.deliveryDate, from, to),
      sorgFilter(ledgerDeliveries.sorg, sorgs),
    ),
  );
}

export function openDeliveries(db: LedgerDb, custCode: string, from: string, to: string, sorgs?: readonly string[] | null) {
  return deliveries(
    db,
    and(
      eq(ledgerDeliveries.custCode, custCode),
      eq(ledgerDeliveries.status, 'open'),
      between(ledgerDeliveries.estimatedDeliveryDate, from, to),
      sorgFilter(ledgerDeliveries.sorg, sorgs),
    ),
  );
}
