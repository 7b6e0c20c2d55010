// On Workers every isolate would count on its own, so the limit would be a multiple of the policy.
// Cloudflare's rate-limiting binding (wrangler.toml `ratelimits`, PUBLIC_API_RATE_LIMIT, with the same
// quota and period as the policy) counts for the whole deployment in the data centre. It does not say
// how many requests are left, only whether this one may pass.
import { env } from 'cloudflare:workers';
import { FixedWindowLimiter, type RatePolicy } from '../../../domain/public-api/rate-limit.rules';
import type { RateLimiter } from '../types';

interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

let warned = false;

export function createRateLimiter(policy: RatePolicy): RateLimiter {
  const binding = (env as unknown as { PUBLIC_API_RATE_LIMIT?: RateLimitBinding }).PUBLIC_API_RATE_LIMIT;
  if (!binding) {
    if (!warned) console.warn('[public-api] no PUBLIC_API_RATE_LIMIT binding: counting per isolate');
    warned = true;
    const counter = new FixedWindowLimiter(policy);
    return { policy, take: (key) => Promise.resolve(counter.take(key)) };
  }
  return {
    policy,
    async take(key) {
      const { success } = await binding.limit({ key });
      return { allowed: success, remaining: null, resetSeconds: policy.windowSeconds };
    },
  };
}
