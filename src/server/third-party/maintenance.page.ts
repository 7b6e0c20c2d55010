// /3rd-party/article-maintenance: the customer-vendor uploads its stock from a spreadsheet; the rows
// go upstream in batches of 75 and the page reports each batch (a failed batch can be sent again).
import { ARTICLE_BATCH_SIZE, batchesOf, readStockSheet, STOCK_UPLOAD_MAX_ROWS, type BatchResult } from '../../domain/third-party';
import type { CustCode } from '../auth/claims';
import { isZip, readXlsx } from '../catalog/xlsx-reader';
import { readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { UpstreamClient } from '../upstream';
import { UploadStockThirdPartiesDocument } from '../upstream/generated';

const MAX_FILE_BYTES = 512 * 1024;

export type StockUploadOutcome =
  | { kind: 'done'; rows: number; results: BatchResult[]; unknown: string[] }
  | { kind: 'refused'; status: number; messageKey: string; lines?: number[] };

export async function handleStockUpload(upstream: UpstreamClient, code: CustCode, request: Request): Promise<StockUploadOutcome> {
  const read = await readPageForm(request, MAX_FILE_BYTES + 64 * 1024);
  if (!read.ok) return { kind: 'refused', status: read.reason === 'too_large' ? 413 : 400, messageKey: read.reason === 'too_large' ? 'third_party.file_too_large' : UNREADABLE_FORM_KEY };
  const file = read.form.get('file');
  if (!(file instanceof File) || file.size === 0) return { kind: 'refused', status: 400, messageKey: 'third_party.file_required' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sheet = isZip(bytes) ? readXlsx(bytes) : null;
  if (!sheet?.ok) return { kind: 'refused', status: 400, messageKey: 'third_party.file_not_xlsx' };
  if (sheet.rows.length - 1 > STOCK_UPLOAD_MAX_ROWS) return { kind: 'refused', status: 400, messageKey: 'third_party.file_too_large' };
  const stock = readStockSheet(sheet.rows);
  if (!stock.ok) return 'empty' in stock ? { kind: 'refused', status: 400, messageKey: 'third_party.file_empty' } : { kind: 'refused', status: 400, messageKey: 'third_party.stock_lines', lines: stock.problems.map((p) => p.line) };
  const results: BatchResult[] = [];
  const unknown: string[] = [];
  for (const [index, batch] of batchesOf(stock.rows, ARTICLE_BATCH_SIZE).entries()) {
    try {
      const { uploadStockThirdParties: out } = await upstream.request(UploadStockThirdPartiesDocument, { custCode: code.r3, products: batch });
      unknown.push(...out.userErrors.map((e) => e.field ?? '').filter((f) => f !== '' && f !== 'custCode'));
      if (out.userErrors.some((e) => e.field === 'custCode')) return { kind: 'refused', status: 403, messageKey: 'third_party.not_vendor' };
      results.push({ index, ok: true, count: batch.length });
    } catch (error) {
      console.warn('[third-party] stock batch failed', error);
      results.push({ index, ok: false, count: batch.length, message: 'upstream' });
    }
  }
  return { kind: 'done', rows: stock.rows.length, results, unknown };
}
