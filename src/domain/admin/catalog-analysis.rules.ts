// Catalogue analysis (/admin/catalog-analyze): why a dealer of a sales organisation sees
// what they see of an article, and why they cannot order it. The reasons follow the cart's own line
// rules (upstream/cart/line.rules.ts): not listed, no price, no stock for a stock order, order limit.
import { z } from 'zod';

export const ANALYSIS_MAX_CODES = 200;

export const analysisQuery = z.object({
  sorg: z.string({ error: 'validation.required' }).trim().regex(/^[A-Z0-9]{1,4}$/, { error: 'validation.required' }),
  codes: z.string({ error: 'validation.required' }).max(ANALYSIS_MAX_CODES * 41, { error: 'admin.analysis.too_many' }),
});

/** Codes as pasted: split on blanks, commas and semicolons, duplicates dropped, order kept. */
export function articleCodesOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((c) => c.trim()).filter((c) => c !== ''))];
}

export interface AnalysedArticle {
  sorg: string | null;
  price: { dealer: number } | null;
  orderLimit: number | null;
  stock: { available: number; nextArrival: string | null };
  tags: readonly { category: string; tag: string }[];
}

/** Blocking reasons, in the order the cart meets them. */
export type AnalysisReason = 'unknown_article' | 'not_listed' | 'no_price' | 'no_stock';

export interface AnalysisVerdict {
  /** Seen in the catalogue list of the sales organisation. */
  visible: boolean;
  /** Can go into the cart and be ordered from stock. */
  orderable: boolean;
  reasons: AnalysisReason[];
  /** Ordering is possible only as a pre-order (no stock). */
  preOrderOnly: boolean;
  /** Tags that put the article on a preview page only. */
  preview: boolean;
}

export function analyse(product: AnalysedArticle | null): AnalysisVerdict {
  if (!product) return { visible: false, orderable: false, reasons: ['unknown_article'], preOrderOnly: false, preview: false };
  const preview = product.tags.some((t) => t.category === 'marin_preview_page');
  if (!product.sorg) return { visible: false, orderable: false, reasons: ['not_listed'], preOrderOnly: false, preview };
  if (!product.price) return { visible: true, orderable: false, reasons: ['no_price'], preOrderOnly: false, preview };
  if (product.stock.available <= 0) return { visible: true, orderable: false, reasons: ['no_stock'], preOrderOnly: true, preview };
  return { visible: true, orderable: true, reasons: [], preOrderOnly: false, preview };
}
