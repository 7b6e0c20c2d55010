// Expected failures of the order and payment routes: status, stable code, English text, locales key.
import { ApiError } from '../api/errors';

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

/** Keeps the message parameters so that pages can translate the same failure. */
export class OrdersError extends ApiError {
  readonly params: Readonly<Record<string, string | number>>;

  constructor(code: OrdersErrorCode, params: Record<string, string | number>) {
    const [status, template, key] = ERRORS[code];
    super(status, code, template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)), key);
    this.params = params;
  }
}

export function ordersError(code: OrdersErrorCode, params: Record<string, string | number> = {}): OrdersError {
  return new OrdersError(code, params);
}

