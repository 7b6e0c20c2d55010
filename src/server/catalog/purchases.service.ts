// The acting customer's purchase history from the upstream ledger, ranked for the previous and
// frequent purchase lists.
import { rankPurchases, type PurchaseKind } from '../../domain/catalog/purchases.rules';
import type { UpstreamClient } from '../upstream';
import { PurchasedArticlesDocument } from '../upstream/generated';

export interface PurchasedArticleView {
  articleCode: string;
  sorg: string;
  name: string | null;
  slug: string | null;
  orderCount: number;
  totalQty: number;
  lastOrderedAt: string;
  lastQty: number;
}

export async function purchases(upstream: UpstreamClient, custCode: string, kind: PurchaseKind, signal?: AbortSignal): Promise<PurchasedArticleView[]> {
  const { purchasedArticles } = await upstream.request(PurchasedArticlesDocument, { custCode }, signal ? { signal } : undefined);
  const views = purchasedArticles.map((a) => ({ ...a, name: a.name ?? null, slug: a.slug ?? null, lastOrderedAt: String(a.lastOrderedAt) }));
  return rankPurchases(views, kind);
}
