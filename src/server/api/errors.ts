// The one error envelope of /api: `{ error: { code, message, messageKey, issues? } }`. Handlers write
// `message` in English and an issue's message as its locales key; localize-errors.ts answers in the
// request's language (the message translated, an issue given its `text`), English included.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isUpstreamOutage } from '../upstream/errors';

export interface ApiIssue {
  /** Dotted path of the field, e.g. `items.0.qty`; empty for the whole input. */
  path: string;
  message: string;
  /** The text of the key in `message`, in the request's language. */
  text?: string;
}

export interface ErrorEnvelope {
  error: { code: string; message: string; messageKey: string; issues?: ApiIssue[] };
}

/** An expected failure with a stable code: thrown from handlers, rendered by `onError`. */
export class ApiError extends HTTPException {
  readonly code: string;
  readonly messageKey: string;
  readonly issues: ApiIssue[] | undefined;
  /** Sent as Retry-After (a 429 or 503 that knows when to come back). */
  retryAfterSeconds: number | undefined;

  constructor(status: ContentfulStatusCode, code: string, message: string, messageKey: string, issues?: ApiIssue[]) {
    super(status, { message });
    this.code = code;
    this.messageKey = messageKey;
    this.issues = issues;
  }
}

export function envelope(code: string, message: string, messageKey: string, issues?: ApiIssue[]): ErrorEnvelope {
  return { error: issues ? { code, message, messageKey, issues } : { code, message, messageKey } };
}

const STATUS_CODES: Partial<Record<number, [code: string, message: string]>> = {
  400: ['BAD_REQUEST', 'Bad request'],
  401: ['UNAUTHORIZED', 'Authentication required'],
  403: ['FORBIDDEN', 'Forbidden'],
  404: ['NOT_FOUND', 'Not found'],
  405: ['METHOD_NOT_ALLOWED', 'Method not allowed'],
  409: ['CONFLICT', 'Conflict'],
  413: ['PAYLOAD_TOO_LARGE', 'Payload too large'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type'],
  422: ['UNPROCESSABLE', 'Unprocessable request'],
  429: ['RATE_LIMITED', 'Too many requests'],
  503: ['UNAVAILABLE', 'Service unavailable'],
};

const keyOf = (code: string): string => `api.error.${code.toLowerCase()}`;

export const UPSTREAM_RETRY_AFTER_SECONDS = 10;

export function onError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(envelope(err.code, err.message, err.messageKey, err.issues), err.status);
  }
  if (err instanceof HTTPException) {
    if (err.status === 400 && err.message.startsWith('Malformed JSON')) {
      return c.json(envelope('MALFORMED_JSON', 'Malformed JSON in request body', keyOf('MALFORMED_JSON')), 400);
    }
    const [code, fallback] = STATUS_CODES[err.status] ?? ['HTTP_ERROR', 'Request failed'];
    return c.json(envelope(code, err.message || fallback, keyOf(code)), err.status);
  }
  if (isUpstreamOutage(err)) {
    // The upstream's own outage: nothing is wrong with the request, and it will work again.
    c.header('Retry-After', String(UPSTREAM_RETRY_AFTER_SECONDS));
    return c.json(envelope('UPSTREAM_UNAVAILABLE', 'Ordering is unavailable right now. Please try again in a moment.', keyOf('UPSTREAM_UNAVAILABLE')), 503);
  }
  const requestId: unknown = c.get('requestId');
  console.error(`[api] request ${String(requestId)} ${c.req.method} ${c.req.path} failed:`, err);
  return c.json(envelope('INTERNAL', 'Internal error', keyOf('INTERNAL')), 500);
}

export function onNotFound(c: Context): Response {
  return c.json(envelope('NOT_FOUND', 'Not found', keyOf('NOT_FOUND')), 404);
}
