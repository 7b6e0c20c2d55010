// Creates an invoice payment request once. The portal's idempotency record answers a retry, a
// double click or a second tab with the first answer; the same key goes to the upstream, which
// also answers a repeated key with its first request. Card and account numbers pass through to
// the upstream (the gateway) only: the stored hash and answer hold at most the last four digits.
import type { PortalDb } from '../../../db/client';
import type { PaymentInformation } from '../../domain/payments/payment-info.schema';
import { maskedNumber } from '../../domain/payments/payment-info.rules';
import { claimKey, completeKey, releaseKey } from '../cart/idempotency.repo';
import { invoicesError } from '../invoices/invoices.errors';
import type { Cache } from '../runtime/types';
import { forgetCredit } from '../shell/shell.reads';
import { isUpstreamError } from '../upstream';
import { CreateInvoicePaymentRequestV3Document, type PaymentInformationInput } from '../upstream/generated';
import { checkPayment, type CheckContext, type CheckedPayment } from './payment-checks';
import type { CreatePaymentBody } from './payment-request.schema';

export interface CreatedPayment {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly paymentStatus: string;
  readonly isPartialPayment: boolean;
  readonly merchant: string;
  readonly methodType: string;
  readonly virtualAccountNo: string | null;
  readonly expiredDate: string;
  readonly invoices: readonly { invoiceNo: string; accountingNumber: string; amount: number }[];
}

export type CreateOutcome = { readonly payment: CreatedPayment; readonly replayed: boolean };

export interface CreateContext extends CheckContext {
  db: PortalDb;
  cache: Cache;
  userId: string;
}

export async function createPayment(ctx: CreateContext, key: string, body: CreatePaymentBody): Promise<CreateOutcome> {
  const scope = `invoice-payment:${ctx.userId}:${ctx.code.r3}`;
  const hash = await requestHash(ctx.code.r3, body);
  let claim = await claimKey(ctx.db, scope, key, hash);
  // A twin submit still running: wait for its answer rather than racing it to the upstream.
  for (let waited = 0; claim.kind === 'in_progress' && waited < IN_PROGRESS_WAIT_MS; waited += POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    claim = await claimKey(ctx.db, scope, key, hash);
  }
  if (claim.kind === 'conflict' || claim.kind === 'in_progress') throw invoicesError(ctx.locale, 'IDEMPOTENCY_CONFLICT');
  if (claim.kind === 'replay') return { payment: JSON.parse(claim.body) as CreatedPayment, replayed: true };
  try {
    const payment = await callUpstream(ctx, key, body, await checkPayment(ctx, body));
    await completeKey(ctx.db, scope, key, 201, JSON.stringify(payment));
    await forgetCredit(ctx.cache, ctx.code.r3);
    return { payment, replayed: false };
  } catch (error) {
    // A refused or failed submit frees its key so the dealer can fix the input and send again.
    await releaseKey(ctx.db, scope, key);
    throw error;
  }
}

const POLL_MS = 100;
const IN_PROGRESS_WAIT_MS = 15_000;

async function callUpstream(ctx: CreateContext, key: string, body: CreatePaymentBody, checked: CheckedPayment): Promise<CreatedPayment> {
  const { createInvoicePaymentRequestV3: result } = await ctx.upstream.request(CreateInvoicePaymentRequestV3Document, {
    input: {
      payerCode: ctx.code.r3,
      sorg: body.company,
      invoiceNumbers: [...new Set(checked.rows.map((r) => r.invoiceNo))],
      accountingNumbers: checked.rows.map((r) => r.id),
      paymentId: checked.method.id,
      savedPaymentId: body.savedPaymentId ?? null,
      isPartialPayment: checked.partial,
      amount: checked.partial ? checked.summary.amountToPay : null,
      paymentRequestData: body.savedPaymentId === undefined && body.information ? upstreamInformation(body.information) : null,
      idempotencyKey: key,
    },
  }).catch((error: unknown) => {
    // A GraphQL input error may quote the variables, card number included: only the kind is logged.
    throw new Error(`createInvoicePaymentRequestV3 failed (${isUpstreamError(error) ? error.kind : 'unknown'})`);
  });
  const request = result.paymentRequest;
  if (!result.message.status || !request) throw refusal(ctx, result.message.description ?? result.userErrors[0]?.message ?? '');
  return {
    id: request.id,
    amount: request.amount,
    currency: request.currency,
    paymentStatus: request.paymentStatus,
    isPartialPayment: request.isPartialPayment,
    merchant: request.merchant,
    methodType: checked.method.type,
    virtualAccountNo: request.virtualAccountNo,
    expiredDate: request.expiredDate,
    invoices: request.invoices.map((i) => ({ invoiceNo: i.invoiceNo, accountingNumber: i.accountingNumber, amount: i.amount })),
  };
}

function refusal(ctx: CheckContext, description: string) {
  const taken = /Invoice (\S+) is already paid or in payment/.exec(description);
  if (taken) return invoicesError(ctx.locale, 'INVOICE_TAKEN', { params: { invoiceNo: taken[1] ?? '' } });
  if (/not found/i.test(description)) return invoicesError(ctx.locale, 'INVOICE_NOT_FOUND');
  return invoicesError(ctx.locale, 'PAYMENT_REFUSED', { params: { reason: description } });
}

function upstreamInformation(info: PaymentInformation): PaymentInformationInput {
  if (info.kind === 'ACH') {
    return { accountType: info.accountType, accountNumber: info.accountNumber, routingNumber: info.routingNumber, shouldSavePayment: info.shouldSavePayment };
  }
  return {
    creditCardType: info.creditCardType,
    creditCardNumber: info.creditCardNumber.replace(/[\s-]/g, ''),
    expiredMonth: info.expiredMonth.padStart(2, '0'),
    expiredYear: info.expiredYear,
    securityCode: info.securityCode,
    shouldSavePayment: info.shouldSavePayment,
  };
}

/** What makes two submits "the same request", without any full card or account number in it. */
async function requestHash(r3: string, body: CreatePaymentBody): Promise<string> {
  const info = body.information;
  const masked = info === undefined ? null : info.kind === 'ACH' ? maskedNumber(info.accountType, info.accountNumber) : maskedNumber(info.creditCardType, info.creditCardNumber);
  const canonical = JSON.stringify([r3, body.company, body.invoices.map((i) => i.id).toSorted(), body.paymentId, body.savedPaymentId ?? null, body.partial?.amount ?? null, masked]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
