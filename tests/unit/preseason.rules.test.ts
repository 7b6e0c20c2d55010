// Pre-season booking rules: when a window is open, which models and months it takes, the early-order
// discount through the shared price rule, dating terms, totals per model and the grid's field names.
import { describe, expect, it } from 'vitest';
import {
  bookingLinePrice, canPlaceOrders, datingDaysOf, deliveryDateOf, invoiceDueDateOf, isDeliveryMonth, isEligibleModel, isWindowOpen, linesByMonth, totalsByModel,
  windowProblems, windowState,
} from '../../src/domain/preseason/preseason.rules';
import { bookingInputSchema, cellName, parseCellName, windowInputSchema } from '../../src/domain/preseason/preseason.schema';
import { earlyOrderTier, priceLine, type DiscountTier } from '../../src/domain/price.rules';

const window = { opensOn: '2026-11-01', closesOn: '2026-12-15', orderedAt: null, deliveryMonths: ['2027-02', '2027-03'], modelSlugs: ['trail-1', 'road-2'] };

describe('windowState', () => {
  it('is open from the first to the last booking day, both included', () => {
    expect(windowState(window, '2026-10-31')).toBe('upcoming');
    expect(windowState(window, '2026-11-01')).toBe('open');
    expect(windowState(window, '2026-12-15')).toBe('open');
    expect(windowState(window, '2026-12-16')).toBe('closed');
    expect(isWindowOpen(window, '2026-12-01')).toBe(true);
    expect(isWindowOpen(window, '2026-12-16')).toBe(false);
  });

  it('is final once ordered, whatever the date', () => {
    const ordered = { ...window, orderedAt: '2026-12-20T10:00:00.000Z' };
    expect(windowState(ordered, '2026-12-01')).toBe('ordered');
    expect(canPlaceOrders(ordered, '2026-12-20')).toBe(false);
  });

  it('lets orders be placed only after booking closed', () => {
    expect(canPlaceOrders(window, '2026-12-15')).toBe(false);
    expect(canPlaceOrders(window, '2026-12-16')).toBe(true);
  });
});

describe('eligible models and delivery months', () => {
  it('takes only the window models and months', () => {
    expect(isEligibleModel(window, 'trail-1')).toBe(true);
    expect(isEligibleModel(window, 'city-9')).toBe(false);
    expect(isDeliveryMonth(window, '2027-03')).toBe(true);
    expect(isDeliveryMonth(window, '2027-04')).toBe(false);
  });

  it('refuses a window that closes before it opens, delivers before it closes or names a month twice', () => {
    expect(windowProblems(window)).toEqual([]);
    expect(windowProblems({ ...window, closesOn: '2026-10-01' })).toContain('closes_before_opens');
    expect(windowProblems({ ...window, deliveryMonths: ['2026-12'] })).toEqual(['month_not_after_close']);
    expect(windowProblems({ ...window, closesOn: '2027-02-01', deliveryMonths: ['2027-02'] })).toEqual(['month_not_after_close']);
    expect(windowProblems({ ...window, deliveryMonths: ['2027-02', '2027-02'] })).toEqual(['months_not_unique']);
  });
});

describe('dating terms', () => {
  it('delivers on the first of the month and makes invoices due the dating days later', () => {
    expect(deliveryDateOf('2027-02')).toBe('2027-02-01');
    expect(invoiceDueDateOf('2027-02', 90)).toBe('2027-05-02');
    expect(invoiceDueDateOf('2027-12', 30)).toBe('2027-12-31');
    expect(invoiceDueDateOf('2028-02', 29)).toBe('2028-03-01');
    expect(invoiceDueDateOf('2027-03', 0)).toBe('2027-03-01');
  });
});

describe('early-order discount through the shared price rule', () => {
  const tiers: DiscountTier[] = [{ type: 'percentage', term: '>=', qty: 10, value: -12 }];

  it('is a percentage tier from the first unit', () => {
    expect(earlyOrderTier(8)).toEqual({ type: 'percentage', term: '>=', qty: 1, value: -8 });
    expect(earlyOrderTier(-8).value).toBe(-8);
  });

  it('lowers the dealer price and meets the article tiers: the better one wins', () => {
    expect(bookingLinePrice(100_000, 2, tiers, 8)).toMatchObject({ unitPrice: 92_000, amount: 184_000 });
    expect(bookingLinePrice(100_000, 10, tiers, 8)).toMatchObject({ unitPrice: 88_000, amount: 880_000, tier: tiers[0] });
    expect(bookingLinePrice(100_000, 2, tiers, 0)).toEqual(priceLine(100_000, 2, tiers));
    expect(bookingLinePrice(99_999, 1, [], 7.5).unitPrice).toBe(92_499);
  });
});

describe('totals and orders per month', () => {
  const lines = [
    { custCode: 'A', modelSlug: 'trail-1', articleCode: 'T1-S', month: '2027-02', qty: 3 },
    { custCode: 'A', modelSlug: 'trail-1', articleCode: 'T1-M', month: '2027-03', qty: 2 },
    { custCode: 'B', modelSlug: 'trail-1', articleCode: 'T1-S', month: '2027-02', qty: 1 },
    { custCode: 'B', modelSlug: 'road-2', articleCode: 'R2-L', month: '2027-03', qty: 4 },
    { custCode: 'B', modelSlug: 'road-2', articleCode: 'R2-M', month: '2027-02', qty: 0 },
  ];

  it('sums the booked quantity per model and month and counts the customers', () => {
    expect(totalsByModel(lines)).toEqual([
      { modelSlug: 'trail-1', qty: 6, byMonth: { '2027-02': 4, '2027-03': 2 }, customers: 2 },
      { modelSlug: 'road-2', qty: 4, byMonth: { '2027-03': 4 }, customers: 1 },
    ]);
  });

  it('groups a booking into one order per month with a quantity, months ascending', () => {
    const b = lines.filter((l) => l.custCode === 'B');
    expect(linesByMonth(b).map(([m, ls]) => [m, ls.map((l) => l.articleCode)])).toEqual([['2027-02', ['T1-S']], ['2027-03', ['R2-L']]]);
  });
});

describe('inputs', () => {
  const valid = { name: 'Season 2027', opensOn: '2026-11-01', closesOn: '2026-12-15', discountPercent: 8, deliveryMonths: ['2027-02'], datingDays: 90, modelSlugs: ['trail-1'] };

  it('takes a window and refuses bad discounts, months, dating days and models', () => {
    expect(windowInputSchema.safeParse(valid).success).toBe(true);
    expect(windowInputSchema.safeParse({ ...valid, discountPercent: 7.55 }).success).toBe(true);
    expect(windowInputSchema.safeParse({ ...valid, discountPercent: 8.1 }).success).toBe(true);
    for (const bad of [{ discountPercent: 51 }, { discountPercent: 7.555 }, { deliveryMonths: [] }, { deliveryMonths: ['2027-13'] }, { datingDays: 1.5 }, { datingDays: 400 }, { modelSlugs: ['../x'] }, { opensOn: '2026-02-30x' }, { extra: 1 }]) {
      expect(windowInputSchema.safeParse({ ...valid, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes whole quantities from 0 to 9,999 only', () => {
    const line = { articleCode: 'T1-S', month: '2027-02', qty: 3 };
    expect(bookingInputSchema.safeParse({ lines: [line] }).success).toBe(true);
    for (const qty of [-1, 1.5, 10_000, 'x']) expect(bookingInputSchema.safeParse({ lines: [{ ...line, qty }] }).success).toBe(false);
  });

  it('names a grid cell so that article codes with dots survive', () => {
    expect(parseCellName(cellName('AB.12-3', '2027-02'))).toEqual({ articleCode: 'AB.12-3', month: '2027-02' });
    expect(parseCellName('name')).toBeNull();
    expect(parseCellName('q.nomonth')).toBeNull();
  });
});

describe('dating days of an order', () => {
  it('counts the days from the requested delivery to the due date', () => {
    expect(datingDaysOf(deliveryDateOf('2027-02'), invoiceDueDateOf('2027-02', 90))).toBe(90);
    expect(datingDaysOf('2027-03-01', '2027-03-01')).toBe(0);
  });
});
