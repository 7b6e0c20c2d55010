// /3rd-party/article-maintenance without JavaScript: the form posts a sheet (or the article tags) to
// the page, which runs every batch of 75 in this one request and reports each batch. With
// JavaScript the browser sends one batch per request instead (progress, resume): same functions.
import {
  ARTICLE_BATCH_SIZE,
  articleTagsSchema,
  batchesOf,
  maintenanceKind,
  runBatches,
  type BatchResult,
  type MaintenanceKind,
  type MaintenanceRow,
  type VendorBatch,
} from '../../domain/third-party';
import type { CustCode } from '../auth/claims';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { UpstreamClient } from '../upstream';
import {
  MAINTENANCE_MAX_FILE_BYTES,
  mayEditArticleTags,
  mayUploadOrderLimits,
  readMaintenanceFile,
  saveArticleTags,
  sendOrderLimitBatch,
  sendVendorBatch,
  type BatchAnswer,
} from './maintenance.service';

export interface MaintenanceActor {
  scopes: readonly string[];
  /** The customer-vendor acted for; null when none is chosen (administrators). */
  code: CustCode | null;
  /** Minor-unit digits of the site's currency, for prices in a product sheet. */
  precision: number;
}

export type MaintenanceOutcome =
  | { kind: 'done'; sheet: MaintenanceKind; rows: number; results: BatchResult[]; unknown: string[] }
  | { kind: 'tags'; saved: number; unknown: string[] }
  | { kind: 'refused'; status: number; messageKey: string; lines?: number[] };

/** The text fields of the posted form, so a refused form shows what was typed. */
export type PostedFields = Readonly<Record<'intent' | 'kind' | 'category' | 'tags' | 'articleCodes', string>>;

const refused = (status: number, messageKey: string, lines?: number[]): MaintenanceOutcome => ({ kind: 'refused', status, messageKey, ...(lines ? { lines } : {}) });

const NO_FIELDS: PostedFields = { intent: '', kind: '', category: '', tags: '', articleCodes: '' };

export async function handleMaintenancePost(upstream: UpstreamClient, actor: MaintenanceActor, request: Request): Promise<{ outcome: MaintenanceOutcome; posted: PostedFields }> {
  const read = await readPageForm(request, MAINTENANCE_MAX_FILE_BYTES + 64 * 1024);
  if (!read.ok) return { outcome: read.reason === 'too_large' ? refused(413, 'third_party.file_too_large') : refused(400, UNREADABLE_FORM_KEY), posted: NO_FIELDS };
  const field = (name: string) => formText(read.form, name).slice(0, 4000);
  const posted: PostedFields = { intent: field('intent'), kind: field('kind'), category: field('category'), tags: field('tags'), articleCodes: field('articleCodes') };
  return { outcome: await handleForm(upstream, actor, read.form), posted };
}

async function handleForm(upstream: UpstreamClient, actor: MaintenanceActor, form: FormData): Promise<MaintenanceOutcome> {
  if (formText(form, 'intent') === 'tags') return saveTagsForm(upstream, actor, form);
  const kind = maintenanceKind.safeParse(formText(form, 'kind'));
  if (!kind.success) return refused(400, UNREADABLE_FORM_KEY);
  if (kind.data === 'order_limits' ? !mayUploadOrderLimits(actor.scopes) : actor.code === null) {
    return kind.data === 'order_limits' ? refused(403, 'auth.forbidden') : refused(409, 'third_party.choose_vendor');
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return refused(400, 'third_party.file_required');
  const sheet = await readMaintenanceFile(kind.data, new Uint8Array(await file.arrayBuffer()), actor.precision);
  if (!sheet.ok) return refused(sheet.status, sheet.messageKey, sheet.lines);
  return runSheet(upstream, actor.code, kind.data, sheet.rows);
}

async function runSheet(upstream: UpstreamClient, code: CustCode | null, kind: MaintenanceKind, rows: MaintenanceRow<MaintenanceKind>[]): Promise<MaintenanceOutcome> {
  const unknown: string[] = [];
  let notVendor = false;
  const results = await runBatches(batchesOf(rows, ARTICLE_BATCH_SIZE), [], async (index, batch) => {
    let answer: BatchAnswer;
    try {
      answer = kind === 'order_limits'
        ? await sendOrderLimitBatch(upstream, { kind, index, rows: batch as MaintenanceRow<'order_limits'>[] })
        : await sendVendorBatch(upstream, code?.r3 ?? '', { kind, index, rows: batch } as VendorBatch);
    } catch (error) {
      console.warn('[article-maintenance] batch failed', error);
      return { index, ok: false, count: batch.length, message: 'upstream' };
    }
    if (answer.kind === 'not_vendor') {
      notVendor = true;
      return { index, ok: false, count: batch.length, message: 'not_vendor' };
    }
    unknown.push(...answer.unknown);
    return answer.result;
  });
  if (notVendor) return refused(403, 'third_party.not_vendor');
  return { kind: 'done', sheet: kind, rows: rows.length, results, unknown };
}

async function saveTagsForm(upstream: UpstreamClient, actor: MaintenanceActor, form: FormData): Promise<MaintenanceOutcome> {
  if (!mayEditArticleTags(actor.scopes)) return refused(403, 'auth.forbidden');
  const list = (name: string) => formText(form, name).split(/[\s,;]+/).map((s) => s.trim()).filter((s) => s !== '');
  const parsed = articleTagsSchema.safeParse({ category: formText(form, 'category').trim(), tags: list('tags'), articleCodes: list('articleCodes') });
  if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? UNREADABLE_FORM_KEY);
  const unknown = await saveArticleTags(upstream, parsed.data);
  return { kind: 'tags', saved: new Set(parsed.data.articleCodes).size - unknown.length, unknown };
}
