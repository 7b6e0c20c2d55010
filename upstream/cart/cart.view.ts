// Builds the Cart response: each line priced with the discount rule, totals per sorg.
import { asc, eq } from 'drizzle-orm';
import { priceLine, totalsBySorg } from '../../src/domain/price.rules';
import type { UpstreamContext } from '../db/client';
import { cartLines, carts } from '../db/schema/cart';
import { loadProducts, type ProductView } from '../catalog/product.view';
import { sorgInfo } from '../catalog/sorgs.repo';

type LineRow = typeof cartLines.$inferSelect;

export interface CartItemView {
  product: ProductView;
  qty: number;
  uom: string;
  sorg: string;
  currency: string;
  unitPrice: number;
  amount: number;
  appliedDiscount: ProductView['tiers'][number] | null;
}

export async function productsByCode(ctx: UpstreamContext, sorg: string, codes: readonly string[]): Promise<Map<string, ProductView>> {
  if (codes.length === 0) return new Map();
  const rs = await ctx.client.execute({ sql: `SELECT id FROM products WHERE article_code IN (${codes.map(() => '?').join(', ')})`, args: [...codes] });
  const views = await loadProducts(ctx, rs.rows.map((r) => Number(r['id'])), await sorgInfo(ctx, sorg));
  return new Map(views.map((v) => [v.article_code, v]));
}

/** Prices the lines; a line whose article lost its price stays with amount 0 so checkout can name it. */
export async function pricedItems(ctx: UpstreamContext, lines: readonly LineRow[]): Promise<CartItemView[]> {
  const items: CartItemView[] = [];
  for (const sorg of [...new Set(lines.map((l) => l.sorg))]) {
    const own = lines.filter((l) => l.sorg === sorg);
    const products = await productsByCode(ctx, sorg, own.map((l) => l.articleCode));
    const info = await sorgInfo(ctx, sorg);
    for (const line of own) {
      const product = products.get(line.articleCode);
      if (!product) continue;
      const priced = product.price ? priceLine(product.price.dealer, line.qty, product.tiers) : { unitPrice: 0, amount: 0, tier: null };
      const applied = priced.tier ? (product.tiers.find((t) => t === priced.tier) ?? null) : null;
      items.push({ product, qty: line.qty, uom: line.uom, sorg, currency: info.currency, unitPrice: priced.unitPrice, amount: priced.amount, appliedDiscount: applied });
    }
  }
  return items;
}

export async function cartLinesOf(ctx: UpstreamContext, r3: string): Promise<LineRow[]> {
  return ctx.db.select().from(cartLines).where(eq(cartLines.custCode, r3)).orderBy(asc(cartLines.addedAt), asc(cartLines.articleCode));
}

export async function cartView(ctx: UpstreamContext, r3: string, custCode: string) {
  const [lines, head] = await Promise.all([cartLinesOf(ctx, r3), ctx.db.select().from(carts).where(eq(carts.custCode, r3))]);
  const items = await pricedItems(ctx, lines);
  const totals = await Promise.all(
    totalsBySorg(items).map(async (t) => ({ ...t, decimalPrecision: (await sorgInfo(ctx, t.sorg)).decimalPrecision })),
  );
  return {
    custCode, items, totals,
    totalQty: items.reduce((sum, i) => sum + i.qty, 0),
    totalProducts: items.length,
    updatedAt: head[0]?.updatedAt ?? null,
  };
}
