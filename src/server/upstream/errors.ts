import type { GraphQLErrorEntry } from './transport';

/** Error codes the upstream is known to return in `extensions.code` (spec, error catalogue). */
export const KNOWN_UPSTREAM_CODES = [
  '1000', '5000', 'C001', 'G001', 'I002', 'I003', 'I006', 'INT',
  'M001', 'M002', 'N001', 'N002', 'S001', 'U001', 'UNKNOWN',
] as const;

export type UpstreamErrorCode = (typeof KNOWN_UPSTREAM_CODES)[number];

export type UpstreamErrorKind =
  | 'timeout'
  | 'cancelled'
  | 'network'
  | 'http'
  | 'graphql'
  | 'no-data'
  | 'config';

export interface UpstreamErrorDetail {
  message: string;
  path?: readonly (string | number)[];
  /** `extensions.code` as a string, when the upstream sent one. */
  code?: string;
}

interface UpstreamErrorInit {
  operationName?: string | undefined;
  status?: number | undefined;
  errors?: readonly UpstreamErrorDetail[] | undefined;
  data?: unknown;
  cause?: unknown;
}

export const NO_DATA_MESSAGE = 'graphql return no data';

/** The one error type the upstream client throws; `kind` says what went wrong. */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  readonly kind: UpstreamErrorKind;
  readonly operationName: string | undefined;
  /** HTTP status for kind `http`. */
  readonly status: number | undefined;
  /** GraphQL errors for kind `graphql` (and `http` when the body carried them). */
  readonly errors: readonly UpstreamErrorDetail[];
  /** Partial data that came with GraphQL errors, if any. */
  readonly data: unknown;

  constructor(kind: UpstreamErrorKind, message: string, init: UpstreamErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = kind;
    this.operationName = init.operationName;
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.data = init.data;
  }

  /** The first known upstream code among the errors, `UNKNOWN` when none is known. */
  get code(): UpstreamErrorCode {
    const known = this.errors.map((e) => e.code).find(isKnownCode);
    return known ?? 'UNKNOWN';
  }

  get codes(): string[] {
    return this.errors.flatMap((e) => (e.code === undefined ? [] : [e.code]));
  }
}

export function isKnownCode(code: string | undefined): code is UpstreamErrorCode {
  return (KNOWN_UPSTREAM_CODES as readonly (string | undefined)[]).includes(code);
}

export function isUpstreamError(error: unknown, kind?: UpstreamErrorKind): error is UpstreamError {
  return error instanceof UpstreamError && (kind === undefined || error.kind === kind);
}

export function toErrorDetails(errors: readonly GraphQLErrorEntry[]): UpstreamErrorDetail[] {
  return errors.map((entry) => {
    const detail: UpstreamErrorDetail = { message: entry.message };
    if (entry.path) detail.path = entry.path;
    const code = entry.extensions?.['code'];
    if (typeof code === 'string' || typeof code === 'number') detail.code = String(code);
    return detail;
  });
}

/** The upstream cannot be reached or is failing as a whole (not a refusal of this one request). */
export function isUpstreamOutage(error: unknown): error is UpstreamError {
  if (!(error instanceof UpstreamError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status === undefined || error.status >= 500 || error.status === 429);
}
