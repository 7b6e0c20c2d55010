// Form posts of the return pages: the same services as the API. Photos come either already
// uploaded (the page's script compresses and uploads them the claims way and posts their ids) or,
// without JavaScript, as files in the form; stored photos travel back with a refused form so a
// corrected submit does not upload them again.
import { returnCreateSchema, returnDecisionSchema } from '../../domain/returns/return.schema';
import { RETURN_MAX_PHOTOS } from '../../domain/returns/return.rules';
import { ApiError } from '../api/errors';
import { storeClaimFile } from '../claims/claim-files.service';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { Services } from '../services';
import { ReturnsError } from './returns.errors';
import { addPhotos, decideReturn, openReturn, type ReturnViewer } from './returns.service';
import { formFieldErrors } from '../../domain/validation/field-errors';

/** Six photos as a phone takes them, before compression, plus the form. */
export const RETURN_FORM_MAX_BYTES = 48 * 1024 * 1024;

export type ReturnPageOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'done'; messageKey: string }
  | { kind: 'error'; status: number; messageKey: string; params: Readonly<Record<string, string | number>>; fields: Record<string, string>; photoIds: string[]; form: FormData | null };

type Deps = Pick<Services, 'db' | 'upstream' | 'blob'>;

function errorOf(error: unknown, photoIds: string[], form: FormData | null): ReturnPageOutcome {
  if (!(error instanceof ApiError)) throw error;
  const params = error instanceof ReturnsError ? { max: RETURN_MAX_PHOTOS, ...error.params } : { max: RETURN_MAX_PHOTOS };
  const fields = formFieldErrors(error.issues ?? []);
  return { kind: 'error', status: error.status, messageKey: error.messageKey, params, fields, photoIds, form };
}

const codeMap: Readonly<Record<string, 'PHOTO_TYPE' | 'PHOTO_TOO_LARGE' | 'PHOTO_EMPTY'>> = { FILE_TYPE: 'PHOTO_TYPE', FILE_TOO_LARGE: 'PHOTO_TOO_LARGE', FILE_EMPTY: 'PHOTO_EMPTY' };

/** Ids posted by the script plus the files posted without it, stored now. */
async function photosOf(deps: Deps, userId: number, form: FormData, stored: string[]): Promise<void> {
  for (const value of form.getAll('photoIds')) if (typeof value === 'string' && value !== '') stored.push(value);
  const files = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0);
  if (stored.length + files.length > RETURN_MAX_PHOTOS) throw new ReturnsError('PHOTOS_MAX', { max: RETURN_MAX_PHOTOS });
  for (const file of files) {
    try {
      stored.push((await storeClaimFile(deps, userId, 'photo', { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, 'returns')).id);
    } catch (error) {
      const code = error instanceof ApiError ? codeMap[error.code] : undefined;
      throw code ? new ReturnsError(code) : error;
    }
  }
}

export async function handleReturnForm(deps: Deps, viewer: ReturnViewer, request: Request, detailPath: (id: number) => string): Promise<ReturnPageOutcome> {
  const read = await readPageForm(request, RETURN_FORM_MAX_BYTES);
  if (!read.ok) return { kind: 'error', status: read.reason === 'too_large' ? 413 : 400, messageKey: read.reason === 'too_large' ? 'returns.photo_too_large' : UNREADABLE_FORM_KEY, params: {}, fields: {}, photoIds: [], form: null };
  const form = read.form;
  const photoIds: string[] = [];
  try {
    await photosOf(deps, viewer.userId, form, photoIds);
    const lines = form
      .getAll('article')
      .filter((a): a is string => typeof a === 'string')
      .flatMap((articleCode) => {
        const raw = formText(form, `qty.${articleCode}`).trim();
        return raw === '' || raw === '0' ? [] : [{ articleCode, qty: /^\d+$/.test(raw) ? Number(raw) : Number.NaN }];
      });
    const parsed = returnCreateSchema.safeParse({ doNumber: formText(form, 'doNumber'), reason: formText(form, 'reason'), note: formText(form, 'note'), lines, photos: photoIds, submissionId: formText(form, 'submissionId') });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
      return { kind: 'error', status: 400, messageKey: 'api.error.validation', params: {}, fields, photoIds, form };
    }
    const { id } = await openReturn(deps, viewer, parsed.data);
    return { kind: 'redirect', to: detailPath(id) };
  } catch (error) {
    return errorOf(error, photoIds, form);
  }
}

export async function handleAddPhotosForm(deps: Deps, viewer: ReturnViewer, id: number, request: Request): Promise<ReturnPageOutcome> {
  const read = await readPageForm(request, RETURN_FORM_MAX_BYTES);
  if (!read.ok) return { kind: 'error', status: 400, messageKey: UNREADABLE_FORM_KEY, params: {}, fields: {}, photoIds: [], form: null };
  const photoIds: string[] = [];
  try {
    await photosOf(deps, viewer.userId, read.form, photoIds);
    if (photoIds.length === 0) return { kind: 'error', status: 400, messageKey: 'returns.photos_choose', params: {}, fields: {}, photoIds, form: read.form };
    await addPhotos(deps, viewer, id, photoIds);
    return { kind: 'done', messageKey: 'returns.photos_added' };
  } catch (error) {
    return errorOf(error, photoIds, read.form);
  }
}

export async function handleDecisionForm(deps: Deps, sorg: string, request: Request): Promise<ReturnPageOutcome> {
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'error', status: 400, messageKey: UNREADABLE_FORM_KEY, params: {}, fields: {}, photoIds: [], form: null };
  const id = Number(formText(read.form, 'id'));
  const parsed = returnDecisionSchema.safeParse({ decision: formText(read.form, 'decision'), note: formText(read.form, 'note') });
  if (!parsed.success || !Number.isSafeInteger(id) || id < 1) return { kind: 'error', status: 400, messageKey: UNREADABLE_FORM_KEY, params: {}, fields: {}, photoIds: [], form: null };
  try {
    const decided = await decideReturn(deps, sorg, id, parsed.data);
    return { kind: 'done', messageKey: decided.status === 'accepted' ? 'returns.accepted_done' : 'returns.rejected_done' };
  } catch (error) {
    return errorOf(error, [], null);
  }
}
