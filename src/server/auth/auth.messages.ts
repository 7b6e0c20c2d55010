// Auth failures with their stable codes, English texts and locale keys (rendered by the API envelope
// and by the sign-in page).
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../api/errors';

const FAILURES = {
  LOGIN_INVALID: [401, 'Your username or password is incorrect', 'auth.login_invalid'],
  LOGIN_DISABLED: [403, 'Login failed, please contact support', 'account.login_failed'],
  LOGIN_LOCKED: [429, 'Too many failed sign-in attempts, please try again in 15 minutes', 'auth.login_locked'],
  LOGIN_WAIT: [429, 'Too many failed sign-in attempts from here, please wait a moment and try again', 'auth.login_wait'],
  SESSION_EXPIRED: [401, 'Your session has ended, please sign in again', 'auth.session_expired'],
  UNAUTHENTICATED: [401, 'Please sign in to continue', 'auth.sign_in_required'],
  SCOPE_MISSING: [403, 'You do not have access to this function', 'auth.forbidden'],
  CUSTOMER_NOT_YOURS: [403, 'This customer does not belong to you anymore, please contact sales support', 'customer.not_yours'],
  CHANGE_CUST_FAILED: [502, 'Failed change customer, please try again', 'customer.change_failed'],
  CUSTOMER_REQUIRED: [409, 'Please select a customer first', 'auth.customer_required'],
  CROSS_SITE: [403, 'This request did not come from this site and was refused', 'auth.cross_site'],
  WRONG_SITE: [403, 'This account orders on another country site', 'auth.wrong_site'],
} as const satisfies Record<string, readonly [ContentfulStatusCode, string, string]>;

export type AuthFailure = keyof typeof FAILURES;

export function authError(code: AuthFailure): ApiError {
  const [status, message, key] = FAILURES[code];
  return new ApiError(status, code, message, key);
}

/** A throttled sign-in: the account locked, or this address asked to wait; with Retry-After. */
export function throttledError(kind: 'wait' | 'locked', retryAfterSeconds: number): ApiError {
  const error = authError(kind === 'locked' ? 'LOGIN_LOCKED' : 'LOGIN_WAIT');
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

export function isAuthFailure(error: unknown, code?: AuthFailure): error is ApiError {
  return error instanceof ApiError && error.code in FAILURES && (code === undefined || error.code === code);
}
