// Expected failures of the invoice and payment routes: status, stable code, locales key. The
// envelope's message is in the request's language (api/request-locale.ts).
import type { Locale } from '../../domain/locales';
import { ApiError, type ApiIssue } from '../api/errors';
import { t, type MessageKey, type MessageParams } from '../i18n';

const ERRORS = {
  INVOICE_NOT_FOUND: [404, 'invoice.error.not_found'],
  INVOICE_TAKEN: [409, 'invoice.error.select_another'],
  PAYMENT_DISABLED: [403, 'payment.error.disabled'],
  PAYMENT_RULE: [422, 'invoice.error.rule'],
  PAYMENT_INVALID: [422, 'payment.error.invalid'],
  PAYMENT_REFUSED: [422, 'payment.error.refused'],
  IDEMPOTENCY_KEY: [400, 'payment.error.idempotency_key'],
  IDEMPOTENCY_CONFLICT: [409, 'payment.error.idempotency_conflict'],
  SAVED_PAYMENT_NOT_FOUND: [404, 'payment.error.saved_not_found'],
  VOID_FAILED: [409, 'payment.error.void_failed'],
  EMAIL_FAILED: [422, 'invoice.error.email_failed'],
} as const satisfies Record<string, readonly [number, MessageKey]>;

export type InvoicesErrorCode = keyof typeof ERRORS;

export { requestLocale } from '../api/request-locale';

export interface ErrorDetail {
  /** Replaces the message with this (translated) key. */
  key?: MessageKey;
  params?: MessageParams;
  issues?: ApiIssue[];
}

export function invoicesError(locale: Locale, code: InvoicesErrorCode, detail: ErrorDetail = {}): ApiError {
  const [status, fallbackKey] = ERRORS[code];
  const key = detail.key ?? fallbackKey;
  return new ApiError(status, code, t(locale, key, detail.params), key, detail.issues);
}
