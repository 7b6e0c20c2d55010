// Loads articles by id with price, discount deals, stock and tags in one sorg.
import type { InValue, Row } from '@libsql/client';
import type { UpstreamContext } from '../db/client';
import { tierUnitPrice, type DiscountTier } from '../../src/domain/price.rules';
import type { SorgRow } from './sorgs.repo';

export interface StockView {
  available: number;
  status: string;
  nextArrival: string | null;
  nextArrivalQty: number | null;
  locations: { code: string; name: string; qty: number; nextArrival: string | null; nextArrivalQty: number | null }[];
}

export interface TierView extends DiscountTier {
  uom: string;
  unitPrice: number;
}

export interface ProductView {
  id: string;
  productId: number;
  modelId: number;
  article_code: string;
  slug: string;
  name: string;
  type: string;
  brand: string;
  series: string | null;
  model: string;
  modelYear: number | null;
  bikeCategory: string | null;
  merchandiseCategory: string;
  frameSize: string | null;
  wheelSize: string | null;
  colour: string | null;
  image: string | null;
  uom: string;
  orderLimit: number | null;
  tags: { category: string; tag: string }[];
  sorg: string | null;
  price: { dealer: number; retail: number | null; currency: string; symbol: string; separator: string; decimal_separator: string; decimal_precission: number } | null;
  discount: { salesDealNo: string; description: string | null; detail: TierView[] }[];
  stock: StockView;
  /** All tiers flattened, for pricing a quantity. */
  tiers: TierView[];
}

const str = (r: Row, k: string): string | null => (r[k] === null || r[k] === undefined ? null : String(r[k]));
const num = (r: Row, k: string): number | null => (r[k] === null || r[k] === undefined ? null : Number(r[k]));

const BASE = `SELECT p.id, p.model_id, p.article_code, p.name, p.product_type, p.frame_size, p.wheel_size, p.colour, p.image_key, p.uom,
  p.order_limit, p.model_year, m.slug, m.name AS model, b.name AS brand, se.name AS series, mc.name AS mc, bc.wording AS bike_category,
  pr.sorg AS listed, pr.dealer_price, pr.retail_price
FROM products p JOIN models m ON m.id = p.model_id JOIN brands b ON b.id = p.brand_id LEFT JOIN series se ON se.id = p.series_id
JOIN merchandise_categories mc ON mc.id = p.mc_id LEFT JOIN bike_categories bc ON bc.id = p.bike_category_id
LEFT JOIN prices pr ON pr.product_id = p.id AND pr.sorg = ?`;

export function stockStatus(available: number): string {
  return available <= 0 ? 'out_of_stock' : available < 5 ? 'low_stock' : 'in_stock';
}

export async function loadProducts(ctx: UpstreamContext, ids: readonly number[], sorg: SorgRow): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const marks = ids.map(() => '?').join(', ');
  const idArgs: InValue[] = [...ids];
  const [base, tiers, stock, tags] = await Promise.all([
    ctx.client.execute({ sql: `${BASE} WHERE p.id IN (${marks})`, args: [sorg.code, ...idArgs] }),
    ctx.client.execute({ sql: `SELECT d.product_id, d.sales_deal_no, d.type, d.term, d.qty, d.value, d.uom, pm.name, pm.description FROM discount_tiers d JOIN promotions pm ON pm.code = d.sales_deal_no WHERE d.sorg = ? AND d.product_id IN (${marks}) ORDER BY d.sales_deal_no, d.qty`, args: [sorg.code, ...idArgs] }),
    ctx.client.execute({ sql: `SELECT s.product_id, s.location_code, l.name, s.qty, s.next_arrival, s.next_arrival_qty FROM stock s JOIN stock_locations l ON l.code = s.location_code WHERE s.sorg = ? AND s.product_id IN (${marks}) ORDER BY s.location_code`, args: [sorg.code, ...idArgs] }),
    ctx.client.execute({ sql: `SELECT product_id, category, tag FROM article_tags WHERE product_id IN (${marks}) ORDER BY category, tag`, args: idArgs }),
  ]);
  const [tierRows, stockRows, tagRows] = [byProduct(tiers.rows), byProduct(stock.rows), byProduct(tags.rows)];
  const at = (rows: Map<number, Row[]>, id: number): Row[] => rows.get(id) ?? [];
  const byId = new Map(base.rows.map((r) => {
    const id = Number(r['id']);
    return [id, toView(r, sorg, at(tierRows, id), at(stockRows, id), at(tagRows, id))];
  }));
  return ids.map((id) => byId.get(id)).filter((v): v is ProductView => v !== undefined);
}

/** Rows by their product_id, in query order: a group view loads hundreds of variants at once. */
function byProduct(rows: Row[]): Map<number, Row[]> {
  const out = new Map<number, Row[]>();
  for (const row of rows) {
    const id = Number(row['product_id']);
    const list = out.get(id);
    if (list) list.push(row);
    else out.set(id, [row]);
  }
  return out;
}

/** One article's view from its base row and its own tier, stock and tag rows. */
function toView(r: Row, sorg: SorgRow, own: Row[], stockRows: Row[], tagRows: Row[]): ProductView {
  const id = Number(r['id']);
  const listed = str(r, 'listed') !== null;
  const dealer = num(r, 'dealer_price');
  const price = listed && dealer !== null
    ? { dealer, retail: num(r, 'retail_price'), currency: sorg.currency, symbol: sorg.symbol, separator: sorg.thousandSeparator, decimal_separator: sorg.decimalSeparator, decimal_precission: sorg.decimalPrecision }
    : null;
  const tiers: TierView[] = price
    ? own.map((t) => {
        const tier: DiscountTier = { type: String(t['type']) as DiscountTier['type'], term: String(t['term']) as DiscountTier['term'], qty: Number(t['qty']), value: Number(t['value']) };
        return { ...tier, uom: String(t['uom']), unitPrice: tierUnitPrice(price.dealer, tier) };
      })
    : [];
  const deals = [...new Set(own.map((t) => String(t['sales_deal_no'])))];
  const discount = price ? deals.map((deal) => {
    const rows = own.filter((t) => String(t['sales_deal_no']) === deal);
    const first = rows[0];
    return { salesDealNo: deal, description: first ? `${str(first, 'name') ?? ''}: ${str(first, 'description') ?? ''}` : null, detail: tiers.filter((_t, i) => String(own[i]?.['sales_deal_no']) === deal) };
  }) : [];
  const locations = stockRows.map((s) => ({
    code: String(s['location_code']), name: String(s['name']), qty: Number(s['qty']), nextArrival: str(s, 'next_arrival'), nextArrivalQty: num(s, 'next_arrival_qty'),
  }));
  const available = locations.reduce((sum, l) => sum + l.qty, 0);
  const arriving = locations.filter((l) => l.nextArrival).sort((a, b) => ((a.nextArrival ?? '') < (b.nextArrival ?? '') ? -1 : 1))[0];
  return {
    id: String(id), productId: id, modelId: Number(r['model_id']), article_code: String(r['article_code']), slug: String(r['slug']), name: String(r['name']),
    type: String(r['product_type']), brand: String(r['brand']), series: str(r, 'series'), model: String(r['model']), modelYear: num(r, 'model_year'),
    bikeCategory: str(r, 'bike_category'), merchandiseCategory: String(r['mc']), frameSize: str(r, 'frame_size'), wheelSize: str(r, 'wheel_size'),
    colour: str(r, 'colour'), image: str(r, 'image_key'), uom: String(r['uom']), orderLimit: num(r, 'order_limit'),
    tags: tagRows.map((t) => ({ category: String(t['category']), tag: String(t['tag']) })),
    sorg: listed ? sorg.code : null, price, discount, tiers,
    stock: { available, status: stockStatus(available), nextArrival: arriving?.nextArrival ?? null, nextArrivalQty: arriving?.nextArrivalQty ?? null, locations },
  };
}
