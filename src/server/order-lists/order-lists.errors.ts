// Expected failures of saved order lists: status, stable code, English text, locales key.
import type { ApiIssue } from '../api/errors';
import { errorTable, type ErrorParams } from '../api/error-table';

const ERRORS = {
  LIST_NOT_FOUND: [404, 'Order list not found', 'order_lists.not_found'],
  LIST_READ_ONLY: [403, 'Only the owner can change this list', 'order_lists.read_only'],
  LIST_EMPTY: [400, 'The list has no lines', 'order_lists.empty'],
  LIST_LINES_INVALID: [400, 'Some lines could not be read', 'order_lists.bad_lines'],
  LIST_LIMIT: [409, 'This customer already keeps {max} lists; delete one first', 'order_lists.limit'],
  ORDER_NOT_FOUND: [404, 'Order not found', 'order_lists.order_unknown'],
  CANNOT_ORDER: [403, 'Your role cannot put articles in the cart', 'order_lists.cannot_order'],
} as const;

export type OrderListsErrorCode = keyof typeof ERRORS;

export class OrderListsError extends errorTable(ERRORS) {}

export const orderListsError = (code: OrderListsErrorCode, params: ErrorParams = {}, issues?: ApiIssue[]): OrderListsError => new OrderListsError(code, params, issues);
