// Expected failures of the claims and PDI routes: status, stable code, locales key. The envelope's
// message is English; pages translate the key (claimsMessage).
import type { Locale } from '../../domain/locales';
import { ApiError, type ApiIssue } from '../api/errors';
import { isMessageKey, t, type MessageKey, type MessageParams } from '../i18n';

const ERRORS = {
  CLAIM_NOT_FOUND: [404, 'claims.error.not_found'],
  FRAME_UNKNOWN: [422, 'claims.error.frame_unknown'],
  FRAME_STOLEN: [422, 'claims.error.frame_stolen'],
  ARTICLE_UNKNOWN: [422, 'claims.error.article_unknown'],
  PAA_CLOSED: [403, 'claims.error.paa_closed'],
  CLAIM_INVALID: [400, 'account.check_input'],
  CLAIM_LOCKED: [409, 'claims.error.locked'],
  DOCUMENT_NOT_YOURS: [403, 'claims.error.document_not_yours'],
  STATUS_NOT_ALLOWED: [409, 'claims.error.status_not_allowed'],
  REASON_REQUIRED: [400, 'claims.error.reason_required'],
  STAFF_ONLY: [403, 'claims.error.staff_only'],
  FILE_TYPE: [415, 'claims.error.file_type'],
  FILE_TOO_LARGE: [413, 'claims.error.file_too_large'],
  FILE_EMPTY: [400, 'claims.error.file_empty'],
  FILE_UNKNOWN: [400, 'claims.error.file_unknown'],
  TOO_MANY_PENDING: [429, 'uploads.too_many_pending'],
  MAX_ITEMS: [409, 'claims.error.max_items'],
  CUSTOMER_REQUIRED: [409, 'claims.error.select_customer'],
  PDI_NOT_FOUND: [404, 'pdi.error.not_found'],
  SAVE_FAILED: [422, 'claims.error.save_failed'],
} as const satisfies Record<string, readonly [number, MessageKey]>;

export type ClaimsErrorCode = keyof typeof ERRORS;

export class ClaimsError extends ApiError {
  readonly params: Readonly<Record<string, string | number>>;

  constructor(code: ClaimsErrorCode, params: Record<string, string | number> = {}, issues?: ApiIssue[]) {
    const [status, key] = ERRORS[code];
    super(status, code, t('en-us', key, params), key, issues);
    this.params = params;
  }
}

export const claimsError = (code: ClaimsErrorCode, params: Record<string, string | number> = {}, issues?: ApiIssue[]) => new ClaimsError(code, params, issues);

/** A page's text for an error key of this area (other text as it is). */
export function claimsMessage(locale: Locale, key: string, params: MessageParams = {}): string {
  return isMessageKey(key) ? t(locale, key, params) : key;
}
