// Invoicing on delivery (decision 0110): when a delivery ships, the ERP bills what it carried. An
// order placed on a credit term falls due its net days after delivery, cash on delivery on the day,
// and a scheduled pre-season order on the date its dating terms set. Prepaid orders are paid already,
// and orders from before terms (the demo's history) have their receivables seeded with the ledger.
import { eq, sum } from 'drizzle-orm';
import { ledgerDeliveries, ledgerDeliveryLines, ledgerInvoices, ledgerOrders } from '../../db/schema/ledger';
import { paymentTerms } from '../../db/schema/payment-terms';
import { addDays } from '../dates';
import { nextSequence, type LedgerDb } from '../db';

export interface InvoicedTerms {
  invoiceDueDate: string | null;
  term: { kind: string; netDays: number | null } | null;
}

/** The due date of a delivery's invoice, or null when the order is not invoiced on delivery. */
export function deliveryInvoiceDueDate(order: InvoicedTerms, deliveryDate: string): string | null {
  if (order.invoiceDueDate) return order.invoiceDueDate;
  if (order.term?.kind === 'credit') return addDays(deliveryDate, order.term.netDays ?? 0);
  if (order.term?.kind === 'cash_on_delivery') return deliveryDate;
  return null;
}

const SORG_DIGIT: Readonly<Record<string, number>> = { US01: 1, DE01: 2, NL01: 3, ID01: 4 };

/** Numbers of their own range, apart from the demo's invoices (9x1xxxxxxx) and credit notes (8x5xxxxxxx). */
export function deliveryInvoiceNumbers(n: number, sorg: string): { invoiceNo: string; accountingNo: string } {
  return { invoiceNo: `9${SORG_DIGIT[sorg] ?? 3}${String(60_000_000 + n).padStart(8, '0')}`, accountingNo: `16${String(n).padStart(8, '0')}` };
}

/** Books the invoice of a delivery that has just shipped on `deliveryDate`; inside the shipping transaction. */
export async function invoiceDelivery(tx: LedgerDb, doNumber: string, deliveryDate: string): Promise<void> {
  const [row] = await tx
    .select({ order: ledgerOrders })
    .from(ledgerDeliveries)
    .innerJoin(ledgerOrders, eq(ledgerOrders.orderNumber, ledgerDeliveries.orderNumber))
    .where(eq(ledgerDeliveries.doNumber, doNumber));
  const order = row?.order;
  if (!order) return;
  const [term] = order.paymentTerm ? await tx.select().from(paymentTerms).where(eq(paymentTerms.code, order.paymentTerm)) : [];
  const dueDate = deliveryInvoiceDueDate({ invoiceDueDate: order.invoiceDueDate, term: term ?? null }, deliveryDate);
  if (!dueDate) return;
  const [value] = await tx.select({ amount: sum(ledgerDeliveryLines.price) }).from(ledgerDeliveryLines).where(eq(ledgerDeliveryLines.doNumber, doNumber));
  const amount = Number(value?.amount ?? 0);
  if (amount <= 0) return;
  const numbers = deliveryInvoiceNumbers(await nextSequence(tx, 'delivery_invoice'), order.sorg);
  await tx.insert(ledgerInvoices).values({
    ...numbers,
    assignment: numbers.invoiceNo,
    payerCode: order.custCode,
    custCode: order.custCode,
    sorg: order.sorg,
    currency: order.currency,
    amount,
    documentDate: deliveryDate,
    dueDate,
    status: 'open',
  });
}
