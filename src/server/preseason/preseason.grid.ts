// The booking grid: each eligible model with its variants (size, colour) priced for the acting
// customer in the window's sales organisation, and the customer's booked quantities per month.
import { bookingLinePrice, type BookedLine } from '../../domain/preseason/preseason.rules';
import type { DiscountTier } from '../../domain/price.rules';
import type { UpstreamClient } from '../upstream';
import { ProductDocument } from '../upstream/generated';
import type { BookingWindow } from './preseason.repo';

export interface GridVariant {
  articleCode: string;
  frameSize: string | null;
  wheelSize: string | null;
  colour: string | null;
  /** Null when the variant has no price in the window's sales organisation: it cannot be booked. */
  dealerPrice: number | null;
  currency: string;
  tiers: DiscountTier[];
}

export interface GridModel {
  slug: string;
  name: string;
  brand: string;
  modelYear: number | null;
  variants: GridVariant[];
}

const asTier = (t: { type: string; term: string; qty: number; value: number }): DiscountTier | null =>
  (t.type === 'percentage' || t.type === 'fixed') && (t.term === '>=' || t.term === '<=') ? { type: t.type, term: t.term, qty: t.qty, value: t.value } : null;

/** Reads every eligible model; a model the upstream no longer knows is left out. */
export async function readGridModels(upstream: UpstreamClient, window: BookingWindow, custCode: string | null): Promise<GridModel[]> {
  const found = await Promise.all(window.modelSlugs.map(async (slug) => (await upstream.request(ProductDocument, { slug, custCode, sorg: window.sorg })).product));
  return found.flatMap((p) => (p ? [{
    slug: p.slug, name: p.name, brand: p.brand, modelYear: p.modelYear,
    variants: p.variants.map((v) => ({
      articleCode: v.article_code, frameSize: v.frameSize, wheelSize: v.wheelSize, colour: v.colour,
      dealerPrice: v.sorg === window.sorg && v.price ? v.price.dealer : null, currency: v.price?.currency ?? '',
      tiers: v.discount.flatMap((d) => d.detail).flatMap((t) => { const tier = asTier(t); return tier ? [tier] : []; }),
    })),
  }] : []));
}

export interface PricedBooking {
  /** Per article over its months: quantity, amount after discounts, the amount at the plain dealer price, the lowest unit price. */
  lines: Map<string, { qty: number; amount: number; listAmount: number; unitPrice: number }>;
  qty: number;
  amount: number;
  listAmount: number;
  currency: string;
}

/**
 * Prices the booking as it will be ordered: each article in each delivery month is one order line,
 * priced with its own tiers plus the early-order discount (the upstream prices the orders the same way).
 */
export function priceBooking(models: readonly GridModel[], lines: readonly BookedLine[], discountPercent: number): PricedBooking {
  const variants = new Map(models.flatMap((m) => m.variants.map((v) => [v.articleCode, v] as const)));
  const out: PricedBooking = { lines: new Map(), qty: 0, amount: 0, listAmount: 0, currency: '' };
  for (const line of lines) {
    const v = variants.get(line.articleCode);
    if (!v || v.dealerPrice === null || line.qty <= 0) continue;
    const priced = bookingLinePrice(v.dealerPrice, line.qty, v.tiers, discountPercent);
    const sum = out.lines.get(line.articleCode) ?? { qty: 0, amount: 0, listAmount: 0, unitPrice: priced.unitPrice };
    out.lines.set(line.articleCode, { qty: sum.qty + line.qty, amount: sum.amount + priced.amount, listAmount: sum.listAmount + v.dealerPrice * line.qty, unitPrice: Math.min(sum.unitPrice, priced.unitPrice) });
    out.qty += line.qty;
    out.amount += priced.amount;
    out.listAmount += v.dealerPrice * line.qty;
    out.currency ||= v.currency;
  }
  return out;
}
