// The public API's rate limiter: one counter per deployment (#runtime/rate-limit), decision 0101.
import { createRateLimiter } from '#runtime/rate-limit';
import { DEFAULT_RATE_POLICY, type RatePolicy } from '../../domain/public-api/rate-limit.rules';
import type { RateLimiter } from '../runtime/types';

let limiter: RateLimiter | undefined;

export function publicApiLimiter(): RateLimiter {
  limiter ??= createRateLimiter(DEFAULT_RATE_POLICY);
  return limiter;
}

/** A fresh limiter with this policy (tests and benchmarks use a small or a large quota). */
export function usePublicApiPolicy(policy: RatePolicy = DEFAULT_RATE_POLICY): void {
  limiter = createRateLimiter(policy);
}
