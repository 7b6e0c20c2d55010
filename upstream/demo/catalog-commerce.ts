// Per-sorg commerce data for generated models: listing and prices, stock, deals and tags.
import { articleTagPool } from './catalog.data';
import type { GeneratedModel, PriceRow, PromotionRow, StockRow, TagRow, TierRow } from './catalog.types';
import type { Rng } from './prng';
import { locationRows, sorgRows, usdRate } from './sorgs.data';

const listedShare: Record<string, number> = { US01: 1, DE01: 0.85, NL01: 0.8, ID01: 0.7 };

/** Retail price in minor units of the sorg's currency, ending in 9 the way price lists do. */
export function retailMinor(usd: number, sorg: string): number {
  const precision = sorgRows.find((s) => s.code === sorg)?.decimalPrecision ?? 0;
  const major = usd * (usdRate[sorg] ?? 1);
  if (precision === 0) return Math.max(1_000, Math.round(major / 1_000) * 1_000);
  const whole = Math.max(1, Math.round(major));
  const endsInNine = whole - (whole % 10) + 9;
  // Small articles are priced x.99 below the next nine, bikes at a round nine.
  return endsInNine * 10 ** precision - (endsInNine < 50 ? 1 : 0);
}

export function dealerMinor(retail: number, sorg: string, factor: number): number {
  const step = sorg === 'ID01' ? 100 : 1;
  return Math.round((retail * factor) / step) * step;
}

export function promotionRows(baseDate: string): PromotionRow[] {
  const from = shiftDate(baseDate, -30);
  const to = shiftDate(baseDate, 60);
  return sorgRows.flatMap(({ code }) => [
    { code: `SD-${code}-VOL`, sorg: code, name: 'Volume Deal', description: 'Order 5 or more of one article for 5 %, 10 or more for 8 % off.', validFrom: from, validTo: to },
    { code: `SD-${code}-CLR`, sorg: code, name: 'Clearance', description: 'A fixed amount off last season\u2019s articles.', validFrom: from, validTo: to },
    { code: `SD-${code}-TRY`, sorg: code, name: 'Starter Deal', description: 'Up to 3 units at 4 % off to try a new line.', validFrom: from, validTo: to },
  ]);
}

export function shiftDate(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface CommerceRows {
  prices: PriceRow[];
  stock: StockRow[];
  tiers: TierRow[];
  tags: TagRow[];
}

export function commerceFor(rng: Rng, g: GeneratedModel, baseDate: string, baseYear: number, out: CommerceRows, nextTierId: () => number): void {
  for (const { code: sorg } of sorgRows) {
    if (sorg !== 'US01' && !rng.chance(listedShare[sorg] ?? 1)) continue;
    const retail = retailMinor(g.usd, sorg);
    const dealer = dealerMinor(retail, sorg, 0.6 + rng.next() * 0.1);
    const deal = rng.next();
    for (const variant of g.variants) {
      const maintained = !rng.chance(0.01);
      out.prices.push({ productId: variant.id, sorg, dealerPrice: maintained ? dealer : null, retailPrice: maintained ? retail : null, inStock: 0, productType: variant.productType, modelId: variant.modelId });
      for (const location of locationRows.filter((l) => l.sorg === sorg)) out.stock.push(stockRow(rng, variant.id, sorg, location.code, variant.productType, baseDate));
      if (maintained && deal < 0.14) out.tiers.push(...tiersFor(sorg, variant.id, dealer, deal, g.model.modelYear ?? baseYear, baseYear, nextTierId));
    }
  }
  for (const variant of g.variants) out.tags.push(...tagsFor(rng, variant.id, g.model.modelYear ?? baseYear, baseYear, g.model.mcId));
}

function stockRow(rng: Rng, productId: number, sorg: string, locationCode: string, type: string, baseDate: string): StockRow {
  const max = type === 'Bike' ? 40 : type === 'Groupset' ? 15 : 400;
  const qty = rng.chance(0.22) ? 0 : rng.int(1, max);
  const arriving = qty < max / 8 && rng.chance(0.7);
  return {
    productId, sorg, locationCode, qty,
    nextArrival: arriving ? shiftDate(baseDate, rng.int(7, 120)) : null,
    nextArrivalQty: arriving ? rng.int(5, max) : null,
  };
}

function tiersFor(sorg: string, productId: number, dealer: number, deal: number, year: number, baseYear: number, id: () => number): TierRow[] {
  const base = { productId, sorg, uom: 'EA' };
  if (deal < 0.07 || year > baseYear - 2) {
    return [
      { ...base, id: id(), salesDealNo: `SD-${sorg}-VOL`, type: 'percentage', term: '>=', qty: 5, value: -5 },
      { ...base, id: id(), salesDealNo: `SD-${sorg}-VOL`, type: 'percentage', term: '>=', qty: 10, value: -8 },
    ];
  }
  if (deal < 0.11) {
    const off = -dealerMinor(Math.round(dealer * 0.12), sorg, 1);
    return [{ ...base, id: id(), salesDealNo: `SD-${sorg}-CLR`, type: 'fixed', term: '>=', qty: 1, value: off }];
  }
  return [{ ...base, id: id(), salesDealNo: `SD-${sorg}-TRY`, type: 'percentage', term: '<=', qty: 3, value: -4 }];
}

function tagsFor(rng: Rng, productId: number, year: number, baseYear: number, mcId: string): TagRow[] {
  const tags: TagRow[] = [];
  const add = (i: number): void => {
    const t = articleTagPool[i];
    if (t) tags.push({ productId, category: t.category, tag: t.tag });
  };
  if (year >= baseYear) add(0);
  if (year <= baseYear - 3) add(1);
  if (rng.chance(0.03)) add(2);
  if (year > baseYear && mcId.startsWith('MC-BK')) add(3);
  if (mcId === 'MC-BK-CTY' || mcId === 'MC-BK-ECTY') add(4);
  if (mcId === 'MC-BK-RD') add(5);
  return tags;
}
