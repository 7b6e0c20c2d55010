// /api/article-maintenance (page.3rdpartyarticlemaintenance, docs/requirements.md#article-maintenance): a sheet is
// read into rows, then the browser sends them in batches of 75, one request per batch, so it can draw
// the progress and resume after a failure. Vendor batches act for the chosen customer-vendor; order
// limits and article tags touch the distributor's catalogue and need the administrators' scopes.
import { Hono } from 'hono';
import {
  articleTagsSchema,
  maintenanceKind,
  orderLimitBatchSchema,
  SHEET_COLUMNS,
  vendorBatchSchema,
  type MaintenanceKind,
} from '../../domain/third-party';
import { authError } from '../auth/auth.messages';
import { writeXlsx, XLSX_TYPE } from '../spreadsheet/xlsx';
import { readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import {
  ARTICLE_TAG_SCOPE,
  MAINTENANCE_MAX_FILE_BYTES,
  mayUploadOrderLimits,
  ORDER_LIMIT_SCOPE,
  MAINTENANCE_SHEET_NAME,
  readMaintenanceFile,
  readTagCategories,
  saveArticleTags,
  sendOrderLimitBatch,
  sendVendorBatch,
  type BatchAnswer,
} from '../third-party/maintenance.service';
import { ApiError, envelope } from './errors';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';

const PAGE = 'page.3rdpartyarticlemaintenance';

const mayRun = (scopes: readonly string[], kind: MaintenanceKind) => kind !== 'order_limits' || mayUploadOrderLimits(scopes);

function batchReply(answer: BatchAnswer) {
  if (answer.kind === 'not_vendor') throw new ApiError(422, 'NOT_VENDOR', 'This customer is not a partner vendor', 'third_party.not_vendor');
  return { data: { ...answer.result, unknown: answer.unknown } };
}

function upstreamFailed(error: unknown): never {
  console.warn('[article-maintenance] batch failed', error);
  throw new ApiError(502, 'BATCH_FAILED', 'The batch could not be saved; send it again', 'third_party.batch_retry');
}

export const articleMaintenanceRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .get('/article-maintenance/template/:kind', requireScopes(PAGE), async (c) => {
    const kind = maintenanceKind.safeParse(c.req.param('kind'));
    if (!kind.success) throw new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');
    if (!mayRun(c.var.auth.scp, kind.data)) throw authError('SCOPE_MISSING');
    const bytes = await writeXlsx(MAINTENANCE_SHEET_NAME, [SHEET_COLUMNS[kind.data]]);
    return c.body(bytes.slice().buffer, 200, { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${kind.data}.xlsx"`, 'Cache-Control': 'private, no-store' });
  })
  .post('/article-maintenance/sheet', requireScopes(PAGE), async (c) => {
    const read = await readPageForm(c.req.raw, MAINTENANCE_MAX_FILE_BYTES + 64 * 1024);
    if (!read.ok) throw read.reason === 'too_large' ? new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large', 'third_party.file_too_large') : new ApiError(400, 'BAD_REQUEST', 'Not a form', UNREADABLE_FORM_KEY);
    const kind = maintenanceKind.safeParse(read.form.get('kind'));
    if (!kind.success) throw new ApiError(400, 'VALIDATION', 'Unknown kind of sheet', 'api.error.validation', [{ path: 'kind', message: 'validation.required' }]);
    if (!mayRun(c.var.auth.scp, kind.data)) throw authError('SCOPE_MISSING');
    const file = read.form.get('file');
    if (!(file instanceof File) || file.size === 0) throw new ApiError(400, 'VALIDATION', 'Choose a file', 'third_party.file_required', [{ path: 'file', message: 'third_party.file_required' }]);
    const sheet = await readMaintenanceFile(kind.data, new Uint8Array(await file.arrayBuffer()), requestHost(c).currency.decimalPrecision);
    c.header('Cache-Control', 'private, no-store');
    if (!sheet.ok) return c.json({ ...envelope('SHEET_REFUSED', 'The sheet cannot be used', sheet.messageKey), lines: sheet.lines ?? [] }, sheet.status);
    return c.json({ data: { kind: kind.data, rows: sheet.rows } }, 200);
  })
  .post('/article-maintenance/batches', requireScopes(PAGE), requireActingCustomer, validate('json', vendorBatchSchema), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const answer = await sendVendorBatch(c.var.services.upstream, c.var.actingCustomer.r3, c.req.valid('json')).catch(upstreamFailed);
    return c.json(batchReply(answer), 200);
  })
  .post('/article-maintenance/order-limits', requireScopes(PAGE, ORDER_LIMIT_SCOPE), validate('json', orderLimitBatchSchema), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const answer = await sendOrderLimitBatch(c.var.services.upstream, c.req.valid('json')).catch(upstreamFailed);
    return c.json(batchReply(answer), 200);
  })
  .get('/article-maintenance/tags', requireScopes(PAGE, ARTICLE_TAG_SCOPE), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await readTagCategories(c.var.services.upstream) }, 200);
  })
  .put('/article-maintenance/tags', requireScopes(PAGE, ARTICLE_TAG_SCOPE), validate('json', articleTagsSchema), async (c) => {
    const input = c.req.valid('json');
    const unknown = await saveArticleTags(c.var.services.upstream, input);
    return c.json({ data: { saved: new Set(input.articleCodes).size - unknown.length, unknown } }, 200);
  });

export type ArticleMaintenanceRoutes = typeof articleMaintenanceRoutes;
