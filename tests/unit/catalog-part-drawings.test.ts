import { describe, expect, it } from 'vitest';
import { partDrawing } from '../../src/server/catalog/part-drawings';
import { productSvg } from '../../src/server/catalog/product-image';

const keys = {
  tyre: 'paa/gripline-rockgrip-2025/29-x-2-40-folding',
  tube: 'paa/gripline-light-tube-2024/700-x-25-32c-presta-48mm',
  chainLock: 'paa/bolt-bar-chain-lock-2025/level-10',
  chain: 'paa/truelink-hollow-pin-chain-2025/11-speed-116l',
  bottle: 'paa/hydra-insulated-bottle-2026/620-ml-blue',
  helmet: 'paa/halo-guard-trailguard-2025/m-matte-black',
  groupset: 'groupset/shiftline-summit-2025/1x12-wireless',
};

describe('part drawings of the demo catalogue', () => {
  it('draws each kind of part differently and a chain lock as a lock, not a chain', () => {
    const drawings = Object.values(keys).map((key) => partDrawing(key, '#123456', 7));
    const kinds = new Set(drawings);
    expect(kinds.size).toBe(Object.keys(keys).length);
    expect(partDrawing(keys.chainLock, '#123456', 7)).toBe(partDrawing('paa/bolt-bar-u-lock-2024/level-7', '#123456', 7));
  });

  it('gives the same picture for the same key and a cog for an unknown kind', () => {
    expect(productSvg(keys.bottle, 'Bottle')).toBe(productSvg(keys.bottle, 'Bottle'));
    expect(partDrawing('paa/unknown-widget-2025/x', '#000', 3)).toContain('<polygon');
    expect(productSvg(keys.tyre, 'Tyre <x>')).toContain('aria-label="Tyre &#60;x&#62;"');
  });
});
