// Reading and voiding invoice payment requests.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ledgerInvoices, ledgerPaymentRequestItems, ledgerPaymentRequests } from '../../db/schema/ledger';
import { failed, succeeded, type LedgerDb, type MutationOutcome } from '../db';
import { toR3 } from '../lookup';
import { toPaymentRequests } from './payment-request.mapper';

export async function paymentRequestsByInvoices(db: LedgerDb, payerCode: string, invoiceNos: readonly string[]) {
  if (invoiceNos.length === 0) return [];
  const payer = await toR3(db, payerCode);
  const ids = db
    .selectDistinct({ id: ledgerPaymentRequestItems.requestId })
    .from(ledgerPaymentRequestItems)
    .where(inArray(ledgerPaymentRequestItems.invoiceNo, [...invoiceNos]));
  const rows = await db
    .select()
    .from(ledgerPaymentRequests)
    .where(and(eq(ledgerPaymentRequests.payerCode, payer), inArray(ledgerPaymentRequests.id, ids)))
    .orderBy(desc(ledgerPaymentRequests.createdAt));
  return toPaymentRequests(db, rows);
}

/** Voids the payer's pending requests with the merchant and reopens their invoices, atomically. */
export async function voidPaymentRequests(db: LedgerDb, payerCode: string, merchant: string): Promise<MutationOutcome> {
  const payer = await toR3(db, payerCode);
  return db.transaction(async (tx) => {
      const voided = await tx
        .update(ledgerPaymentRequests)
        .set({ status: 'void' })
        .where(
          and(
            eq(ledgerPaymentRequests.payerCode, payer),
            eq(ledgerPaymentRequests.merchant, merchant),
            eq(ledgerPaymentRequests.status, 'pending'),
          ),
        )
        .returning({ id: ledgerPaymentRequests.id });
      if (voided.length === 0) return failed('No pending payment request to void', 'merchant');
      await reopenInvoices(tx, voided.map((v) => v.id));
      return succeeded(`Voided ${voided.length} payment request(s)`);
  });
}

export async function reopenInvoices(tx: LedgerDb, requestIds: readonly string[]): Promise<void> {
  await tx
    .update(ledgerInvoices)
    .set({ status: 'open', paymentRequestId: null })
    .where(
      and(
        inArray(ledgerInvoices.paymentRequestId, [...requestIds]),
        inArray(ledgerInvoices.status, ['pending_payment', 'waiting_for_payment']),
      ),
    );
}
