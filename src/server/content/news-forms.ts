// The admin news form (multipart: an optional image comes with it), parsed into the API's input.
import { newsForm } from '../../domain/content/news.schema';
import { readPageForm } from '../page-form';
import type { Services } from '../services';
import { MAX_BYTES } from './file-types';
import { storeContentFile } from './files';
import type { FormOutcome, FormValues } from './marketing-material-forms';
import { saveNews } from './news';
import { sanitizeHtml } from './sanitize-html';
import { formFieldErrors } from '../../domain/validation/field-errors';

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Date inputs give a day: valid from its first instant to its last (UTC, decision 0042). */
export const dayStart = (day: string): string => (day ? `${day}T00:00:00.000Z` : '');
export const dayEnd = (day: string): string => (day ? `${day}T23:59:59.999Z` : '');

export function newsValues(form: FormData | null, base: FormValues): FormValues {
  if (!form) return base;
  const marketIds = form.getAll('marketIds').flatMap((v) => (typeof v === 'string' && /^\d+$/.test(v) ? [Number(v)] : []));
  return {
    title: text(form, 'title'), body: text(form, 'body'), validFrom: text(form, 'validFrom'), validTo: text(form, 'validTo'), marketIds, fileId: text(form, 'fileId') || null,
    language: text(form, 'language'), translationOf: text(form, 'translationOf'),
  };
}

export async function handleNewsForm(services: Services, request: Request, userId: number, id: number | null, base: FormValues): Promise<FormOutcome> {
  const read = await readPageForm(request, MAX_BYTES.image + 128 * 1024);
  const values = newsValues(read.ok ? read.form : null, base);
  if (!read.ok) return { kind: 'invalid', status: 400, values, errors: {}, messageKey: 'account.check_input' };
  const part = read.form.get('image');
  let fileId = values['fileId'] as string | null;
  if (part instanceof File && part.size > 0) {
    const stored = await storeContentFile(services, { bytes: new Uint8Array(await part.arrayBuffer()), fileName: part.name, accept: ['image'], ownerUserId: userId });
    if (!stored.ok) return { kind: 'invalid', status: 400, values, errors: { image: stored.reason === 'size' ? 'news.error.file_size' : stored.reason.startsWith('pdf_') ? `uploads.${stored.reason}` : 'news.error.file_type' }, messageKey: 'account.check_input' };
    fileId = stored.file.id;
  }
  const withFile = { ...values, fileId };
  const parsed = newsForm.safeParse({ ...withFile, validFrom: dayStart(String(values['validFrom'])) || undefined, validTo: dayEnd(String(values['validTo'])) || undefined });
  if (!parsed.success) {
    const errors = formFieldErrors(parsed.error.issues);
    return { kind: 'invalid', status: 400, values: withFile, errors, messageKey: 'account.check_input' };
  }
  try {
    const outcome = await saveNews(services.db, id, parsed.data, sanitizeHtml(parsed.data.body));
    if (outcome.ok) return { kind: 'saved', id: outcome.id };
    return { kind: 'invalid', status: outcome.status, values: withFile, errors: formFieldErrors(outcome.issues), messageKey: 'account.check_input' };
  } catch (error) {
    console.error('[news] save failed:', error);
    return { kind: 'invalid', status: 500, values: withFile, errors: {}, messageKey: 'news.error.save' };
  }
}
