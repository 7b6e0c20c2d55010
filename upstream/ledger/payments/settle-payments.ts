// Simulated payment gateways: an immediate payment (card, ACH) settles when it is created
// (`settleRequest`); one still in flight (demo rows) settles when its settlement time comes; a bank
// transfer nobody made expires and gives its invoices back to the payer.
import { and, eq, inArray, lte } from 'drizzle-orm';
import { ledgerInvoices, ledgerPaymentMethods, ledgerPaymentRequests } from '../../db/schema/ledger';
import { withWriteLock, type LedgerDb } from '../db';
import { reopenInvoices } from './payment-requests';

/** When an in-flight request settles (immediate types) or a bank transfer lapses, from its creation. */
export function settlementDelayMs(methodType: string): number {
  const hours = methodType === 'ACH' ? 72 : 24;
  return hours * 3_600_000;
}

function dueRequests(db: LedgerDb, now: Date, payerCode?: string) {
  return db
    .select({ request: ledgerPaymentRequests, type: ledgerPaymentMethods.type })
    .from(ledgerPaymentRequests)
    .innerJoin(ledgerPaymentMethods, eq(ledgerPaymentMethods.id, ledgerPaymentRequests.paymentMethodId))
    .where(
      and(
        eq(ledgerPaymentRequests.status, 'pending'),
        lte(ledgerPaymentRequests.expiredAt, now.toISOString()),
        payerCode ? eq(ledgerPaymentRequests.payerCode, payerCode) : undefined,
      ),
    );
}

export async function settlePaymentRequests(db: LedgerDb, now: Date, payerCode?: string): Promise<void> {
  if ((await dueRequests(db, now, payerCode)).length === 0) return;
  await withWriteLock(db, () =>
    db.transaction(async (tx) => {
      for (const { request, type } of await dueRequests(tx, now, payerCode)) {
        if (type === 'Bank Transfer') await lapse(tx, request.id);
        else await settleRequest(tx, request);
      }
    }),
  );
}

async function lapse(tx: LedgerDb, id: string): Promise<void> {
  await tx.update(ledgerPaymentRequests).set({ status: 'expired' }).where(eq(ledgerPaymentRequests.id, id));
  await reopenInvoices(tx, [id]);
}

type Settled = Pick<typeof ledgerPaymentRequests.$inferSelect, 'id' | 'isPartial' | 'amount'>;

/** A partial payment leaves its one payable invoice open for what is still owed. */
export async function settleRequest(tx: LedgerDb, request: Settled): Promise<void> {
  await tx.update(ledgerPaymentRequests).set({ status: 'paid' }).where(eq(ledgerPaymentRequests.id, request.id));
  const rows = await tx.select().from(ledgerInvoices).where(eq(ledgerInvoices.paymentRequestId, request.id));
  const payable = request.isPartial ? rows.find((r) => r.amount > 0) : undefined;
  const paidRows = rows.filter((r) => r !== payable).map((r) => r.accountingNo);
  if (paidRows.length > 0) await tx.update(ledgerInvoices).set({ status: 'paid' }).where(inArray(ledgerInvoices.accountingNo, paidRows));
  if (payable) {
    const owed = rows.reduce((sum, r) => sum + r.amount, 0) - request.amount;
    await tx
      .update(ledgerInvoices)
      .set({ status: owed > 0 ? 'open' : 'paid', amount: Math.max(owed, 0), paymentRequestId: null })
      .where(eq(ledgerInvoices.accountingNo, payable.accountingNo));
  }
}
