// What differs per runtime sits behind these interfaces. `#runtime/<name>` resolves to
// src/server/runtime/node/<name>.ts by default and to src/server/runtime/workerd/<name>.ts
// when built for Cloudflare (package.json "imports" conditions).

export interface BlobObject {
  body: Uint8Array;
  contentType: string;
  size: number;
}

/** Bytes of uploaded files: a folder on disk locally, R2 on Workers. Keys are slash-separated. */
export interface BlobStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<BlobObject | null>;
  delete(key: string): Promise<void>;
}

/** Short-lived cache for cheap reads at the edge: memory locally, Cache API on Workers. */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
}

/** Outgoing mail: written to disk locally (data/mail), a provider's HTTP API on Workers. */
export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
}

/** An answer to a JSON POST: the status and the body's text (the caller parses it). */
export interface PostAnswer {
  status: number;
  text: string;
}

/**
 * POSTs a JSON body (the upstream's GraphQL): node:http with kept-alive sockets on Node, fetch on
 * Workers. `idempotent`: the request may be sent again when a kept-alive socket turns out closed.
 */
export type PostJson = (url: string, headers: Record<string, string>, body: string, signal: AbortSignal, idempotent: boolean) => Promise<PostAnswer>;

/** Counts requests per key in one place per deployment: in-process on Node, Cloudflare's rate-limiting binding on Workers. */
export interface RateLimiter {
  readonly policy: import('../../domain/public-api/rate-limit.rules').RatePolicy;
  take(key: string): Promise<import('../../domain/public-api/rate-limit.rules').RateDecision>;
}
