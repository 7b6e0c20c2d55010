// The admin pages' category and image forms (multipart, so the cover, file and placeholder come with
// them): parsed into the zod inputs the API takes, files stored first, then saved; problems come back
// per field (locale keys) with the values to show again.
import { categoryForm, itemForm, type CategoryInput, type ItemInput } from '../../domain/content/marketing-material.schema';
import { readPageForm } from '../page-form';
import type { Services } from '../services';
import type { FieldIssue, SaveOutcome } from './content-outcome';
import { MAX_BYTES, type FileKind } from './file-types';
import { storeContentFile } from './files';
import { saveCategory } from './marketing-material-categories';
import { checkVariants, clearVariants, storeVariants, variantsOf } from './image-variants';
import { ITEM_CONTENT, saveItem } from './marketing-material-items';
import { sanitizeHtml } from './sanitize-html';
import { formFieldErrors } from '../../domain/validation/field-errors';

const FORM_LIMIT = MAX_BYTES.video + MAX_BYTES.image + 64 * 1024;

export type FormValues = Record<string, string | boolean | number[] | null>;

export type FormOutcome = { kind: 'saved'; id: number } | { kind: 'invalid'; status: number; values: FormValues; errors: Record<string, string>; messageKey: string };

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
const ids = (form: FormData, name: string): number[] => form.getAll(name).flatMap((v) => (typeof v === 'string' && /^\d+$/.test(v) ? [Number(v)] : []));

/** Stores the form's file field if one was chosen; the id of the stored file, the kept one, or a problem. */
async function fileField(services: Pick<Services, 'db' | 'blob'>, form: FormData, name: string, keep: string, accept: readonly FileKind[], userId: number): Promise<{ id: string | null; kind?: FileKind } | { problem: string }> {
  const part = form.get(name);
  if (!(part instanceof File) || part.size === 0) return { id: orNull(text(form, keep)) };
  const stored = await storeContentFile(services, { bytes: new Uint8Array(await part.arrayBuffer()), fileName: part.name, accept, ownerUserId: userId });
  if (!stored.ok) return { problem: stored.reason === 'size' ? 'marketing_material.error.file_size' : stored.reason.startsWith('pdf_') ? `uploads.${stored.reason}` : 'marketing_material.error.file_type' };
  return { id: stored.file.id, kind: stored.kind };
}

async function run(values: FormValues, save: () => Promise<SaveOutcome>, failureKey: string): Promise<FormOutcome> {
  try {
    const outcome = await save();
    if (outcome.ok) return { kind: 'saved', id: outcome.id };
    return { kind: 'invalid', status: outcome.status, values, errors: formFieldErrors(outcome.issues as FieldIssue[]), messageKey: 'account.check_input' };
  } catch (error) {
    console.error('[content] save failed:', error);
    return { kind: 'invalid', status: 500, values, errors: {}, messageKey: failureKey };
  }
}

async function readForm(request: Request): Promise<FormData | null> {
  const read = await readPageForm(request, FORM_LIMIT);
  return read.ok ? read.form : null;
}

const unreadable = (values: FormValues): FormOutcome => ({ kind: 'invalid', status: 400, values, errors: {}, messageKey: 'account.check_input' });

export function categoryValues(form: FormData | null, base: FormValues): FormValues {
  if (!form) return base;
  return { title: text(form, 'title'), type: text(form, 'type'), parentId: text(form, 'parentId'), showChilds: form.get('showChilds') === 'on', itemPerLine: text(form, 'itemPerLine'), sorting: text(form, 'sorting'), layoutId: text(form, 'layoutId'), marketIds: ids(form, 'marketIds'), fileId: orNull(text(form, 'fileId')) };
}

export async function handleCategoryForm(services: Services, request: Request, userId: number, id: number | null, base: FormValues): Promise<FormOutcome> {
  const form = await readForm(request);
  const values = categoryValues(form, base);
  if (!form) return unreadable(values);
  const cover = await fileField(services, form, 'cover', 'fileId', ['image'], userId);
  if ('problem' in cover) return { kind: 'invalid', status: 400, values, errors: { cover: cover.problem }, messageKey: 'account.check_input' };
  const parsed = categoryForm.safeParse({ ...values, parentId: orNull(String(values['parentId'] ?? '')), layoutId: orNull(String(values['layoutId'] ?? '')), fileId: cover.id });
  if (!parsed.success) return { kind: 'invalid', status: 400, values, errors: formFieldErrors(parsed.error.issues), messageKey: 'account.check_input' };
  const input: CategoryInput = parsed.data;
  return run({ ...values, fileId: cover.id }, () => saveCategory(services.db, id, input), 'marketing_material.error.save_category');
}

export function itemValues(form: FormData | null, base: FormValues): FormValues {
  if (!form) return base;
  return { title: text(form, 'title'), type: text(form, 'type'), body: text(form, 'body'), categoryId: text(form, 'categoryId'), itemPerLine: text(form, 'itemPerLine'), layoutId: text(form, 'layoutId'), marketIds: ids(form, 'marketIds'), fileId: orNull(text(form, 'fileId')), placeholderId: orNull(text(form, 'placeholderId')) };
}

export async function handleItemForm(services: Services, request: Request, userId: number, id: number | null, base: FormValues): Promise<FormOutcome> {
  const form = await readForm(request);
  const values = itemValues(form, base);
  if (!form) return unreadable(values);
  // The resolutions the page drew of a newly chosen image: checked before anything is stored.
  const variants = checkVariants(await variantsOf(form));
  if (!variants.ok) return { kind: 'invalid', status: 400, values, errors: { file: 'marketing_material.error.variant' }, messageKey: 'account.check_input' };
  const file = await fileField(services, form, 'file', 'fileId', ['image', 'video'], userId);
  const placeholder = await fileField(services, form, 'placeholder', 'placeholderId', ['image'], userId);
  const errors: Record<string, string> = {};
  if ('problem' in file) errors['file'] = file.problem;
  if ('problem' in placeholder) errors['placeholder'] = placeholder.problem;
  if ('problem' in file || 'problem' in placeholder) return { kind: 'invalid', status: 400, values, errors, messageKey: 'account.check_input' };
  const kindType = file.kind === 'video' ? 'video' : file.kind === 'image' ? 'image' : values['type'];
  const stored = { ...values, type: kindType ?? '', fileId: file.id, placeholderId: placeholder.id };
  const parsed = itemForm.safeParse({ ...stored, layoutId: orNull(String(values['layoutId'] ?? '')), fileId: file.id ?? undefined });
  if (!parsed.success) return { kind: 'invalid', status: 400, values: stored, errors: formFieldErrors(parsed.error.issues), messageKey: 'account.check_input' };
  const input: ItemInput = parsed.data;
  const upload = form.get('file');
  const newName = upload instanceof File && upload.size > 0 ? upload.name : null;
  return run(stored, async () => {
    const outcome = await saveItem(services.db, id, input, sanitizeHtml(input.body));
    // A replaced file replaces its resolutions too (a video, or a browser that drew none, leaves none).
    if (outcome.ok && newName !== null) {
      await clearVariants(services, ITEM_CONTENT, outcome.id);
      if (file.kind === 'image') await storeVariants(services, { contentType: ITEM_CONTENT, contentId: outcome.id, userId, original: newName }, variants.variants);
    }
    return outcome;
  }, 'marketing_material.error.save_item');
}
