// Checkout argument rules (spec core §5): PO ≤ 35, notes ≤ 100, a real future delivery date.
import { isoDateValid, type UserError } from '../resolvers';

export const ORDER_TYPES = ['OR', 'PO', 'CF'] as const;
/** Terms of payment: the order goes on the dealer's account, no prepayment. */
export const ON_ACCOUNT = 'TOP';

export interface CheckoutArgs {
  custCode: string;
  shipto: string;
  paymentId: string;
  poNumber?: string | null;
  notes?: string | null;
  requestDeliveryDate?: string | null;
  orderType?: string | null;
  idempotencyKey: string;
  creditCheck?: boolean | null;
}

export function checkoutArgErrors(a: CheckoutArgs, today: string): UserError[] {
  const errors: UserError[] = [];
  if (!a.shipto.trim()) errors.push({ field: 'shipto', message: 'Required' });
  if (!a.paymentId.trim()) errors.push({ field: 'paymentId', message: 'Required' });
  if (!a.idempotencyKey.trim()) errors.push({ field: 'idempotencyKey', message: 'Required' });
  if ((a.poNumber ?? '').length > 35) errors.push({ field: 'poNumber', message: 'PO number must be at most 35 characters' });
  if ((a.notes ?? '').length > 100) errors.push({ field: 'notes', message: 'Notes must be at most 100 characters' });
  if (a.requestDeliveryDate && !isoDateValid(a.requestDeliveryDate)) errors.push({ field: 'requestDeliveryDate', message: 'Must be a date (yyyy-mm-dd)' });
  else if (a.requestDeliveryDate && a.requestDeliveryDate < today) errors.push({ field: 'requestDeliveryDate', message: 'Request delivery date can not be in the past' });
  if (a.orderType && !(ORDER_TYPES as readonly string[]).includes(a.orderType)) errors.push({ field: 'orderType', message: `Order type must be one of ${ORDER_TYPES.join(', ')}` });
  return errors;
}

export function requestHash(a: CheckoutArgs): string {
  return JSON.stringify([a.custCode, a.shipto, a.paymentId, a.poNumber ?? '', a.notes ?? '', a.requestDeliveryDate ?? '', a.orderType ?? 'OR']);
}
