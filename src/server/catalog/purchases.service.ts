// The acting customer's purchase history from the upstream ledger, ranked for the previous and
// frequent purchase lists.
import { rankPurchases, type PurchaseKind } from '../../domain/catalog/purchases.rules';
import type { UpstreamClient } from '../upstream';
import { PurchasedArticlesDocument, type PurchasedArticlesQuery } from '../upstream/generated';

export type PurchasedArticleView = PurchasedArticlesQuery['purchasedArticles'][number];

export async function purchases(upstream: UpstreamClient, custCode: string, kind: PurchaseKind, signal?: AbortSignal): Promise<PurchasedArticleView[]> {
  const { purchasedArticles } = await upstream.request(PurchasedArticlesDocument, { custCode }, signal ? { signal } : undefined);
  return rankPurchases(purchasedArticles, kind);
}
