// Payments of prepaid orders: receipts uploaded by the dealer, approved or voided by the distributor.
// Approve and void move the payment with one conditional update, so of two racing calls only
// the first finds the payment in a state it may leave; the other fails cleanly.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ledgerOrderPayments, ledgerOrders, ledgerPaymentDocs } from '../../db/schema/ledger';
import { failed, nextSequence, succeeded, type LedgerDb, type MutationOutcome } from '../db';
import { orderStatusOf } from './order-status';

export const MAX_PAYMENT_DOCS = 3;

export const PAYMENT_STATUSES = [
  { code: 'waiting', description: 'Waiting for payment' },
  { code: 'uploaded', description: 'Receipt uploaded' },
  { code: 'failed', description: 'Payment failed' },
  { code: 'voided', description: 'Payment voided' },
  { code: 'completed', description: 'Payment completed' },
] as const;

type PaymentRow = typeof ledgerOrderPayments.$inferSelect;
type OrderRow = typeof ledgerOrders.$inferSelect;

export async function toOrderPayments(db: LedgerDb, rows: readonly { payment: PaymentRow; order: OrderRow }[]) {
  const docs = rows.length
    ? await db
        .select()
        .from(ledgerPaymentDocs)
        .where(inArray(ledgerPaymentDocs.orderNumber, rows.map((r) => r.order.orderNumber)))
        .orderBy(asc(ledgerPaymentDocs.createdAt))
    : [];
  const docsByOrder = Map.groupBy(docs, (d) => d.orderNumber);
  return rows.map(({ payment, order }) => ({
    orderNumber: order.orderNumber,
    soNumber: order.soNumber,
    custCode: order.custCode,
    sorg: order.sorg,
    module: payment.module,
    amount: payment.amount,
    currency: payment.currency,
    paymentStatus: payment.status,
    orderStatus: orderStatusOf(order),
    docs: (docsByOrder.get(order.orderNumber) ?? []).map(toDoc),
    maxDocs: MAX_PAYMENT_DOCS,
    updatedAt: payment.updatedAt,
  }));
}

function toDoc(d: typeof ledgerPaymentDocs.$inferSelect) {
  return { id: d.id, orderNumber: d.orderNumber, file: d.fileRef, fileName: d.fileName, createdAt: d.createdAt };
}

export interface PaymentsQuery {
  sorg: string;
  module?: string | null | undefined;
  custCode?: string | null | undefined;
  status?: string | null | undefined;
}

export async function orderPayments(db: LedgerDb, q: PaymentsQuery) {
  const rows = await db
    .select({ payment: ledgerOrderPayments, order: ledgerOrders })
    .from(ledgerOrderPayments)
    .innerJoin(ledgerOrders, eq(ledgerOrders.orderNumber, ledgerOrderPayments.orderNumber))
    .where(
      and(
        eq(ledgerOrderPayments.sorg, q.sorg),
        q.module ? eq(ledgerOrderPayments.module, q.module) : undefined,
        q.custCode ? eq(ledgerOrders.custCode, q.custCode) : undefined,
        q.status ? eq(ledgerOrderPayments.status, q.status) : undefined,
      ),
    )
    .orderBy(asc(ledgerOrders.createdAt));
  return toOrderPayments(db, rows);
}

export async function uploadPaymentDoc(db: LedgerDb, orderNumber: string, fileRef: string, fileName: string | null | undefined, now: Date) {
  return db.transaction(async (tx) => {
      const payment = (await tx.select().from(ledgerOrderPayments).where(eq(ledgerOrderPayments.orderNumber, orderNumber)))[0];
      if (!payment) return { ...failed('Order payment not found', 'id'), doc: null };
      if (!['waiting', 'uploaded', 'failed'].includes(payment.status)) {
        return { ...failed(`Payment is already ${payment.status}`, 'id'), doc: null };
      }
      const existing = (await tx.select({ n: count() }).from(ledgerPaymentDocs).where(eq(ledgerPaymentDocs.orderNumber, orderNumber)))[0]?.n ?? 0;
      if (existing >= MAX_PAYMENT_DOCS) return { ...failed(`Max items of ${MAX_PAYMENT_DOCS} exceeded`, 'file'), doc: null };
      const doc = {
        id: `PD${String(await nextSequence(tx, 'payment_doc')).padStart(7, '0')}`,
        orderNumber,
        fileRef,
        fileName: fileName ?? fileRef.split('/').pop() ?? fileRef,
        createdAt: now.toISOString(),
      };
      await tx.insert(ledgerPaymentDocs).values(doc);
      await tx
        .update(ledgerOrderPayments)
        .set({ status: 'uploaded', updatedAt: doc.createdAt })
        .where(eq(ledgerOrderPayments.orderNumber, orderNumber));
      return { ...succeeded('Receipt uploaded'), doc: toDoc(doc) };
  });
}

export async function deletePaymentDoc(db: LedgerDb, id: string): Promise<MutationOutcome> {
  const deletable = db
    .select({ orderNumber: ledgerOrderPayments.orderNumber })
    .from(ledgerOrderPayments)
    .where(inArray(ledgerOrderPayments.status, ['waiting', 'uploaded', 'failed']));
  const deleted = await db
    .delete(ledgerPaymentDocs)
    .where(and(eq(ledgerPaymentDocs.id, id), inArray(ledgerPaymentDocs.orderNumber, deletable)))
    .returning({ id: ledgerPaymentDocs.id });
  return deleted.length > 0 ? succeeded('Receipt deleted') : failed('Receipt not found or payment already closed', 'id');
}

export async function approvePayment(db: LedgerDb, orderNumber: string, now: Date): Promise<MutationOutcome> {
  return settle(db, orderNumber, now, {
    from: ['waiting', 'uploaded'],
    to: 'completed',
    order: { status: 'on processing', pendingB2b: false },
    ok: 'Payment approved',
    fail: 'Fail to approve payment',
  });
}

export async function voidPayment(db: LedgerDb, orderNumber: string, now: Date): Promise<MutationOutcome> {
  return settle(db, orderNumber, now, {
    from: ['waiting', 'uploaded', 'failed'],
    to: 'voided',
    order: { status: 'void', pendingB2b: false },
    ok: 'Payment and order voided',
    fail: 'Fail to void payment and order',
  });
}

interface Settlement {
  from: string[];
  to: string;
  order: { status: string; pendingB2b: boolean };
  ok: string;
  fail: string;
}

async function settle(db: LedgerDb, orderNumber: string, now: Date, s: Settlement): Promise<MutationOutcome> {
  return db.transaction(async (tx) => {
      const moved = await tx
        .update(ledgerOrderPayments)
        .set({ status: s.to, updatedAt: now.toISOString() })
        .where(and(eq(ledgerOrderPayments.orderNumber, orderNumber), inArray(ledgerOrderPayments.status, s.from)))
        .returning({ orderNumber: ledgerOrderPayments.orderNumber });
      if (moved.length === 0) return failed(s.fail, 'orderNumber');
      await tx
        .update(ledgerOrders)
        .set(s.order)
        .where(and(eq(ledgerOrders.orderNumber, orderNumber), eq(ledgerOrders.status, 'pending')));
      return succeeded(s.ok);
  });
}
