// The checkout page's form POST: the same zod schema and service as POST /api/checkout.
import { checkoutSchema, idempotencyKeySchema } from '../../domain/cart/cart.schema';
import type { HostConfig } from '../../domain/hosts.types';
import { isLocale } from '../../domain/locales';
import type { CustCode } from '../auth/claims';
import type { Services } from '../services';
import { readCustomer } from '../shell/shell.reads';
import { placeOrder } from './checkout.service';
import { readPageForm, UNREADABLE_FORM_KEY } from '../page-form';

export type FormOutcome =
  | { kind: 'placed'; orderNumbers: string[]; paymentTerm: string | null }
  | { kind: 'invalid'; errors: Record<string, string>; values: Record<string, string> }
  | { kind: 'refused'; messageKey: string; message: string; values: Record<string, string> }
  | { kind: 'unreadable'; messageKey: typeof UNREADABLE_FORM_KEY };

const FIELDS = ['shipto', 'paymentId', 'poNumber', 'notes', 'requestDeliveryDate', 'orderType', 'idempotencyKey'] as const;

export async function handleCheckoutForm(services: Services, host: HostConfig, userId: string, code: CustCode, request: Request): Promise<FormOutcome> {
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'unreadable', messageKey: UNREADABLE_FORM_KEY };
  const { form } = read;
  const values: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string' && value.trim() !== '') values[field] = value;
  }
  const parsed = checkoutSchema.safeParse(values);
  const key = idempotencyKeySchema.safeParse(values['idempotencyKey']);
  if (!parsed.success || !key.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0] ?? '')] = issue.message;
    if (!key.success) errors['idempotencyKey'] = 'validation.required';
    return { kind: 'invalid', errors, values };
  }
  const customer = await readCustomer(services, code).catch(() => null);
  // The page's locale prefix: the confirmation mail is written in the language the order was placed in.
  const prefix = new URL(request.url).pathname.split('/')[1];
  const actor = { userId, custCode: code.r3, email: customer?.custEmail ?? null, host, ...(isLocale(prefix) ? { locale: prefix } : {}) };
  const outcome = await placeOrder(services, actor, key.data, parsed.data);
  if (outcome.kind === 'placed') return { kind: 'placed', orderNumbers: outcome.orders.map((o) => o.orderNumber), paymentTerm: outcome.orders[0]?.paymentTerm ?? null };
  if (outcome.kind === 'conflict') return { kind: 'refused', messageKey: 'api.error.idempotency_conflict', message: 'This key was used for a different order', values };
  return { kind: 'refused', messageKey: outcome.refusal.messageKey, message: outcome.refusal.message, values };
}
