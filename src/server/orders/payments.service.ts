// Order payments of the acting customer: list, receipts (blob store + upstream record), approve, void.
// Every action first finds the payment among the customer's own, so a foreign order number is a 404.
import { canChangeReceipts, checkReceipt, receiptFileName, RECEIPT_EXTENSIONS } from '../../domain/orders';
import type { CustCode } from '../auth/claims';
import type { Services } from '../services';
import { forgetCredit, readCredit } from '../shell/shell.reads';
import { readOrderList } from './orders.reads';
import {
  ApprovePaymentDocument,
  DeletePaymentDocDocument,
  PaymentsDocument,
  UploadPaymentDocument,
  VoidPaymentDocument,
  type OrderPaymentFieldsFragment,
} from '../upstream/generated';
import { refuseActivePdf } from '../uploads/pdf-active-content';
import { ordersError } from './orders.errors';

export type OrderPayment = OrderPaymentFieldsFragment;
type Deps = Pick<Services, 'upstream' | 'cache' | 'blob'>;

export async function listPayments(deps: Deps, customer: CustCode, status?: string): Promise<OrderPayment[]> {
  const companies = await readCredit(deps, customer);
  const perCompany = await Promise.all(
    companies.map(async ({ company }) => {
      const { payments } = await deps.upstream.request(PaymentsDocument, { sorg: company.code, module: 'b2b', custCode: customer.r3, status: status ?? null });
      return payments;
    }),
  );
  return perCompany.flat().sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.orderNumber.localeCompare(a.orderNumber));
}

export async function findPayment(deps: Deps, customer: CustCode, orderNumber: string): Promise<OrderPayment> {
  const payment = (await listPayments(deps, customer)).find((p) => p.orderNumber === orderNumber);
  if (!payment) throw ordersError('PAYMENT_NOT_FOUND');
  return payment;
}

export async function findReceipt(deps: Deps, customer: CustCode, docId: string) {
  for (const payment of await listPayments(deps, customer)) {
    const doc = payment.docs.find((d) => d.id === docId);
    if (doc) return { payment, doc };
  }
  throw ordersError('RECEIPT_NOT_FOUND');
}

export async function uploadReceipt(deps: Deps, customer: CustCode, orderNumber: string, file: { name: string; bytes: Uint8Array }) {
  const check = checkReceipt(file.bytes);
  if (!check.ok) throw ordersError(check.reason === 'type' ? 'RECEIPT_TYPE' : check.reason === 'too_large' ? 'RECEIPT_TOO_LARGE' : 'RECEIPT_EMPTY');
  await refuseActivePdf(file.bytes);
  const payment = await findPayment(deps, customer, orderNumber);
  if (!canChangeReceipts(payment.paymentStatus)) throw ordersError('PAYMENT_CLOSED');
  if (payment.docs.length >= payment.maxDocs) throw ordersError('RECEIPT_LIMIT', { max: payment.maxDocs });
  const key = `payment-receipts/${orderNumber}/${crypto.randomUUID()}.${RECEIPT_EXTENSIONS[check.type]}`;
  await deps.blob.put(key, file.bytes, check.type);
  try {
    const { uploadPayment } = await deps.upstream.request(UploadPaymentDocument, { orderNumber, file: key, fileName: receiptFileName(file.name, check.type) });
    if (!uploadPayment.message.status || !uploadPayment.doc) {
      throw ordersError(uploadPayment.userErrors.some((e) => e.field === 'file') ? 'RECEIPT_LIMIT' : 'PAYMENT_CLOSED', { max: payment.maxDocs });
    }
    return uploadPayment.doc;
  } catch (error) {
    // The upstream refused or failed: keep no orphan bytes.
    await deps.blob.delete(key);
    throw error;
  }
}

export async function deleteReceipt(deps: Deps, customer: CustCode, docId: string): Promise<void> {
  const { payment, doc } = await findReceipt(deps, customer, docId);
  if (!canChangeReceipts(payment.paymentStatus)) throw ordersError('PAYMENT_CLOSED');
  const { deletePaymentDoc } = await deps.upstream.request(DeletePaymentDocDocument, { id: doc.id });
  if (!deletePaymentDoc.message.status) throw ordersError('PAYMENT_CLOSED');
  await deps.blob.delete(doc.file);
}

export async function readReceipt(deps: Deps, customer: CustCode, docId: string) {
  const { doc } = await findReceipt(deps, customer, docId);
  const object = await deps.blob.get(doc.file);
  if (!object) throw ordersError('RECEIPT_NOT_FOUND');
  return { doc, object };
}

/**
 * The payment of an order as staff see it: within the selected customer, or any customer's for
 * head office (custCode null).
 */
export async function findStaffPayment(deps: Deps, custCode: string | null, orderNumber: string): Promise<OrderPayment> {
  const page = await readOrderList(deps.upstream, { custCode, search: orderNumber, page: 1, limit: 20, withPayment: true });
  const payment = page.data.find((o) => o.orderNumber === orderNumber)?.payment;
  if (!payment) throw ordersError('PAYMENT_NOT_FOUND');
  return payment;
}

export async function readStaffReceipt(deps: Deps, custCode: string | null, orderNumber: string, docId: string) {
  const doc = (await findStaffPayment(deps, custCode, orderNumber)).docs.find((d) => d.id === docId);
  const object = doc ? await deps.blob.get(doc.file) : null;
  if (!doc || !object) throw ordersError('RECEIPT_NOT_FOUND');
  return { doc, object };
}

/** Of two racing calls the upstream lets one through; the other gets the spec's failure message. */
export async function approvePayment(deps: Deps, custCode: string | null, orderNumber: string): Promise<void> {
  const payment = await findStaffPayment(deps, custCode, orderNumber);
  const { approvePayment: outcome } = await deps.upstream.request(ApprovePaymentDocument, { orderNumber });
  if (!outcome.message.status) throw ordersError('APPROVE_FAILED');
  await forgetCredit(deps.cache, payment.custCode);
}

export async function voidPayment(deps: Deps, custCode: string | null, orderNumber: string): Promise<void> {
  const payment = await findStaffPayment(deps, custCode, orderNumber);
  const { voidPayment: outcome } = await deps.upstream.request(VoidPaymentDocument, { orderNumber });
  if (!outcome.message.status) throw ordersError('VOID_FAILED');
  await forgetCredit(deps.cache, payment.custCode);
}
