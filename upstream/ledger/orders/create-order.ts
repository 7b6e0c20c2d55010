// Turns a checked-out cart into an ERP sales order. Called inside the checkout transaction.
import { eq, or } from 'drizzle-orm';
import { ledgerOrderLines, ledgerOrderPayments, ledgerOrders, ledgerPaymentMerchants, ledgerPaymentMethods } from '../../db/schema/ledger';
import { nextSequence, type LedgerDb } from '../db';

export interface CheckoutOrderLine {
  articleCode: string;
  qty: number;
  unitPrice: number;
  amount: number;
  currency: string;
}

export interface CheckoutOrderInput {
  custCode: string;
  sorg: string;
  shipToId: string;
  poNumber?: string | null | undefined;
  notes?: string | null | undefined;
  requestDeliveryDate: string;
  orderType: string;
  lines: readonly CheckoutOrderLine[];
  /** Checkout's payment choice. A bank transfer method or merchant (see paymentMethods) makes the
   * order prepaid: it waits for the dealer's payment before processing. Anything else is on credit. */
  paymentId?: string | null | undefined;
  /** Set by a term of payment: prepayment terms wait for the dealer's payment like a bank transfer. */
  prepaid?: boolean | undefined;
  /** The term of payment's code, kept on the order. */
  paymentTerm?: string | null | undefined;
  /** Dating terms of a scheduled order: the date its invoices fall due. */
  invoiceDueDate?: string | null | undefined;
  /** Simulated clock; defaults to the real one. */
  now?: Date | undefined;
}

/** The order type of a scheduled pre-season order (decision 0081). */
export const PRESEASON_ORDER_TYPE = 'PRE';

export interface CreatedOrder {
  orderNumber: string;
  soNumber: string;
}

async function isPrepaid(tx: LedgerDb, paymentId: string | null | undefined): Promise<boolean> {
  if (!paymentId) return false;
  const rows = await tx
    .select({ type: ledgerPaymentMethods.type })
    .from(ledgerPaymentMethods)
    .leftJoin(ledgerPaymentMerchants, eq(ledgerPaymentMerchants.methodId, ledgerPaymentMethods.id))
    .where(or(eq(ledgerPaymentMethods.id, paymentId), eq(ledgerPaymentMerchants.id, paymentId)))
    .limit(1);
  return rows[0]?.type === 'Bank Transfer';
}

export function orderNumberFor(n: number): string {
  return `B2B${String(n).padStart(8, '0')}`;
}

export function soNumberFor(n: number): string {
  return String(5_100_000_000 + n);
}

export async function createOrderFromCheckout(tx: LedgerDb, input: CheckoutOrderInput): Promise<CreatedOrder> {
  const first = input.lines[0];
  if (!first) throw new Error('an order needs at least one line');
  const currency = first.currency;
  if (input.lines.some((l) => l.currency !== currency)) throw new Error('order lines must share one currency');
  const n = await nextSequence(tx, 'order');
  const created = { orderNumber: orderNumberFor(n), soNumber: soNumberFor(n) };
  const createdAt = (input.now ?? new Date()).toISOString();
  const total = input.lines.reduce((sum, l) => sum + l.amount, 0);
  const prepaid = input.prepaid ?? (await isPrepaid(tx, input.paymentId));
  await tx.insert(ledgerOrders).values({
    ...created,
    custCode: input.custCode,
    sorg: input.sorg,
    shipToId: input.shipToId,
    poNumber: input.poNumber ?? '',
    notes: input.notes ?? '',
    orderType: input.orderType,
    requestDeliveryDate: input.requestDeliveryDate,
    currency,
    total,
    status: prepaid ? 'pending' : 'on processing',
    pendingB2b: prepaid,
    createdAt,
    paymentTerm: input.paymentTerm ?? null,
    invoiceDueDate: input.invoiceDueDate ?? null,
  });
  await tx.insert(ledgerOrderLines).values(
    input.lines.map((l, i) => ({
      orderNumber: created.orderNumber,
      lineNo: (i + 1) * 10,
      articleCode: l.articleCode,
      qty: l.qty,
      unitPrice: l.unitPrice,
      amount: l.amount,
      currency: l.currency,
      status: 'open',
    })),
  );
  if (prepaid) {
    await tx.insert(ledgerOrderPayments).values({
      orderNumber: created.orderNumber,
      sorg: input.sorg,
      module: 'b2b',
      amount: total,
      currency,
      status: 'waiting',
      updatedAt: createdAt,
    });
  }
  return created;
}
