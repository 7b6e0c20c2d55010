// Fast order: every parsed line is checked (unknown code, not orderable, order limit, stock) and
// the good lines go to the cart in one request.
import type { FastOrderLine } from '../../domain/cart/fast-order.rules';
import type { UpstreamClient } from '../upstream';
import { StocksDocument } from '../upstream/generated';
import { updateCart } from './cart.service';

export interface FastOrderResult {
  lineNo: number;
  articleCode: string;
  qty: number;
  /** null when the line went to the cart. */
  /** `message` is English; the page shows the locales text of `messageKey` when there is one. */
  problem: { code: string; message: string; messageKey?: string; params?: Record<string, number> } | null;
}

export async function fastOrder(upstream: UpstreamClient, custCode: string, sorg: string, lines: readonly FastOrderLine[]): Promise<{ results: FastOrderResult[]; totalQty: number }> {
  if (lines.length === 0) return { results: [], totalQty: 0 };
  const codes = [...new Set(lines.map((l) => l.articleCode))];
  const { stocks } = await upstream.request(StocksDocument, { articleCodes: codes, sorg });
  const available = new Map(stocks.map((s) => [s.article_code, s.stock.available]));
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.articleCode, (wanted.get(line.articleCode) ?? 0) + line.qty);
  const results: FastOrderResult[] = lines.map((line) => {
    const stock = available.get(line.articleCode);
    const over = stock !== undefined && (wanted.get(line.articleCode) ?? 0) > stock;
    return { ...line, problem: over ? { code: 'stock', message: 'Order exceeds available stock', messageKey: 'cart.exceeds_stock' } : null };
  });
  const good = results.filter((r) => r.problem === null);
  if (good.length === 0) return { results, totalQty: 0 };
  const { cart, errors } = await updateCart(upstream, custCode, { mode: 'add', lines: good.map((r) => ({ articleCode: r.articleCode, sorg, qty: r.qty })) });
  const refused = new Map(errors.map((e) => [e.articleCode, e]));
  for (const result of results) {
    const error = result.problem === null ? refused.get(result.articleCode) : undefined;
    if (error) result.problem = { code: error.code, message: error.message, ...(error.messageKey ? { messageKey: error.messageKey } : {}), ...(error.params ? { params: error.params } : {}) };
  }
  return { results, totalQty: cart.totalQty };
}
