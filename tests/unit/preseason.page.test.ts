// The back-office form's helpers: models pasted as slugs or catalogue links, and the months offered.
import { describe, expect, it } from 'vitest';
import { modelSlugsOf, monthChoices } from '../../src/server/preseason/preseason-admin.page';

describe('modelSlugsOf', () => {
  it('reads slugs and catalogue links, one per line or separated by commas', () => {
    expect(modelSlugsOf('trail-one-2027\nhttps://us.example/en-us/catalog/bike/road-two-2026?x=1\n\n /catalog/bike/gravel-3/ , city-4')).toEqual([
      'trail-one-2027', 'road-two-2026', 'gravel-3', 'city-4',
    ]);
    expect(modelSlugsOf('   ')).toEqual([]);
  });
});

describe('monthChoices', () => {
  it('offers this month and the next 17, plus months the window already has, in order', () => {
    const months = monthChoices('2026-11-25', ['2026-01']);
    expect(months).toHaveLength(19);
    expect(months.slice(0, 3)).toEqual(['2026-01', '2026-11', '2026-12']);
    expect(months.at(-1)).toBe('2028-04');
  });
});
