import { describe, expect, it } from 'vitest';
import { promotionPrice } from '../../src/domain/catalog/promotion.rules';

describe('promotionPrice', () => {
  it('gives the best unit price of a quantity tier and the quantity that earns it', () => {
    const deal = { salesDealNo: 'SD1', description: 'Spring deal', detail: [
      { type: 'percentage', term: '>=', qty: 5, value: -10 },
      { type: 'percentage', term: '>=', qty: 10, value: -15 },
    ] };
    expect(promotionPrice(10_000, [deal])).toEqual({ salesDealNo: 'SD1', label: 'Spring deal', unitPrice: 8_500, minQty: 10 });
  });

  it('applies a fixed amount from one piece for an at-most tier and picks the better of two deals', () => {
    const fixed = { salesDealNo: 'SD2', detail: [{ type: 'fixed', term: '<=', qty: 3, value: -500 }] };
    const pct = { salesDealNo: 'SD3', detail: [{ type: 'percentage', term: '>=', qty: 1, value: -2 }] };
    expect(promotionPrice(10_000, [pct, fixed])).toEqual({ salesDealNo: 'SD2', label: 'SD2', unitPrice: 9_500, minQty: 1 });
  });

  it('has no promotion price without a price or without a saving', () => {
    const surcharge = { salesDealNo: 'SD4', detail: [{ type: 'percentage', term: '>=', qty: 1, value: 5 }] };
    expect(promotionPrice(null, [surcharge])).toBeNull();
    expect(promotionPrice(10_000, [surcharge])).toBeNull();
    expect(promotionPrice(10_000, [])).toBeNull();
  });
});
