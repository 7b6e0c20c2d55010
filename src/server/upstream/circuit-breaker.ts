// While the upstream is down, a page or API call should learn it at once instead of each waiting
// for its own connection error or timeout. After an outage failure the breaker opens: calls fail
// at once for `openMs`, then one call is let through to try; its success closes the breaker.
import { isUpstreamOutage, UpstreamError } from './errors';

export interface CircuitBreaker {
  /** Runs `call` unless the breaker is open. */
  run<T>(operationName: string | undefined, call: () => Promise<T>): Promise<T>;
  /** Seconds until the next try, for Retry-After; 0 when closed. */
  retryAfterSeconds(): number;
}

export function createCircuitBreaker(openMs = 5_000, now: () => number = Date.now): CircuitBreaker {
  let openUntil = 0;
  let trying = false;
  return {
    async run(operationName, call) {
      const at = now();
      if (at < openUntil || (openUntil > 0 && trying)) {
        throw new UpstreamError('network', 'The upstream is unavailable (circuit open)', { operationName });
      }
      const isTrial = openUntil > 0;
      if (isTrial) trying = true;
      try {
        const result = await call();
        openUntil = 0;
        return result;
      } catch (error) {
        if (isUpstreamOutage(error)) openUntil = now() + openMs;
        else if (isTrial) openUntil = 0;
        throw error;
      } finally {
        if (isTrial) trying = false;
      }
    },
    retryAfterSeconds() {
      return Math.max(0, Math.ceil((openUntil - now()) / 1000));
    },
  };
}
