// The per-key rate limit of the public API (decision 0076): a fixed window per key, answered with the
// IETF RateLimit and RateLimit-Policy header fields (draft-ietf-httpapi-ratelimit-headers).
export interface RatePolicy {
  /** Requests allowed per window. */
  readonly quota: number;
  readonly windowSeconds: number;
}

/** 300 requests a minute per key: a shop syncing stock page by page fits; a runaway loop does not. */
export const DEFAULT_RATE_POLICY: RatePolicy = { quota: 300, windowSeconds: 60 };
const POLICY_NAME = 'per-key';

export interface RateDecision {
  readonly allowed: boolean;
  /** Requests left in the window; null where the counter does not tell (Cloudflare's binding). */
  readonly remaining: number | null;
  /** Seconds until the window resets (at least 1). */
  readonly resetSeconds: number;
}

interface Window {
  start: number;
  used: number;
}

/** Counts requests per key in the current window; windows of idle keys are dropped as they expire. */
export class FixedWindowLimiter {
  readonly #windows = new Map<string, Window>();
  #lastSweep = 0;

  constructor(
    readonly policy: RatePolicy = DEFAULT_RATE_POLICY,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): RateDecision {
    const now = this.now();
    const span = this.policy.windowSeconds * 1000;
    this.#sweep(now, span);
    let window = this.#windows.get(key);
    if (!window || now - window.start >= span) {
      window = { start: now, used: 0 };
      this.#windows.set(key, window);
    }
    const allowed = window.used < this.policy.quota;
    if (allowed) window.used += 1;
    const resetSeconds = Math.max(1, Math.ceil((window.start + span - now) / 1000));
    return { allowed, remaining: this.policy.quota - window.used, resetSeconds };
  }

  /** Forget a key at once (a revoked key's window is of no further use). */
  forget(key: string): void {
    this.#windows.delete(key);
  }

  get size(): number {
    return this.#windows.size;
  }

  #sweep(now: number, span: number): void {
    if (now - this.#lastSweep < span) return;
    this.#lastSweep = now;
    for (const [key, window] of this.#windows) if (now - window.start >= span) this.#windows.delete(key);
  }
}

/** The header fields of an answer: the policy always, the remaining quota and reset, Retry-After on 429. */
export function rateLimitHeaders(policy: RatePolicy, decision: RateDecision): Record<string, string> {
  const headers: Record<string, string> = { 'RateLimit-Policy': `"${POLICY_NAME}";q=${policy.quota};w=${policy.windowSeconds}` };
  const remaining = decision.allowed ? decision.remaining : 0;
  if (remaining !== null) headers['RateLimit'] = `"${POLICY_NAME}";r=${remaining};t=${decision.resetSeconds}`;
  if (!decision.allowed) headers['Retry-After'] = String(decision.resetSeconds);
  return headers;
}
