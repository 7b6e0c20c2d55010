import { describe, expect, it } from 'vitest';
import { priceCart, priceCartLine } from '../../src/domain/cart/cart-pricing';

const line = (over: Partial<Parameters<typeof priceCartLine>[0]> = {}) => ({ articleCode: 'A1', sorg: 'US01', currency: 'USD', qty: 1, dealerPrice: 10_000, tiers: [], ...over });

describe('priceCart', () => {
  it('applies a percentage tier from its quantity and the dealer price below it', () => {
    const tiers = [{ type: 'percentage', term: '>=', qty: 5, value: -10 }];
    expect(priceCartLine(line({ qty: 4, tiers }))).toMatchObject({ unitPrice: 10_000, amount: 40_000, tier: null });
    expect(priceCartLine(line({ qty: 5, tiers }))).toMatchObject({ unitPrice: 9_000, amount: 45_000 });
  });

  it('applies a fixed <= tier in IDR without decimals', () => {
    const tiers = [{ type: 'fixed', term: '<=', qty: 2, value: -150_000 }];
    expect(priceCartLine(line({ sorg: 'ID01', currency: 'IDR', dealerPrice: 2_500_000, qty: 2, tiers }))).toMatchObject({ unitPrice: 2_350_000, amount: 4_700_000 });
  });

  it('ignores tiers of unknown kinds and marks lines without a price', () => {
    expect(priceCartLine(line({ qty: 3, tiers: [{ type: 'bogus', term: '>=', qty: 1, value: -50 }] })).amount).toBe(30_000);
    expect(priceCartLine(line({ dealerPrice: null }))).toMatchObject({ priceMissing: true, amount: null });
  });

  it('totals per sales organisation and counts unpriced lines only in quantities', () => {
    const cart = priceCart([line({ qty: 2 }), line({ articleCode: 'B', sorg: 'DE01', currency: 'EUR', dealerPrice: 500, qty: 3 }), line({ articleCode: 'C', qty: 1, dealerPrice: null })]);
    expect(cart.totals).toEqual([
      { sorg: 'US01', currency: 'USD', qty: 3, amount: 20_000 },
      { sorg: 'DE01', currency: 'EUR', qty: 3, amount: 1_500 },
    ]);
    expect(cart).toMatchObject({ totalQty: 6, totalProducts: 3 });
  });
});
