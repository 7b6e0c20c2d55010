// Payment request rows to the gateway's PaymentRequest shape, and the masking of payment data.
import { inArray } from 'drizzle-orm';
import { ledgerPaymentRequestItems, type ledgerPaymentRequests } from '../../db/schema/ledger';
import type { LedgerDb } from '../db';

type RequestRow = typeof ledgerPaymentRequests.$inferSelect;

export async function toPaymentRequests(db: LedgerDb, rows: readonly RequestRow[]) {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(ledgerPaymentRequestItems)
    .where(inArray(ledgerPaymentRequestItems.requestId, rows.map((r) => r.id)));
  const byRequest = Map.groupBy(items, (i) => i.requestId);
  return rows.map((r) => ({
    id: r.id,
    payerCode: r.payerCode,
    sorg: r.sorg,
    merchant: r.merchant,
    amount: r.amount,
    currency: r.currency,
    externalId: r.externalId,
    virtualAccountNo: r.virtualAccountNo,
    paymentStatus: r.status,
    isPartialPayment: r.isPartial,
    expiredDate: r.expiredAt,
    createdAt: r.createdAt,
    invoices: (byRequest.get(r.id) ?? []).map((i) => ({ accountingNumber: i.accountingNo, invoiceNo: i.invoiceNo, amount: i.amount })),
  }));
}

export type PaymentRequestView = Awaited<ReturnType<typeof toPaymentRequests>>[number];

export interface PaymentInformation {
  id?: string | null | undefined;
  accountType?: string | null | undefined;
  accountNumber?: string | null | undefined;
  routingNumber?: string | null | undefined;
  creditCardNumber?: string | null | undefined;
  creditCardType?: string | null | undefined;
  expiredMonth?: string | null | undefined;
  expiredYear?: string | null | undefined;
  securityCode?: string | null | undefined;
  shouldSavePayment?: boolean | null | undefined;
}

function lastFour(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '').slice(-4);
}

/** What may be kept of the payer's payment details: type and last four digits, never full numbers. */
export function maskedDisplay(info: PaymentInformation): string | null {
  if (info.creditCardNumber) return `${info.creditCardType ?? 'Card'} •••• ${lastFour(info.creditCardNumber)}`;
  if (info.accountNumber) return `${info.accountType ?? 'Account'} •••• ${lastFour(info.accountNumber)}`;
  return null;
}
