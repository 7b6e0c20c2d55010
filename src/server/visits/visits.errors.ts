// Expected failures of the visit-form and sales-area routes: status, stable code, locales key.
import { ApiError, type ApiIssue } from '../api/errors';
import { t, type MessageKey } from '../i18n';

const ERRORS = {
  VISIT_NOT_FOUND: [404, 'visits.error.not_found'],
  FORM_NOT_YOURS: [403, 'visits.error.form_not_yours'],
  CUSTOMER_NOT_YOURS: [403, 'visits.error.customer_not_yours'],
  PHOTO_TYPE: [415, 'visits.error.photo_not_image'],
  PHOTO_TOO_LARGE: [413, 'visits.error.photo_too_large_sent'],
  PHOTOS_TOO_LARGE: [413, 'visits.error.photos_too_large_total'],
  PHOTO_EMPTY: [400, 'visits.error.photo_empty'],
  BODY: [400, 'account.check_input'],
  SAVE_FAILED: [422, 'visits.error.save_failed'],
  AREA_INVALID: [400, 'sales_area.error.category_invalid'],
  AREA_UPDATE_FAILED: [422, 'sales_area.error.update_failed'],
} as const satisfies Record<string, readonly [number, MessageKey]>;

export type VisitsErrorCode = keyof typeof ERRORS;

export class VisitsError extends ApiError {
  constructor(code: VisitsErrorCode, key?: MessageKey, issues?: ApiIssue[]) {
    const [status, fallback] = ERRORS[code];
    const messageKey = key ?? fallback;
    super(status, code, t('en-us', messageKey), messageKey, issues);
  }
}

export const visitsError = (code: VisitsErrorCode, key?: MessageKey, issues?: ApiIssue[]): VisitsError => new VisitsError(code, key, issues);
