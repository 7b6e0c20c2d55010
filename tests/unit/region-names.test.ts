import { describe, expect, it } from 'vitest';
import { regionsIn } from '../../src/domain/region-names';

const ERP = [
  { id: 'DE', name: 'Germany' },
  { id: 'ID', name: 'Indonesia' },
  { id: 'NL', name: 'Netherlands' },
  { id: 'US', name: 'United States' },
];

describe('country names', () => {
  it('reads the ERP countries in the page language, sorted as that language sorts', () => {
    expect(regionsIn('id-ID', ERP).map((c) => [c.id, c.name])).toEqual([['US', 'Amerika Serikat'], ['NL', 'Belanda'], ['ID', 'Indonesia'], ['DE', 'Jerman']]);
    expect(regionsIn('de-DE', ERP).map((c) => c.name)).toEqual(['Deutschland', 'Indonesien', 'Niederlande', 'Vereinigte Staaten']);
  });

  it('keeps the ERP name of a code the runtime cannot name', () => {
    expect(regionsIn('en-US', [{ id: 'XX-1', name: 'Atlantis' }])).toEqual([{ id: 'XX-1', name: 'Atlantis' }]);
  });
});
