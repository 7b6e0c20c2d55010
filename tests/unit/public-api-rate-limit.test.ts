// The public API's per-key limiter: a fixed window per key and the IETF RateLimit header fields.
import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter, rateLimitHeaders } from '../../src/domain/public-api/rate-limit.rules';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('FixedWindowLimiter', () => {
  it('allows the quota in a window, refuses the rest, and counts again in the next window', () => {
    const c = clock();
    const limiter = new FixedWindowLimiter({ quota: 3, windowSeconds: 10 }, c.now);
    expect([1, 2, 3, 4].map(() => limiter.take('k').allowed)).toEqual([true, true, true, false]);
    c.advance(4_000);
    expect(limiter.take('k')).toEqual({ allowed: false, remaining: 0, resetSeconds: 6 });
    c.advance(6_000);
    expect(limiter.take('k')).toEqual({ allowed: true, remaining: 2, resetSeconds: 10 });
  });

  it('counts each key on its own', () => {
    const limiter = new FixedWindowLimiter({ quota: 1, windowSeconds: 60 }, clock().now);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('limits 100 requests in one second to the quota without counting refused ones', () => {
    const c = clock();
    const limiter = new FixedWindowLimiter({ quota: 30, windowSeconds: 60 }, c.now);
    const answers = Array.from({ length: 100 }, () => {
      c.advance(10);
      return limiter.take('shop');
    });
    expect(answers.filter((a) => a.allowed)).toHaveLength(30);
    expect(answers.at(-1)?.remaining).toBe(0);
  });

  it('drops the windows of idle keys', () => {
    const c = clock();
    const limiter = new FixedWindowLimiter({ quota: 5, windowSeconds: 1 }, c.now);
    for (let i = 0; i < 50; i += 1) limiter.take(`key-${i}`);
    c.advance(2_000);
    limiter.take('fresh');
    expect(limiter.size).toBe(1);
  });
});

describe('rateLimitHeaders', () => {
  it('names the policy and what is left, and adds Retry-After when refused', () => {
    const policy = { quota: 300, windowSeconds: 60 };
    expect(rateLimitHeaders(policy, { allowed: true, remaining: 299, resetSeconds: 60 })).toEqual({ 'RateLimit-Policy': '"per-key";q=300;w=60', RateLimit: '"per-key";r=299;t=60' });
    expect(rateLimitHeaders(policy, { allowed: false, remaining: 0, resetSeconds: 12 })).toEqual({ 'RateLimit-Policy': '"per-key";q=300;w=60', RateLimit: '"per-key";r=0;t=12', 'Retry-After': '12' });
  });
});
