import { describe, expect, it } from 'vitest';
import { formatNextArrival } from '../../src/domain/catalog/stock-display';

describe('next arrival formatting', () => {
  it('keeps each locale and style apart when formatting one after another', () => {
    const date = { kind: 'date', date: '2026-03-09' } as const;
    const month = { kind: 'month', year: 2026, month: 3 } as const;
    expect(formatNextArrival(date, 'en-US')).toBe('Mar 9, 2026');
    expect(formatNextArrival(date, 'de-DE')).toBe('09.03.2026');
    expect(formatNextArrival(month, 'de-DE')).toBe('März 2026');
    expect(formatNextArrival(month, 'en-US')).toBe('March 2026');
    expect(formatNextArrival(date, 'en-US')).toBe('Mar 9, 2026');
  });
});
