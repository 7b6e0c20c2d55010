// Payment methods per company and a customer's saved (masked) payments.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ledgerPaymentMerchants, ledgerPaymentMethods, ledgerSavedPayments } from '../../db/schema/ledger';
import { failed, succeeded, type LedgerDb, type MutationOutcome } from '../db';
import { toR3 } from '../lookup';

type MerchantRow = typeof ledgerPaymentMerchants.$inferSelect;

function toMerchant(m: MerchantRow) {
  return {
    id: m.id,
    instruction: m.instruction,
    extPaymentGatewayId: m.extPaymentGatewayId,
    paymentDiscount: m.paymentDiscount,
    payment: { id: m.methodId },
  };
}

export async function paymentMethods(db: LedgerDb, sorg: string) {
  const methods = await db.select().from(ledgerPaymentMethods).where(eq(ledgerPaymentMethods.sorg, sorg)).orderBy(ledgerPaymentMethods.id);
  if (methods.length === 0) return [];
  const merchants = await db
    .select()
    .from(ledgerPaymentMerchants)
    .where(inArray(ledgerPaymentMerchants.methodId, methods.map((m) => m.id)))
    .orderBy(ledgerPaymentMerchants.id);
  const byMethod = Map.groupBy(merchants, (m) => m.methodId);
  return methods.map((m) => ({
    id: m.id,
    type: m.type,
    desc: m.description,
    paymentMerchants: (byMethod.get(m.id) ?? []).map(toMerchant),
  }));
}

export async function savedPayments(db: LedgerDb, custCode: string, sorgs: readonly string[] | null | undefined) {
  const cust = await toR3(db, custCode);
  const rows = await db
    .select({ saved: ledgerSavedPayments, merchant: ledgerPaymentMerchants })
    .from(ledgerSavedPayments)
    .innerJoin(ledgerPaymentMerchants, eq(ledgerPaymentMerchants.id, ledgerSavedPayments.merchantId))
    .where(
      and(
        eq(ledgerSavedPayments.custCode, cust),
        isNull(ledgerSavedPayments.deletedAt),
        sorgs && sorgs.length > 0 ? inArray(ledgerSavedPayments.sorg, [...sorgs]) : undefined,
      ),
    )
    .orderBy(ledgerSavedPayments.id);
  return rows.map(({ saved, merchant }) => ({
    id: saved.id,
    display: saved.display,
    type: saved.type,
    sorg: saved.sorg,
    paymentMerchant: toMerchant(merchant),
  }));
}

export async function deleteSavedPayment(db: LedgerDb, id: string, custCode: string, now: Date): Promise<MutationOutcome> {
  const cust = await toR3(db, custCode);
  const deleted = await db
    .update(ledgerSavedPayments)
    .set({ deletedAt: now.toISOString() })
    .where(and(eq(ledgerSavedPayments.id, id), eq(ledgerSavedPayments.custCode, cust), isNull(ledgerSavedPayments.deletedAt)))
    .returning({ id: ledgerSavedPayments.id });
  return deleted.length > 0 ? succeeded('Saved payment deleted') : failed('Saved payment not found', 'id');
}
