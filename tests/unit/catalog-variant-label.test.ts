import { describe, expect, it } from 'vitest';
import { variantLabels } from '../../src/domain/catalog/variant-label';

describe('variantLabels', () => {
  it('names each variant by the words past those all variants share', () => {
    expect(variantLabels(['Gripline Tube 29 x 2.1-2.5 Presta 48mm', 'Gripline Tube 29 x 2.1-2.5 Schrader 40mm', 'Gripline Tube 700 x 25-32c Presta 48mm'])).toEqual([
      '29 x 2.1-2.5 Presta 48mm',
      '29 x 2.1-2.5 Schrader 40mm',
      '700 x 25-32c Presta 48mm',
    ]);
  });

  it('has no label for a single variant or for names that say nothing more', () => {
    expect(variantLabels(['Hydra Bottle 500 ml Clear'])).toEqual([null]);
    expect(variantLabels(['Kestrel Ridge 5', 'kestrel ridge 5'])).toEqual([null, null]);
    expect(variantLabels(['Chain 11-Speed', 'Chain 11-Speed 116L'])).toEqual([null, '116L']);
  });
});
