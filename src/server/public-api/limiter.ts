// The isolate's rate limiter of the public API. Per isolate (decision 0076): on Workers each isolate
// counts on its own, so the effective limit there is a multiple of the policy.
import { DEFAULT_RATE_POLICY, FixedWindowLimiter, type RatePolicy } from '../../domain/public-api/rate-limit.rules';

let limiter = new FixedWindowLimiter(DEFAULT_RATE_POLICY);

export function publicApiLimiter(): FixedWindowLimiter {
  return limiter;
}

/** A fresh limiter with this policy (tests and benchmarks use a small or a large quota). */
export function usePublicApiPolicy(policy: RatePolicy = DEFAULT_RATE_POLICY): void {
  limiter = new FixedWindowLimiter(policy);
}
