import { describe, expect, it } from 'vitest';
import { priceLine, tierApplies, tierUnitPrice, totalsBySorg, type DiscountTier } from '../../src/domain/price.rules';

const pct = (term: DiscountTier['term'], qty: number, value: number): DiscountTier => ({ type: 'percentage', term, qty, value });
const fixed = (term: DiscountTier['term'], qty: number, value: number): DiscountTier => ({ type: 'fixed', term, qty, value });

describe('tierApplies', () => {
  it('applies a >= tier from its quantity upwards', () => {
    expect(tierApplies(pct('>=', 5, -10), 4)).toBe(false);
    expect(tierApplies(pct('>=', 5, -10), 5)).toBe(true);
    expect(tierApplies(pct('>=', 5, -10), 50)).toBe(true);
  });

  it('applies a <= tier up to its quantity', () => {
    expect(tierApplies(fixed('<=', 3, -500), 1)).toBe(true);
    expect(tierApplies(fixed('<=', 3, -500), 3)).toBe(true);
    expect(tierApplies(fixed('<=', 3, -500), 4)).toBe(false);
  });
});

describe('tierUnitPrice', () => {
  it('adds a negative percentage to the dealer price', () => {
    expect(tierUnitPrice(120_000, pct('>=', 1, -10))).toBe(108_000);
  });

  it('adds a positive percentage as a surcharge', () => {
    expect(tierUnitPrice(10_000, pct('>=', 1, 2.5))).toBe(10_250);
  });

  it('rounds fractional minor units half away from zero', () => {
    // 1,234 × -7.5 % = -92.55 → -93
    expect(tierUnitPrice(1_234, pct('>=', 1, -7.5))).toBe(1_141);
    // 10 × -5 % = -0.5 → -1
    expect(tierUnitPrice(10, pct('>=', 1, -5))).toBe(9);
  });

  it('adds a fixed amount in minor units', () => {
    expect(tierUnitPrice(45_900, fixed('>=', 2, -2_500))).toBe(43_400);
  });

  it('never goes below zero', () => {
    expect(tierUnitPrice(1_000, fixed('>=', 1, -5_000))).toBe(0);
    expect(tierUnitPrice(1_000, pct('>=', 1, -150))).toBe(0);
  });
});

describe('priceLine', () => {
  it('charges dealer price times quantity when no tier matches', () => {
    expect(priceLine(25_000, 3, [pct('>=', 10, -10)])).toEqual({ unitPrice: 25_000, amount: 75_000, tier: null });
  });

  it('charges dealer price times quantity without tiers', () => {
    expect(priceLine(999, 7, [])).toEqual({ unitPrice: 999, amount: 6_993, tier: null });
  });

  it('applies a matching >= percentage tier to every unit', () => {
    const tier = pct('>=', 10, -10);
    expect(priceLine(25_000, 12, [tier])).toEqual({ unitPrice: 22_500, amount: 270_000, tier });
  });

  it('applies a matching <= fixed tier to every unit', () => {
    const tier = fixed('<=', 2, -1_000);
    expect(priceLine(8_000, 2, [tier])).toEqual({ unitPrice: 7_000, amount: 14_000, tier });
  });

  it('picks the lowest unit price when several tiers match', () => {
    const small = pct('>=', 5, -5);
    const large = pct('>=', 20, -12);
    const flat = fixed('>=', 1, -100);
    expect(priceLine(10_000, 25, [small, large, flat]).tier).toBe(large);
    expect(priceLine(10_000, 6, [small, large, flat]).tier).toBe(small);
    expect(priceLine(10_000, 2, [small, large, flat]).tier).toBe(flat);
  });

  it('ignores a <= tier once the quantity is above it', () => {
    expect(priceLine(10_000, 4, [fixed('<=', 3, -500)]).amount).toBe(40_000);
  });

  it('works in a zero-precision currency', () => {
    // IDR 4,750,000 less 3 % = 4,607,500
    expect(priceLine(4_750_000, 2, [pct('>=', 2, -3)]).amount).toBe(9_215_000);
  });
});

describe('totalsBySorg', () => {
  it('sums quantity and amount per sales organisation in order of appearance', () => {
    const totals = totalsBySorg([
      { sorg: 'DE01', currency: 'EUR', qty: 2, amount: 10_000 },
      { sorg: 'NL01', currency: 'EUR', qty: 1, amount: 2_500 },
      { sorg: 'DE01', currency: 'EUR', qty: 3, amount: 1_599 },
    ]);
    expect(totals).toEqual([
      { sorg: 'DE01', currency: 'EUR', qty: 5, amount: 11_599 },
      { sorg: 'NL01', currency: 'EUR', qty: 1, amount: 2_500 },
    ]);
  });

  it('returns no totals for an empty cart', () => {
    expect(totalsBySorg([])).toEqual([]);
  });
});
