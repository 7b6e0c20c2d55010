// createInvoicePaymentRequestV3: reserves a payer's open invoices for one payment.
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  ledgerInvoices,
  ledgerPaymentMerchants,
  ledgerPaymentMethods,
  ledgerPaymentRequestItems,
  ledgerPaymentRequests,
  ledgerSavedPayments,
} from '../../db/schema/ledger';
import { failed, nextSequence, succeeded, type LedgerDb, type MutationOutcome } from '../db';
import { toR3 } from '../lookup';
import { paymentAmount } from './payment-amount.rules';
import { settlementDelayMs, settleRequest } from './settle-payments';
import { maskedDisplay, toPaymentRequests, type PaymentInformation, type PaymentRequestView } from './payment-request.mapper';

export interface PaymentRequestInput {
  payerCode: string;
  sorg: string;
  invoiceNumbers: readonly string[];
  accountingNumbers?: readonly string[] | null | undefined;
  paymentId: string;
  savedPaymentId?: string | null | undefined;
  isPartialPayment: boolean;
  amount?: number | null | undefined;
  extRefData?: string | null | undefined;
  paymentRequestData?: PaymentInformation | null | undefined;
  idempotencyKey: string;
}

export type PaymentRequestResult = MutationOutcome & { paymentRequest: PaymentRequestView | null };

const SELECT_ANOTHER = (invoiceNo: string) =>
  `Invoice ${invoiceNo} is already paid or in payment, please select another invoice`;

class Refused extends Error {
  constructor(readonly outcome: MutationOutcome) {
    super(outcome.message.description ?? 'refused');
  }
}

const refuse = (description: string, field: string | null = null): never => {
  throw new Refused(failed(description, field));
};

export async function createInvoicePaymentRequest(
  db: LedgerDb,
  input: PaymentRequestInput,
  now: Date,
): Promise<PaymentRequestResult> {
  const payerCode = await toR3(db, input.payerCode);
  const existing = await findByKey(db, payerCode, input.idempotencyKey);
  if (existing) return { ...succeeded('Payment request already created'), paymentRequest: existing };
  try {
    const id = await db.transaction((tx) => insertRequest(tx, { ...input, payerCode }, now));
    return { ...succeeded('Payment request created'), paymentRequest: await findById(db, id) };
  } catch (err) {
    if (err instanceof Refused) return { ...err.outcome, paymentRequest: null };
    // Another writer took the same key first (a second process): answer with its request.
    const winner = isUniqueViolation(err) ? await findByKey(db, payerCode, input.idempotencyKey) : null;
    if (winner) return { ...succeeded('Payment request already created'), paymentRequest: winner };
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Error && /UNIQUE constraint failed: ledger_payment_requests/.test(`${err.message} ${String(err.cause ?? '')}`);
}

async function findByKey(db: LedgerDb, payerCode: string, key: string) {
  const rows = await db
    .select()
    .from(ledgerPaymentRequests)
    .where(and(eq(ledgerPaymentRequests.payerCode, payerCode), eq(ledgerPaymentRequests.idempotencyKey, key)));
  return (await toPaymentRequests(db, rows))[0] ?? null;
}

async function findById(db: LedgerDb, id: string) {
  const rows = await db.select().from(ledgerPaymentRequests).where(eq(ledgerPaymentRequests.id, id));
  return (await toPaymentRequests(db, rows))[0] ?? null;
}

async function merchantFor(tx: LedgerDb, paymentId: string, sorg: string) {
  const rows = await tx
    .select({ merchant: ledgerPaymentMerchants, method: ledgerPaymentMethods })
    .from(ledgerPaymentMerchants)
    .innerJoin(ledgerPaymentMethods, eq(ledgerPaymentMethods.id, ledgerPaymentMerchants.methodId))
    .where(and(eq(ledgerPaymentMerchants.id, paymentId), eq(ledgerPaymentMethods.sorg, sorg)));
  return rows[0] ?? refuse('Payment method is not available', 'paymentId');
}

async function selectedRows(tx: LedgerDb, input: PaymentRequestInput) {
  const byAccounting = input.accountingNumbers && input.accountingNumbers.length > 0;
  const rows = await tx
    .select()
    .from(ledgerInvoices)
    .where(
      and(
        eq(ledgerInvoices.payerCode, input.payerCode),
        eq(ledgerInvoices.sorg, input.sorg),
        byAccounting
          ? inArray(ledgerInvoices.accountingNo, [...(input.accountingNumbers ?? [])])
          : inArray(ledgerInvoices.invoiceNo, [...input.invoiceNumbers]),
      ),
    );
  const found = new Set(rows.map((r) => (byAccounting ? r.accountingNo : r.invoiceNo)));
  const wanted = byAccounting ? (input.accountingNumbers ?? []) : input.invoiceNumbers;
  const missing = wanted.find((n) => !found.has(n));
  if (missing !== undefined || rows.length === 0) refuse(`Invoice ${missing ?? ''} not found`.trim(), 'invoiceNumbers');
  // Paying a whole invoice by number means its unpaid rows; paid instalments stay out.
  const chosen = byAccounting ? rows : rows.filter((r) => r.status !== 'paid');
  const taken = chosen.find((r) => r.status !== 'open') ?? (chosen.length === 0 ? rows[0] : undefined);
  if (taken) refuse(SELECT_ANOTHER(taken.invoiceNo), 'invoiceNumbers');
  return chosen;
}

async function rowsPerInvoice(tx: LedgerDb, invoiceNos: readonly string[]) {
  const rows = await tx
    .select({ invoiceNo: ledgerInvoices.invoiceNo, n: count() })
    .from(ledgerInvoices)
    .where(inArray(ledgerInvoices.invoiceNo, [...new Set(invoiceNos)]))
    .groupBy(ledgerInvoices.invoiceNo);
  return new Map(rows.map((r) => [r.invoiceNo, r.n]));
}

async function checkSavedPayment(tx: LedgerDb, input: PaymentRequestInput) {
  if (!input.savedPaymentId) return;
  const rows = await tx
    .select({ id: ledgerSavedPayments.id })
    .from(ledgerSavedPayments)
    .where(
      and(
        eq(ledgerSavedPayments.id, input.savedPaymentId),
        eq(ledgerSavedPayments.custCode, input.payerCode),
        isNull(ledgerSavedPayments.deletedAt),
      ),
    );
  if (rows.length === 0) refuse('Saved payment not found', 'savedPaymentId');
}

async function insertRequest(tx: LedgerDb, input: PaymentRequestInput, now: Date): Promise<string> {
  const { merchant, method } = await merchantFor(tx, input.paymentId, input.sorg);
  await checkSavedPayment(tx, input);
  const rows = await selectedRows(tx, input);
  const computed = paymentAmount({
    selected: rows,
    rowsPerInvoice: await rowsPerInvoice(tx, rows.map((r) => r.invoiceNo)),
    isPartialPayment: input.isPartialPayment,
    requestedAmount: input.amount ?? null,
    merchantDiscountPercent: merchant.paymentDiscount,
  });
  if (!computed.ok) return refuse(computed.message, computed.field);
  const n = await nextSequence(tx, 'payment_request');
  const id = `PR${String(n).padStart(8, '0')}`;
  const transfer = method.type === 'Bank Transfer';

  await tx.insert(ledgerPaymentRequests).values({
    id,
    idempotencyKey: input.idempotencyKey,
    payerCode: input.payerCode,
    sorg: input.sorg,
    merchant: merchant.id,
    paymentMethodId: method.id,
    isPartial: input.isPartialPayment,
    amount: computed.amount,
    currency: rows[0]?.currency ?? '',
    externalId: `${merchant.extPaymentGatewayId}-${id}`,
    virtualAccountNo: transfer ? `8808${input.payerCode.slice(-6)}${String(n % 10_000).padStart(4, '0')}` : null,
    status: 'pending',
    extRefData: input.extRefData ?? null,
    requestData: JSON.stringify({ display: input.paymentRequestData ? maskedDisplay(input.paymentRequestData) : null }),
    expiredAt: new Date(now.getTime() + (transfer ? settlementDelayMs(method.type) : 0)).toISOString(),
    createdAt: now.toISOString(),
  });
  await tx.insert(ledgerPaymentRequestItems).values(
    rows.map((r) => ({ requestId: id, accountingNo: r.accountingNo, invoiceNo: r.invoiceNo, amount: r.amount })),
  );
  const reserved = await tx
    .update(ledgerInvoices)
    .set({ status: transfer ? 'waiting_for_payment' : 'pending_payment', paymentRequestId: id })
    .where(and(inArray(ledgerInvoices.accountingNo, rows.map((r) => r.accountingNo)), eq(ledgerInvoices.status, 'open')))
    .returning({ accountingNo: ledgerInvoices.accountingNo });
  if (reserved.length !== rows.length) refuse(SELECT_ANOTHER(rows[0]?.invoiceNo ?? ''), 'invoiceNumbers');
  await savePaymentIfAsked(tx, input, merchant.id, method.type);
  // The simulated gateway answers an immediate type (card, ACH) at once; a bank transfer waits.
  if (!transfer) await settleRequest(tx, { id, isPartial: input.isPartialPayment, amount: computed.amount });
  return id;
}

async function savePaymentIfAsked(tx: LedgerDb, input: PaymentRequestInput, merchantId: string, type: string) {
  const info = input.paymentRequestData;
  const display = info ? maskedDisplay(info) : null;
  if (!info?.shouldSavePayment || !display) return;
  const n = await nextSequence(tx, 'saved_payment');
  await tx.insert(ledgerSavedPayments).values({
    // SP + 6 digits is taken by the demo seed (SP{n}{1,2}); saved-at-payment ones get their own prefix.
    id: `SV${String(n).padStart(6, '0')}`,
    custCode: input.payerCode,
    sorg: input.sorg,
    merchantId,
    type,
    display,
  });
}
