// Ordering of the dealer's purchase history for /catalog/previous-purchases and
// /catalog/frequent-purchases. Shared by the page and the API so both list the same articles.

export interface Purchase {
  articleCode: string;
  sorg: string;
  orderCount: number;
  totalQty: number;
  /** ISO date-time of the newest order holding the article. */
  lastOrderedAt: string;
  lastQty: number;
}

export type PurchaseKind = 'previous' | 'frequent';

export const PURCHASES_LIMIT = 50;

const byCode = (a: Purchase, b: Purchase) => a.articleCode.localeCompare(b.articleCode) || a.sorg.localeCompare(b.sorg);
const newestFirst = (a: Purchase, b: Purchase) => b.lastOrderedAt.localeCompare(a.lastOrderedAt);

/** Previous: newest purchase first. Frequent: most orders first, then the larger quantity, then the newer. */
export function rankPurchases<T extends Purchase>(purchases: readonly T[], kind: PurchaseKind, limit = PURCHASES_LIMIT): T[] {
  const compare =
    kind === 'previous'
      ? (a: T, b: T) => newestFirst(a, b) || byCode(a, b)
      : (a: T, b: T) => b.orderCount - a.orderCount || b.totalQty - a.totalQty || newestFirst(a, b) || byCode(a, b);
  const ranked = [...purchases].sort(compare);
  // An article bought once is not a habit: the frequent list keeps repeat purchases only.
  return (kind === 'frequent' ? ranked.filter((p) => p.orderCount > 1) : ranked).slice(0, limit);
}
