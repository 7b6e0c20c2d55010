import { describe, expect, it } from 'vitest';
import { createStatusCache, type ServerStatus } from '../../src/server/edge/status-cache.ts';

function countingSource(answer: () => ServerStatus | Error) {
  const calls: string[] = [];
  const source = (host: string) => {
    calls.push(host);
    const value = answer();
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  return { calls, source };
}

describe('createStatusCache', () => {
  it('asks the source once per host within the time to live', async () => {
    let now = 1_000;
    const { calls, source } = countingSource(() => ({ status: 'online' }));
    const status = createStatusCache(source, { ttlMs: 5_000, now: () => now });
    await status('US01');
    now += 4_999;
    await status('US01');
    await status('ID01');
    expect(calls).toEqual(['US01', 'ID01']);
  });

  it('asks again once the entry has expired and returns the new status', async () => {
    let now = 0;
    let current: ServerStatus = { status: 'online' };
    const { calls, source } = countingSource(() => current);
    const status = createStatusCache(source, { ttlMs: 5_000, now: () => now });
    expect(await status('DE01')).toEqual({ status: 'online' });
    current = { status: 'maintenance', message: 'Stock count' };
    now += 5_000;
    expect(await status('DE01')).toEqual({ status: 'maintenance', message: 'Stock count' });
    expect(calls).toHaveLength(2);
  });

  it('shares one pending request between concurrent callers', async () => {
    const { calls, source } = countingSource(() => ({ status: 'online' }));
    const status = createStatusCache(source, { ttlMs: 5_000 });
    await Promise.all([status('NL01'), status('NL01'), status('NL01')]);
    expect(calls).toHaveLength(1);
  });

  it('treats a failing source as online and reports the failure', async () => {
    const failures: string[] = [];
    const { source } = countingSource(() => new Error('upstream down'));
    const status = createStatusCache(source, {
      ttlMs: 5_000,
      onError: (error, host) => failures.push(`${host}: ${(error as Error).message}`),
    });
    expect(await status('US01')).toEqual({ status: 'online' });
    expect(failures).toEqual(['US01: upstream down']);
  });
});
