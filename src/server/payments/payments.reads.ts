// Upstream reads and small writes of the invoice payment flow, for the customer the user acts for.
import type { CustCode } from '../auth/claims';
import type { UpstreamClient } from '../upstream';
import {
  DeleteUserPaymentDocument,
  PaymentMethodsDocument,
  PaymentRequestByPayerAndInvoiceNosDocument,
  SavedPaymentsDocument,
  VoidPaymentRequestDocument,
  type PaymentRequestFieldsFragment,
} from '../upstream/generated';

export interface MethodView {
  /** The payment merchant id sent as paymentId. */
  readonly id: string;
  readonly methodId: string;
  readonly type: string;
  readonly desc: string;
  readonly instruction: string;
  /** The merchant's gateway, e.g. "xendit-bca". */
  readonly gateway: string;
  readonly discountPercent: number;
}

export interface SavedPaymentView {
  readonly id: string;
  /** Masked, e.g. "Visa •••• 4242". */
  readonly display: string;
  readonly type: string;
  readonly paymentId: string;
}

/** One entry per payment merchant: that is what a payment request names. */
export async function readPaymentMethods(upstream: UpstreamClient, company: string, signal?: AbortSignal): Promise<MethodView[]> {
  const { paymentMethods } = await upstream.request(PaymentMethodsDocument, { sorg: company }, signal ? { signal } : {});
  return paymentMethods.flatMap((m) =>
    m.paymentMerchants.map((merchant) => ({ id: merchant.id, methodId: m.id, type: m.type, desc: m.desc, instruction: merchant.instruction, gateway: merchant.extPaymentGatewayId, discountPercent: merchant.paymentDiscount })),
  );
}

export async function readSavedPayments(upstream: UpstreamClient, code: CustCode, company: string, signal?: AbortSignal): Promise<SavedPaymentView[]> {
  const { savedPayments } = await upstream.request(SavedPaymentsDocument, { custCode: code.r3, companies: [company], sorgs: [company] }, signal ? { signal } : {});
  return savedPayments.map((s) => ({ id: s.id, display: s.display, type: s.type, paymentId: s.paymentMerchant.id }));
}

export async function deleteSavedPayment(upstream: UpstreamClient, code: CustCode, id: string): Promise<boolean> {
  const { deleteUserPayment } = await upstream.request(DeleteUserPaymentDocument, { id, custCode: code.r3 });
  return deleteUserPayment.message.status && deleteUserPayment.userErrors.length === 0;
}

export async function voidPaymentRequest(upstream: UpstreamClient, code: CustCode, merchant: string): Promise<boolean> {
  const { voidPaymentRequest: outcome } = await upstream.request(VoidPaymentRequestDocument, { payerCode: code.r3, merchant });
  return outcome.message.status && outcome.userErrors.length === 0;
}

export async function paymentRequestsFor(upstream: UpstreamClient, code: CustCode, invoiceNos: readonly string[], signal?: AbortSignal): Promise<PaymentRequestFieldsFragment[]> {
  if (invoiceNos.length === 0) return [];
  const { paymentRequestByPayerAndInvoiceNos } = await upstream.request(PaymentRequestByPayerAndInvoiceNosDocument, { payerCode: code.r3, invoiceNos: [...invoiceNos] }, signal ? { signal } : {});
  return paymentRequestByPayerAndInvoiceNos;
}
