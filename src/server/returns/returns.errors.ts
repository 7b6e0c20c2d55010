// Expected failures of returns: status, stable code, English text, locales key.
import type { ApiIssue } from '../api/errors';
import { errorTable, type ErrorParams } from '../api/error-table';

const ERRORS = {
  RETURN_NOT_FOUND: [404, 'Return not found', 'returns.not_found'],
  DELIVERY_NOT_FOUND: [404, 'Delivery not found among your shipped deliveries', 'returns.delivery_unknown'],
  WINDOW_CLOSED: [409, 'The time to return for this reason has passed', 'returns.window_closed'],
  LINES_INVALID: [400, 'Please check the quantities', 'returns.check_lines'],
  PHOTOS_REQUIRED: [400, 'Please add at least one photo of the damage', 'returns.photos_required'],
  PHOTOS_MAX: [400, 'At most {max} photos', 'returns.photos_max'],
  PHOTO_UNKNOWN: [400, 'A photo was not found; please upload it again', 'returns.photo_unknown'],
  PHOTO_TYPE: [415, 'Photos must be JPEG, PNG or WebP images', 'returns.photo_type'],
  PHOTO_TOO_LARGE: [413, 'The photo is too large', 'returns.photo_too_large'],
  PHOTO_EMPTY: [400, 'The photo is empty', 'returns.photo_empty'],
  CANNOT_ADD_PHOTOS: [409, 'Photos can no longer be added to this return', 'returns.cannot_add_photos'],
  ALREADY_DECIDED: [409, 'This return has already been decided', 'returns.already_decided'],
  CREDIT_FAILED: [502, 'The credit note could not be created; please try again', 'returns.credit_failed'],
} as const;

export type ReturnsErrorCode = keyof typeof ERRORS;

export class ReturnsError extends errorTable(ERRORS) {}

export const returnsError = (code: ReturnsErrorCode, params: ErrorParams = {}, issues?: ApiIssue[]): ReturnsError => new ReturnsError(code, params, issues);
