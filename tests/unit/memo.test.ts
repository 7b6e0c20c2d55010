import { describe, expect, it } from 'vitest';
import { memoizeFor } from '../../src/server/api/memo';

describe('memoizeFor', () => {
  it('shares one in-flight load between concurrent callers', async () => {
    let loads = 0;
    const get = memoizeFor(1_000, async () => (loads += 1));
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('reloads once the time to live has passed', async () => {
    let now = 0;
    let loads = 0;
    const get = memoizeFor(3_000, async () => (loads += 1), () => now);
    expect(await get()).toBe(1);
    now = 2_999;
    expect(await get()).toBe(1);
    now = 3_000;
    expect(await get()).toBe(2);
  });
});

describe('memoizeFor after a failure', () => {
  it('does not cache a rejected load', async () => {
    let attempt = 0;
    const get = memoizeFor(1_000, async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('database locked');
      return 'ok';
    });
    await expect(get()).rejects.toThrow('database locked');
    expect(await get()).toBe('ok');
  });
});
