// The order list (orders with an optional payment) and the confirmation of pending stock orders.
import { and, between, count, desc, eq, gte, inArray, like, lte, or, sql } from 'drizzle-orm';
import { ledgerOrderLines, ledgerOrderPayments, ledgerOrders } from '../../db/schema/ledger';
import { failed, succeeded, type LedgerDb, type MutationOutcome } from '../db';
import { toOrderPayments } from './order-payments';
import { orderStatusOf } from './order-status';

export interface OrderFilter {
  custCode?: string | null | undefined;
  sorg?: string | null | undefined;
  status?: readonly string[] | null | undefined;
  search?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}

function whereOf(f: OrderFilter) {
  const term = f.search?.trim();
  return and(
    f.custCode ? eq(ledgerOrders.custCode, f.custCode) : undefined,
    f.sorg ? eq(ledgerOrders.sorg, f.sorg) : undefined,
    f.status && f.status.length > 0 ? inArray(ledgerOrders.status, [...f.status]) : undefined,
    term ? or(like(ledgerOrders.orderNumber, `%${term}%`), like(ledgerOrders.soNumber, `%${term}%`), like(ledgerOrders.poNumber, `%${term}%`)) : undefined,
    f.from && f.to ? between(ledgerOrders.createdAt, f.from, `${f.to}T23:59:59.999Z`) : undefined,
    f.from && !f.to ? gte(ledgerOrders.createdAt, f.from) : undefined,
    f.to && !f.from ? lte(ledgerOrders.createdAt, `${f.to}T23:59:59.999Z`) : undefined,
  );
}

export async function listOrders(db: LedgerDb, f: OrderFilter, withPayment: boolean) {
  const page = Math.max(1, f.page ?? 1);
  const limit = Math.min(100, Math.max(1, f.limit ?? 10));
  const where = whereOf(f);
  const [orders, totals] = await Promise.all([
    db.select().from(ledgerOrders).where(where).orderBy(desc(ledgerOrders.createdAt), desc(ledgerOrders.orderNumber)).limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(ledgerOrders).where(where),
  ]);
  const numbers = orders.map((o) => o.orderNumber);
  const qtys = numbers.length
    ? await db
        .select({ orderNumber: ledgerOrderLines.orderNumber, qty: ledgerOrderLines.qty })
        .from(ledgerOrderLines)
        .where(inArray(ledgerOrderLines.orderNumber, numbers))
    : [];
  const payments =
    withPayment && numbers.length
      ? await db.select().from(ledgerOrderPayments).where(inArray(ledgerOrderPayments.orderNumber, numbers))
      : [];
  const paymentViews = await toOrderPayments(
    db,
    payments.flatMap((payment) => {
      const order = orders.find((o) => o.orderNumber === payment.orderNumber);
      return order ? [{ payment, order }] : [];
    }),
  );
  const total = totals[0]?.n ?? 0;
  return {
    data: orders.map((o) => ({
      orderNumber: o.orderNumber,
      soNumber: o.soNumber,
      custCode: o.custCode,
      sorg: o.sorg,
      orderType: o.orderType,
      poNumber: o.poNumber || null,
      total: o.total,
      currency: o.currency,
      qty: qtys.filter((q) => q.orderNumber === o.orderNumber).reduce((sum, q) => sum + q.qty, 0),
      requestDeliveryDate: { date: o.requestDeliveryDate },
      createdAt: o.createdAt,
      status: orderStatusOf(o),
      payment: paymentViews.find((p) => p.orderNumber === o.orderNumber) ?? null,
      paymentTerm: o.paymentTerm,
      invoiceDueDate: o.invoiceDueDate ? { date: o.invoiceDueDate } : null,
    })),
    info: { page, limit, count: total, pageTotal: Math.ceil(total / limit) },
  };
}

// Orders still waiting for their prepayment are released by approvePayment, not here.
const UNPAID_FREE = sql`not exists (select 1 from ledger_order_payments p where p.order_number = ledger_orders.order_number and p.status <> 'completed')`;

/** Pending stock orders confirmed by the distributor go to processing, optionally on a new date. */
export async function confirmStockOrders(db: LedgerDb, orders: readonly string[], reqDeliveryDate: string | null | undefined): Promise<MutationOutcome> {
  if (orders.length === 0) return failed('Required', 'orders');
  const confirmed = await db
    .update(ledgerOrders)
    .set({ status: 'on processing', pendingB2b: false, ...(reqDeliveryDate ? { requestDeliveryDate: reqDeliveryDate } : {}) })
    .where(and(inArray(ledgerOrders.orderNumber, [...orders]), eq(ledgerOrders.status, 'pending'), eq(ledgerOrders.pendingB2b, true), UNPAID_FREE))
    .returning({ orderNumber: ledgerOrders.orderNumber });
  if (confirmed.length === 0) return failed('No pending order to confirm', 'orders');
  return succeeded(`Confirmed ${confirmed.length} order(s)`);
}
