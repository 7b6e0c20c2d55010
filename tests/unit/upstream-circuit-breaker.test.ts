import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '../../src/server/upstream/circuit-breaker';
import { isUpstreamOutage, UpstreamError } from '../../src/server/upstream/errors';

const down = () => Promise.reject(new UpstreamError('network', 'connection refused'));
const refused = () => Promise.reject(new UpstreamError('graphql', 'not your customer'));

describe('the upstream circuit breaker', () => {
  it('after an outage failure answers at once without calling, then lets one call try again', async () => {
    let clock = 0;
    const breaker = createCircuitBreaker(5_000, () => clock);
    let calls = 0;
    const call = () => (calls++, down());
    await expect(breaker.run('Cart', call)).rejects.toThrow('connection refused');
    await expect(breaker.run('Cart', call)).rejects.toThrow('circuit open');
    expect(calls).toBe(1);
    expect(breaker.retryAfterSeconds()).toBe(5);
    clock = 5_000;
    await expect(breaker.run('Cart', () => Promise.resolve('back'))).resolves.toBe('back');
    await expect(breaker.run('Cart', () => Promise.resolve('still'))).resolves.toBe('still');
    expect(breaker.retryAfterSeconds()).toBe(0);
  });

  it('lets only one call try while the upstream may be back; the others still answer at once', async () => {
    let clock = 0;
    const breaker = createCircuitBreaker(1_000, () => clock);
    await expect(breaker.run('Cart', down)).rejects.toThrow();
    clock = 1_000;
    let release: (value: string) => void = () => undefined;
    const trial = breaker.run('Cart', () => new Promise<string>((resolve) => (release = resolve)));
    await expect(breaker.run('Cart', () => Promise.resolve('second'))).rejects.toThrow('circuit open');
    release('first');
    await expect(trial).resolves.toBe('first');
  });

  it('stays closed when the upstream refuses one request (a GraphQL error is an answer)', async () => {
    const breaker = createCircuitBreaker(5_000, () => 0);
    await expect(breaker.run('Cart', refused)).rejects.toThrow('not your customer');
    await expect(breaker.run('Cart', () => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});

describe('isUpstreamOutage', () => {
  it('names unreachable, timed-out and failing upstreams, not refusals or cancellations', () => {
    expect(isUpstreamOutage(new UpstreamError('network', 'x'))).toBe(true);
    expect(isUpstreamOutage(new UpstreamError('timeout', 'x'))).toBe(true);
    expect(isUpstreamOutage(new UpstreamError('http', 'x', { status: 502 }))).toBe(true);
    expect(isUpstreamOutage(new UpstreamError('http', 'x', { status: 400 }))).toBe(false);
    expect(isUpstreamOutage(new UpstreamError('graphql', 'x'))).toBe(false);
    expect(isUpstreamOutage(new UpstreamError('cancelled', 'x'))).toBe(false);
    expect(isUpstreamOutage(new Error('x'))).toBe(false);
  });
});
