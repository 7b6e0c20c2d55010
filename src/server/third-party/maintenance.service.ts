// Article maintenance on the server: reading an uploaded sheet into rows of its kind, and sending one
// batch of at most 75 rows upstream. The browser runs the batches one by one (progress and resume);
// the page's no-JavaScript form runs them all in one request through the same functions.
import {
  readMaintenanceSheet,
  type ArticleTagsInput,
  type BatchResult,
  type MaintenanceKind,
  type MaintenanceRow,
  type OrderLimitBatch,
  type VendorBatch,
} from '../../domain/third-party';
import { hasAllScopes } from '../../domain/routes';
import { isZip, readXlsx } from '../spreadsheet/xlsx';
import type { UpstreamClient } from '../upstream';
import {
  ArticleTagCategoryTypesDocument,
  DeleteProductsDocument,
  UpdateOrderLimitsDocument,
  UpdateProductAttributesDocument,
  UploadProductThirdPartiesDocument,
  UploadStockThirdPartiesDocument,
  UpsertArticleTagsDocument,
  type ArticleTagCategoryTypesQuery,
} from '../upstream/generated';

export const MAINTENANCE_MAX_FILE_BYTES = 512 * 1024;
/** The sheet the templates are written with; a workbook without it is read from its first visible sheet. */
export const MAINTENANCE_SHEET_NAME = 'Articles';

/** docs/requirements.md#article-maintenance: order-limit uploads and article tag edits are for administrators (decision 0066). */
export const ORDER_LIMIT_SCOPE = 'order-limit.upload';
export const ARTICLE_TAG_SCOPE = 'article-tag.update';

export const mayUploadOrderLimits = (scopes: readonly string[]): boolean => hasAllScopes(scopes, [ORDER_LIMIT_SCOPE]);
export const mayEditArticleTags = (scopes: readonly string[]): boolean => hasAllScopes(scopes, [ARTICLE_TAG_SCOPE]);

export type SheetOutcome<K extends MaintenanceKind> =
  | { ok: true; rows: MaintenanceRow<K>[] }
  | { ok: false; status: 400 | 413; messageKey: string; lines?: number[] };

/** The rows of an uploaded workbook, or why it was refused (nothing is sent then). */
export async function readMaintenanceFile<K extends MaintenanceKind>(kind: K, bytes: Uint8Array, precision: number): Promise<SheetOutcome<K>> {
  if (bytes.length > MAINTENANCE_MAX_FILE_BYTES) return { ok: false, status: 413, messageKey: 'third_party.file_too_large' };
  const sheet = isZip(bytes) ? await readXlsx(bytes, MAINTENANCE_SHEET_NAME) : null;
  if (!sheet?.ok) return { ok: false, status: sheet?.reason === 'too_large' ? 413 : 400, messageKey: sheet?.reason === 'too_large' ? 'third_party.file_too_large' : 'third_party.file_not_xlsx' };
  const read = readMaintenanceSheet(kind, sheet.rows, precision);
  if (read.ok) return { ok: true, rows: read.rows };
  if (read.reason === 'too_many') return { ok: false, status: 413, messageKey: 'third_party.file_too_large' };
  if (read.reason === 'empty') return { ok: false, status: 400, messageKey: 'third_party.file_empty' };
  return { ok: false, status: 400, messageKey: 'third_party.sheet_lines', lines: read.lines };
}

/** A batch's answer: the result, the article codes the upstream did not know, or a refusal of the customer. */
export type BatchAnswer = { kind: 'sent'; result: BatchResult; unknown: string[] } | { kind: 'not_vendor' };

type Outcome = { userErrors: readonly { field?: string | null }[] };

function answer(index: number, count: number, out: Outcome): BatchAnswer {
  if (out.userErrors.some((e) => e.field === 'custCode')) return { kind: 'not_vendor' };
  const unknown = out.userErrors.map((e) => e.field ?? '').filter((f) => f !== '');
  return { kind: 'sent', result: { index, ok: true, count }, unknown };
}

/** Sends one batch of the customer-vendor's rows; an upstream failure is thrown to the caller. */
export async function sendVendorBatch(upstream: UpstreamClient, custCode: string, batch: VendorBatch): Promise<BatchAnswer> {
  const { index, rows } = batch;
  switch (batch.kind) {
    case 'stock':
      return answer(index, rows.length, (await upstream.request(UploadStockThirdPartiesDocument, { custCode, products: batch.rows })).uploadStockThirdParties);
    case 'products':
      return answer(index, rows.length, (await upstream.request(UploadProductThirdPartiesDocument, { custCode, products: batch.rows })).uploadProductThirdParties);
    case 'attributes': {
      const products = batch.rows.map((r) => ({
        articleCode: r.articleCode, sorg: r.sorg,
        attribute: { orderFlag: r.orderFlag, newArrival: { from: r.newArrivalFrom, to: r.newArrivalTo, active: r.newArrivalActive } },
      }));
      return answer(index, rows.length, (await upstream.request(UpdateProductAttributesDocument, { custCode, products })).updateProductAttributes);
    }
    case 'delete':
      return answer(index, rows.length, (await upstream.request(DeleteProductsDocument, { custCode, products: batch.rows })).deleteProducts);
  }
}

export async function sendOrderLimitBatch(upstream: UpstreamClient, batch: OrderLimitBatch): Promise<BatchAnswer> {
  const { updateOrderLimits } = await upstream.request(UpdateOrderLimitsDocument, { products: batch.rows });
  return answer(batch.index, batch.rows.length, updateOrderLimits);
}

export type TagCategory = ArticleTagCategoryTypesQuery['articleTagCategoryTypes'][number];

export async function readTagCategories(upstream: UpstreamClient): Promise<TagCategory[]> {
  return (await upstream.request(ArticleTagCategoryTypesDocument, {})).articleTagCategoryTypes;
}

/** Sets the tags of one category on each article; returns the article codes the catalogue does not have. */
export async function saveArticleTags(upstream: UpstreamClient, input: ArticleTagsInput): Promise<string[]> {
  const tags = [...new Set(input.articleCodes)].map((articleCode) => ({ articleCode, category: input.category, tags: input.tags }));
  const { upsertArticleTags } = await upstream.request(UpsertArticleTagsDocument, { tags });
  return upsertArticleTags.userErrors.map((e) => e.field ?? '').filter((f) => f !== '');
}
