// Catalogue analysis: one productAnalysis call for up to 200 pasted article codes in a
// sales organisation, each article with its verdict (src/domain/admin/catalog-analysis.rules.ts), and
// the same as an .xlsx. Shared by /api/admin/catalog-analyze and the two /admin/catalog-analyze pages.
import { analyse, ANALYSIS_MAX_CODES, articleCodesOf, type AnalysisVerdict } from '../../domain/admin/catalog-analysis.rules';
import type { Formatter } from '../../domain/format';
import { ApiError } from '../api/errors';
import type { MessageKey, Translate } from '../i18n';
import { writeXlsx, type SheetRow } from '../spreadsheet/xlsx';
import { isUpstreamError, type UpstreamClient } from '../upstream';
import { ProductAnalysisDocument, SorgsDocument, type ProductFieldsFragment } from '../upstream/generated';

export interface AnalysedRow {
  articleCode: string;
  product: ProductFieldsFragment | null;
  verdict: AnalysisVerdict;
}

export interface CatalogAnalysis {
  sorg: string;
  rows: AnalysedRow[];
}

const invalid = (key: string, path: string) => new ApiError(400, 'VALIDATION', 'Please check again all of your input', key, [{ path, message: key }]);

/** The sales organisations to choose from. */
export async function analysisSorgs(upstream: UpstreamClient): Promise<{ code: string; name: string }[]> {
  return (await upstream.request(SorgsDocument, {})).sorgs.map(({ code, name }) => ({ code, name }));
}

export async function analyseCatalog(upstream: UpstreamClient, sorg: string, codesText: string): Promise<CatalogAnalysis> {
  const codes = articleCodesOf(codesText);
  if (codes.length === 0) throw invalid('admin.analysis.no_codes', 'codes');
  if (codes.length > ANALYSIS_MAX_CODES) throw invalid('admin.analysis.too_many', 'codes');
  try {
    if (!(await analysisSorgs(upstream)).some((s) => s.code === sorg)) throw invalid('admin.analysis.unknown_sorg', 'sorg');
    const { productAnalysis } = await upstream.request(ProductAnalysisDocument, { sorg, articleCodes: codes });
    return { sorg, rows: productAnalysis.map(({ articleCode, product }) => ({ articleCode, product: product ?? null, verdict: analyse(product ?? null) })) };
  } catch (error) {
    if (isUpstreamError(error)) throw new ApiError(502, 'UPSTREAM', 'Connection failed, please refresh this page or contact support.', 'admin.users.upstream_failed');
    throw error;
  }
}

/** Locale keys of a verdict's reasons and notes, for the screen and the sheet. */
export function verdictKeys(row: AnalysedRow): MessageKey[] {
  const keys = row.verdict.reasons.map((r) => `admin.analysis.reason.${r}` as MessageKey);
  if (row.verdict.preview) keys.push('admin.analysis.note.preview');
  return keys;
}

const tierText = (p: ProductFieldsFragment, fmt: Formatter) =>
  p.discount.flatMap((d) => d.detail.map((tier) => `${d.salesDealNo} ${tier.term} ${tier.qty} ${tier.uom}: ${p.price ? fmt.money(tier.unitPrice, p.price.currency) : ''}`)).join('; ');

export function analysisSheet(t: Translate, fmt: Formatter, analysis: CatalogAnalysis): Promise<Uint8Array> {
  const header = ['article', 'name', 'listed', 'dealer_price', 'tiers', 'stock', 'next_arrival', 'locations', 'tags', 'order_limit', 'orderable', 'reasons'].map((k) => t(`admin.analysis.col.${k}` as MessageKey));
  const yes = t('admin.analysis.yes');
  const no = t('admin.analysis.no');
  const rows: SheetRow[] = analysis.rows.map((row) => {
    const p = row.product;
    const reasons = verdictKeys(row).map((k) => t(k, { sorg: analysis.sorg })).join('; ');
    if (!p) return [row.articleCode, '', no, '', '', '', '', '', '', '', no, reasons];
    return [
      row.articleCode, p.name, p.sorg ? yes : no, p.price ? fmt.money(p.price.dealer, p.price.currency) : '', tierText(p, fmt),
      p.stock.available, p.stock.nextArrival ? `${fmt.date(p.stock.nextArrival)} (${p.stock.nextArrivalQty ?? ''})` : '',
      p.stock.locations.map((l) => `${l.name}: ${l.qty}`).join('; '), p.tags.map((tag) => `${tag.category}/${tag.tag}`).join(', '),
      p.orderLimit ?? '', row.verdict.orderable ? yes : no, reasons,
    ];
  });
  return writeXlsx(t('route.admin_catalog_analyze'), [header, ...rows]);
}
