// Prices cart lines with the spec's discount rule (src/domain/price.rules.ts) from the dealer price
// and the tiers of the product, never from a price the browser or the cart store sent.
import { priceLine, totalsBySorg, type DiscountTerm, type DiscountTier, type DiscountType, type SorgTotal } from '../price.rules';

export interface CartLineInput {
  articleCode: string;
  sorg: string;
  currency: string;
  qty: number;
  /** Dealer price in minor units; null when the price is not maintained. */
  dealerPrice: number | null;
  tiers: readonly { type: string; term: string; qty: number; value: number }[];
}

export interface PricedCartLine {
  articleCode: string;
  sorg: string;
  currency: string;
  qty: number;
  unitPrice: number | null;
  amount: number | null;
  tier: DiscountTier | null;
  priceMissing: boolean;
}

export interface PricedCart {
  lines: PricedCartLine[];
  totals: SorgTotal[];
  totalQty: number;
  totalProducts: number;
}

function toTier(t: CartLineInput['tiers'][number]): DiscountTier | null {
  if ((t.type !== 'percentage' && t.type !== 'fixed') || (t.term !== '>=' && t.term !== '<=')) return null;
  return { type: t.type as DiscountType, term: t.term as DiscountTerm, qty: t.qty, value: t.value };
}

export function priceCartLine(line: CartLineInput): PricedCartLine {
  const base = { articleCode: line.articleCode, sorg: line.sorg, currency: line.currency, qty: line.qty };
  if (line.dealerPrice === null) return { ...base, unitPrice: null, amount: null, tier: null, priceMissing: true };
  const tiers = line.tiers.map(toTier).filter((t): t is DiscountTier => t !== null);
  const priced = priceLine(line.dealerPrice, line.qty, tiers);
  return { ...base, unitPrice: priced.unitPrice, amount: priced.amount, tier: priced.tier, priceMissing: false };
}

/** Lines without a price count in quantities but not in the money totals. */
export function priceCart(lines: readonly CartLineInput[]): PricedCart {
  const priced = lines.map(priceCartLine);
  const totals = totalsBySorg(priced.map((l) => ({ sorg: l.sorg, currency: l.currency, qty: l.qty, amount: l.amount ?? 0 })));
  return {
    lines: priced,
    totals,
    totalQty: priced.reduce((sum, l) => sum + l.qty, 0),
    totalProducts: priced.length,
  };
}
