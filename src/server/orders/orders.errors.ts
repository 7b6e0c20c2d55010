// Expected failures of the order and payment routes: status, stable code, English text, locales key.
import type { ApiIssue } from '../api/errors';
import { errorTable, type ErrorParams } from '../api/error-table';

const ERRORS = {
  ORDER_NOT_FOUND: [404, 'Order not found', 'orders.error.order_not_found'],
  PAYMENT_NOT_FOUND: [404, 'Order payment not found', 'orders.error.payment_not_found'],
  RECEIPT_NOT_FOUND: [404, 'Receipt not found', 'orders.error.receipt_not_found'],
  RECEIPT_TYPE: [415, 'Receipts must be PDF, JPEG, PNG or WebP files', 'orders.error.receipt_type'],
  RECEIPT_TOO_LARGE: [413, 'The receipt is larger than 5 MB', 'orders.error.receipt_too_large'],
  RECEIPT_EMPTY: [400, 'The receipt file is empty', 'orders.error.receipt_empty'],
  RECEIPT_LIMIT: [409, 'Max items of {max} exceeded, delete an existing one to upload new', 'orders.error.receipt_limit'],
  PAYMENT_CLOSED: [409, 'This payment is already closed', 'orders.error.payment_closed'],
  APPROVE_FAILED: [409, 'Fail to approve payment', 'orders.error.approve_failed'],
  VOID_FAILED: [409, 'Fail to void payment and order', 'orders.error.void_failed'],
  NONE_CONFIRMED: [409, 'No pending order to confirm', 'order_list.none_confirmed'],
  EXPORT_FAILED: [500, 'Something went wrong (OE1)', 'orders.error.export_failed'],
  REPORT_NOT_FOUND: [404, 'Report not found', 'orders.error.report_not_found'],
} as const;

export type OrdersErrorCode = keyof typeof ERRORS;

export class OrdersError extends errorTable(ERRORS) {}

export const ordersError = (code: OrdersErrorCode, params: ErrorParams = {}, issues?: ApiIssue[]): OrdersError => new OrdersError(code, params, issues);
