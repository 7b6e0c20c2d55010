// Restock alerts: who may ask, and which waiting alerts an arrival closes. Pure, so the
// sweep and the product page agree and the unit tests pin the rule.

/** An alert as the rule sees it: waiting while `notifiedAt` is null. */
export interface AlertState {
  id: number;
  sorg: string;
  articleCode: string;
  notifiedAt: Date | null;
}

/** Only an article with nothing available can be asked for; an article in stock is ordered instead. */
export function canAskRestock(available: number | null | undefined): boolean {
  return available !== null && available !== undefined && available <= 0;
}

/** The stock key: stock is per sales organisation, so an arrival in one does not close another's alert. */
export const stockKey = (sorg: string, articleCode: string): string => `${sorg}|${articleCode}`;

/**
 * The waiting alerts whose article now has stock in their sales organisation. An alert already
 * notified is never due again (one e-mail and one notice per alert); an article the upstream did
 * not answer for stays waiting.
 */
export function dueAlerts<T extends AlertState>(alerts: readonly T[], available: ReadonlyMap<string, number>): T[] {
  return alerts.filter((a) => a.notifiedAt === null && (available.get(stockKey(a.sorg, a.articleCode)) ?? 0) > 0);
}

/** Article codes as the ERP writes them; anything else is refused before it reaches the upstream. */
export const ARTICLE_CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
