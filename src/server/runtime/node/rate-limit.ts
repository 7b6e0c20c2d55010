// One Node process is the whole deployment: its own fixed-window counter is the one place.
import { FixedWindowLimiter, type RatePolicy } from '../../../domain/public-api/rate-limit.rules';
import type { RateLimiter } from '../types';

export function createRateLimiter(policy: RatePolicy): RateLimiter {
  const counter = new FixedWindowLimiter(policy);
  return { policy, take: (key) => Promise.resolve(counter.take(key)) };
}
