// What a saved list's lines show beside their code, as the cart does: the article's name, today's
// dealer price and the stock on hand, read for all lines at once (one upstream call per sales
// organisation and 200 codes). A list keeps codes and quantities only (decision 0078).
import { detailPath } from '../../domain/catalog/paths';
import type { ListLine } from '../../domain/order-lists/order-list.rules';
import type { UpstreamClient } from '../upstream';
import { ProductAnalysisDocument, type ProductFieldsFragment } from '../upstream/generated';

export interface LineDetail {
  name: string;
  /** Catalogue path without the locale prefix; null when the article is not listed in the sorg. */
  path: string | null;
  price: { dealer: number; currency: string } | null;
  stock: ProductFieldsFragment['stock'];
}

const CODES_PER_CALL = 200;
export const lineKey = (line: Pick<ListLine, 'articleCode' | 'sorg'>): string => `${line.sorg}|${line.articleCode}`;

/** Details by `sorg|code`; a code the catalogue does not know is absent. */
export async function lineDetails(upstream: UpstreamClient, lines: readonly Pick<ListLine, 'articleCode' | 'sorg'>[]): Promise<Map<string, LineDetail>> {
  const bySorg = Map.groupBy(lines, (l) => l.sorg);
  const calls = [...bySorg].flatMap(([sorg, own]) => {
    const codes = [...new Set(own.map((l) => l.articleCode))];
    return Array.from({ length: Math.ceil(codes.length / CODES_PER_CALL) }, (_, i) => ({ sorg, codes: codes.slice(i * CODES_PER_CALL, (i + 1) * CODES_PER_CALL) }));
  });
  const answers = await Promise.all(calls.map(async ({ sorg, codes }) => ({ sorg, found: (await upstream.request(ProductAnalysisDocument, { sorg, articleCodes: codes })).productAnalysis })));
  const details = new Map<string, LineDetail>();
  for (const { sorg, found } of answers) {
    for (const { articleCode, product: p } of found) {
      if (!p) continue;
      details.set(lineKey({ articleCode, sorg }), {
        name: p.name,
        path: p.sorg ? detailPath(p.type, p.slug) : null,
        price: p.sorg && p.price ? { dealer: p.price.dealer, currency: p.price.currency } : null,
        stock: p.stock,
      });
    }
  }
  return details;
}
