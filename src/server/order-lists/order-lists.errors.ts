// Expected failures of saved order lists: status, stable code, English text, locales key.
import { ApiError, type ApiIssue } from '../api/errors';

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

export class OrderListsError extends ApiError {
  readonly params: Readonly<Record<string, string | number>>;

  constructor(code: OrderListsErrorCode, params: Record<string, string | number> = {}, issues?: ApiIssue[]) {
    const [status, template, key] = ERRORS[code];
    super(status, code, template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)), key, issues);
    this.params = params;
  }
}

export const orderListsError = (code: OrderListsErrorCode, params: Record<string, string | number> = {}, issues?: ApiIssue[]) => new OrderListsError(code, params, issues);
