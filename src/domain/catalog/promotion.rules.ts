// A promotion on a catalogue card or product page: the best unit price its tiers give and the
// quantity that earns it, through the same price rule the cart uses (src/domain/price.rules.ts).
import { priceCartLine } from '../cart/cart-pricing';

export interface PromotionDeal {
  salesDealNo: string;
  description?: string | null;
  detail: readonly { type: string; term: string; qty: number; value: number }[];
}

export interface PromotionPrice {
  salesDealNo: string;
  label: string;
  /** Unit price in minor units from `minQty` on. */
  unitPrice: number;
  minQty: number;
}

/** The lowest unit price any deal gives and the smallest quantity that reaches it; null without a saving. */
export function promotionPrice(dealerPrice: number | null, deals: readonly PromotionDeal[]): PromotionPrice | null {
  if (dealerPrice === null) return null;
  let best: PromotionPrice | null = null;
  for (const deal of deals) {
    // A `>=` tier starts at its quantity; a `<=` tier holds from one piece.
    const quantities = [1, ...deal.detail.filter((t) => t.term === '>=').map((t) => Math.max(1, t.qty))];
    for (const qty of quantities) {
      const line = priceCartLine({ articleCode: '', sorg: '', currency: '', qty, dealerPrice, tiers: deal.detail });
      const unit = line.unitPrice ?? dealerPrice;
      if (unit >= dealerPrice || line.tier === null) continue;
      if (!best || unit < best.unitPrice || (unit === best.unitPrice && qty < best.minQty)) {
        best = { salesDealNo: deal.salesDealNo, label: deal.description ?? deal.salesDealNo, unitPrice: unit, minQty: qty };
      }
    }
  }
  return best;
}
