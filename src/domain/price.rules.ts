// The discount price rule (spec core §9): a tier applies when the quantity is at least (>=) or at
// most (<=) the tier quantity; a percentage tier adds its signed percent to the dealer price, a
// fixed tier adds its signed amount. Without a matching tier the price is dealer price × qty.
// Amounts are integer minor units; totals are grouped per sales organisation.

export type DiscountType = 'percentage' | 'fixed';
export type DiscountTerm = '>=' | '<=';

export interface DiscountTier {
  type: DiscountType;
  term: DiscountTerm;
  qty: number;
  /** Signed percent (e.g. -7.5) for percentage, signed minor units for fixed. */
  value: number;
}

export interface LinePrice {
  unitPrice: number;
  amount: number;
  /** The tier that set the price, or null when the dealer price applies. */
  tier: DiscountTier | null;
}

export function tierApplies(tier: DiscountTier, qty: number): boolean {
  return tier.term === '>=' ? qty >= tier.qty : qty <= tier.qty;
}

/** Rounds half away from zero, so a discount of -0.5 minor units is as large as +0.5. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Unit price in minor units once the tier applies; never below zero. */
export function tierUnitPrice(dealerPrice: number, tier: DiscountTier): number {
  if (tier.type === 'fixed') return Math.max(0, dealerPrice + Math.round(tier.value));
  const basisPoints = Math.round(tier.value * 100);
  return Math.max(0, dealerPrice + roundHalfAway((dealerPrice * basisPoints) / 10_000));
}

/**
 * Price of a line. When several tiers apply the dealer gets the lowest unit price, so overlapping
 * deals never make a larger order more expensive per unit than the best deal it qualifies for.
 */
export function priceLine(dealerPrice: number, qty: number, tiers: readonly DiscountTier[]): LinePrice {
  let best: LinePrice = { unitPrice: dealerPrice, amount: dealerPrice * qty, tier: null };
  for (const tier of tiers) {
    if (!tierApplies(tier, qty)) continue;
    const unitPrice = tierUnitPrice(dealerPrice, tier);
    if (best.tier === null || unitPrice < best.unitPrice) best = { unitPrice, amount: unitPrice * qty, tier };
  }
  return best;
}

/**
 * A discount that applies from the first unit, such as a pre-season early-order discount: one more
 * percentage tier, so it meets the article's own tiers in priceLine and the better one wins.
 */
export function earlyOrderTier(percent: number): DiscountTier {
  return { type: 'percentage', term: '>=', qty: 1, value: -Math.abs(percent) };
}

export interface PricedLine {
  sorg: string;
  currency: string;
  qty: number;
  amount: number;
}

export interface SorgTotal {
  sorg: string;
  currency: string;
  qty: number;
  amount: number;
}

/** Sums lines per sales organisation, in the order each sorg first appears. */
export function totalsBySorg(lines: readonly PricedLine[]): SorgTotal[] {
  const totals = new Map<string, SorgTotal>();
  for (const line of lines) {
    const total = totals.get(line.sorg) ?? { sorg: line.sorg, currency: line.currency, qty: 0, amount: 0 };
    total.qty += line.qty;
    total.amount += line.amount;
    totals.set(line.sorg, total);
  }
  return [...totals.values()];
}
