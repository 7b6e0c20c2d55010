// Expected failures of the frames, upload, download and bonus routes: status, stable code, locales
// key. The envelope's message is English; pages translate the key (framesMessage).
import { formatDate } from '../../domain/format';
import type { Locale } from '../../domain/locales';
import { ApiError, type ApiIssue } from '../api/errors';
import { isMessageKey, t, type MessageKey, type MessageParams } from '../i18n';

const ERRORS = {
  FRAME_INVALID: [422, 'retail_sales.error.frame_not_polygon'],
  FRAME_NOT_FOUND: [404, 'retail_sales.error.not_found'],
  REUPLOAD_FAILED: [409, 'retail_sales.error.reupload_failed'],
  UPLOAD_FILE: [415, 'upload_area.error.bad_file'],
  UPLOAD_TOO_LARGE: [413, 'upload_area.error.too_large'],
  UPLOAD_EMPTY: [400, 'upload_area.error.empty'],
  UPLOAD_TOO_MANY_ROWS: [413, 'upload_area.error.too_many_rows'],
  DOWNLOAD_QUOTA: [429, 'download.quota_exceeded'],
  DOWNLOAD_PERIOD: [400, 'validation.from_to'],
  DOWNLOAD_NOT_FOUND: [404, 'download_area.error.not_found'],
  DOWNLOAD_FAILED: [422, 'download_area.error.failed'],
} as const satisfies Record<string, readonly [number, MessageKey]>;

export type FramesErrorCode = keyof typeof ERRORS;

export class FramesError extends ApiError {
  readonly params: Readonly<Record<string, string | number>>;

  constructor(code: FramesErrorCode, key?: MessageKey, params: Record<string, string | number> = {}, issues?: ApiIssue[]) {
    const [status, fallback] = ERRORS[code];
    const messageKey = key ?? fallback;
    super(status, code, t('en-us', messageKey, readable('en-us', params)), messageKey, issues);
    this.params = params;
  }
}

/** Params as a page of `locale` reads them: a `date` (an ISO day, e.g. the shipped date) in its date style. */
function readable(locale: Locale, params: MessageParams): MessageParams {
  const date = params['date'];
  return typeof date === 'string' ? { ...params, date: formatDate(locale, date) } : params;
}

/** A page's text for an error key of these areas (other text as it is), its date in the page's style. */
export function framesMessage(locale: Locale, key: string, params: MessageParams = {}): string {
  return isMessageKey(key) ? t(locale, key, readable(locale, params)) : key;
}

export function framesError(code: FramesErrorCode, key?: MessageKey, params: Record<string, string | number> = {}, issues?: ApiIssue[]): FramesError {
  return new FramesError(code, key, params, issues);
}
