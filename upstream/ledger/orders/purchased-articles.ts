// Articles a customer bought before, one row per article and sales organisation: how many orders
// held it, the quantity over all of them, and the newest order's date and quantity. Void and failed
// orders and cancelled lines were never bought.
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { models, products } from '../../db/schema/catalog';
import { ledgerOrderLines, ledgerOrders } from '../../db/schema/ledger';
import type { LedgerDb } from '../db';

export interface PurchasedArticle {
  articleCode: string;
  sorg: string;
  name: string | null;
  slug: string | null;
  orderCount: number;
  totalQty: number;
  lastOrderedAt: string;
  lastQty: number;
}

export async function purchasedArticles(db: LedgerDb, custCode: string, sorgs?: readonly string[] | null): Promise<PurchasedArticle[]> {
  const rows = await db
    .select({ orderNumber: ledgerOrders.orderNumber, sorg: ledgerOrders.sorg, createdAt: ledgerOrders.createdAt, articleCode: ledgerOrderLines.articleCode, qty: ledgerOrderLines.qty, name: products.name, slug: models.slug })
    .from(ledgerOrders)
    .innerJoin(ledgerOrderLines, eq(ledgerOrderLines.orderNumber, ledgerOrders.orderNumber))
    .leftJoin(products, eq(products.articleCode, ledgerOrderLines.articleCode))
    .leftJoin(models, eq(models.id, products.modelId))
    .where(
      and(
        eq(ledgerOrders.custCode, custCode),
        sorgs && sorgs.length > 0 ? inArray(ledgerOrders.sorg, [...sorgs]) : undefined,
        notInArray(ledgerOrders.status, ['void', 'failed']),
        notInArray(ledgerOrderLines.status, ['cancelled']),
      ),
    )
    .orderBy(desc(ledgerOrders.createdAt), desc(ledgerOrders.orderNumber));
  const byArticle = new Map<string, PurchasedArticle & { lastOrder: string; orders: Set<string> }>();
  for (const row of rows) {
    const key = `${row.sorg}|${row.articleCode}`;
    const seen = byArticle.get(key);
    if (!seen) {
      byArticle.set(key, { articleCode: row.articleCode, sorg: row.sorg, name: row.name, slug: row.slug, orderCount: 1, totalQty: row.qty, lastOrderedAt: row.createdAt, lastQty: row.qty, lastOrder: row.orderNumber, orders: new Set([row.orderNumber]) });
      continue;
    }
    seen.totalQty += row.qty;
    if (row.orderNumber === seen.lastOrder) seen.lastQty += row.qty;
    seen.orders.add(row.orderNumber);
    seen.orderCount = seen.orders.size;
  }
  return [...byArticle.values()].map(({ orders: _orders, lastOrder: _lastOrder, ...article }) => article);
}
