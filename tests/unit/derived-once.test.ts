// What is derived from an unchanging value is computed once per value and key (derived-once.ts), and
// from an upstream answer only when the answer is a shared, frozen one.
import { describe, expect, it } from 'vitest';
import { derivedOnce, keptWith } from '../../src/server/derived-once';
import { deepFreeze } from '../../src/server/upstream/read-cache';

describe('derivedOnce', () => {
  it('computes once per source and key, and again for another source or key', () => {
    const source = {};
    let runs = 0;
    const derive = () => ({ run: ++runs });
    const first = derivedOnce(source, 'a', derive);
    expect(derivedOnce(source, 'a', derive)).toBe(first);
    expect(derivedOnce(source, 'b', derive)).not.toBe(first);
    expect(derivedOnce({}, 'a', derive)).not.toBe(first);
    expect(runs).toBe(3);
  });

  it('keeps a result that is undefined or null instead of computing it again', () => {
    const source = {};
    let runs = 0;
    derivedOnce(source, 'none', () => (runs++, undefined));
    derivedOnce(source, 'none', () => (runs++, undefined));
    expect(runs).toBe(1);
  });
});

describe('keptWith', () => {
  it('derives once from a frozen answer and freezes the result', () => {
    const answer = deepFreeze({ rows: [1, 2, 3] });
    const sum = keptWith(answer, 'sum', () => ({ total: answer.rows.reduce((a, b) => a + b, 0) }));
    expect(sum).toEqual({ total: 6 });
    expect(Object.isFrozen(sum)).toBe(true);
    expect(keptWith(answer, 'sum', () => ({ total: -1 }))).toBe(sum);
  });

  it('derives every time from an answer that may still change', () => {
    const answer = { rows: [1] };
    const first = keptWith(answer, 'sum', () => ({ total: answer.rows.length }));
    answer.rows.push(2);
    expect(keptWith(answer, 'sum', () => ({ total: answer.rows.length }))).toEqual({ total: 2 });
    expect(Object.isFrozen(first)).toBe(false);
  });
});
