// The claim page's own form posts (they work without JavaScript): comment, status change (warranty
// desk), add and delete an additional document. Each answers done or a message key to show, and a
// refused field with what was typed, so the form shows the message at the field and keeps the text.
import { ATTACHMENT_MAX_BYTES, claimCommentSchema, claimStatusChangeSchema } from '../../domain/claims';
import { ApiError } from '../api/errors';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { Services } from '../services';
import { addAdditionalDocument, deleteAdditionalDocument } from './claim-docs.service';
import { storeClaimFile } from './claim-files.service';
import type { ClaimUser } from './claim-reach';
import { addComment, changeStatus } from './claims.service';

/** A refused field: its message goes beside it, and what was typed goes back into the form. */
export interface FieldRefusal {
  field: string;
  values: Readonly<Record<string, string>>;
  params?: Record<string, string | number>;
}

export type ClaimPageOutcome =
  | { kind: 'done'; done: string }
  | { kind: 'error'; messageKey: string; params?: Record<string, string | number>; refused?: FieldRefusal };

class FieldRefused extends Error {
  constructor(readonly messageKey: string, readonly refused: FieldRefusal) {
    super(messageKey);
  }
}

type Deps = Pick<Services, 'upstream' | 'db' | 'blob' | 'mail'>;

async function act(form: FormData, deps: Deps, user: ClaimUser, id: string, site: string): Promise<string> {
  const action = formText(form, 'action');
  if (action === 'comment') {
    const typed = { comment: formText(form, 'comment'), internal: formText(form, 'internal') };
    const input = claimCommentSchema.safeParse({ comment: typed.comment, internal: typed.internal === '1' });
    if (!input.success) throw new FieldRefused(input.error.issues[0]?.message ?? UNREADABLE_FORM_KEY, { field: 'comment', values: typed });
    await addComment(deps, user, id, input.data.comment, input.data.internal);
    return 'comment';
  }
  if (action === 'status') {
    const typed = { statusId: formText(form, 'statusId'), reason: formText(form, 'reason') };
    const input = claimStatusChangeSchema.safeParse(typed);
    if (!input.success) {
      const issue = input.error.issues[0];
      throw new FieldRefused(issue?.message ?? UNREADABLE_FORM_KEY, { field: issue?.path[0] === 'reason' ? 'reason' : 'statusId', values: typed });
    }
    await changeStatus(deps, user, id, input.data.statusId, input.data.reason, site);
    return 'status';
  }
  if (action === 'add-document') {
    const typed = { title: formText(form, 'title') };
    // A refused file is said at the file field, and the title typed stays.
    const refuse = (error: unknown): never => {
      if (error instanceof ApiError && error.status < 500) throw new FieldRefused(error.messageKey, { field: 'file', values: typed, ...('params' in error ? { params: (error as { params: Record<string, string | number> }).params } : {}) });
      throw error;
    };
    const file = form.get('file');
    if (!file || typeof file === 'string' || file.size === 0) refuse(new ApiError(400, 'FILE_EMPTY', '', 'claims.error.file_empty'));
    const upload = file as File;
    const stored = await storeClaimFile(deps, Number(user.sub), 'additionalDoc', { name: upload.name, bytes: new Uint8Array(await upload.arrayBuffer()) }).catch(refuse);
    const title = typed.title.trim().slice(0, 80);
    await addAdditionalDocument(deps, user, id, stored.id, title || undefined).catch(refuse);
    return 'document';
  }
  if (action === 'delete-document') {
    await deleteAdditionalDocument(deps, user, id, formText(form, 'docId'));
    return 'document_deleted';
  }
  throw new ApiError(400, 'VALIDATION', '', UNREADABLE_FORM_KEY);
}

export async function handleClaimForm(deps: Deps, user: ClaimUser, id: string, request: Request, site: string): Promise<ClaimPageOutcome> {
  const read = await readPageForm(request, ATTACHMENT_MAX_BYTES.additionalDoc + 64 * 1024);
  // Only the add-document form sends a body this large: the message goes to its file field.
  if (!read.ok) return read.reason === 'too_large' ? { kind: 'error', messageKey: 'claims.error.file_too_large', refused: { field: 'file', values: {} } } : { kind: 'error', messageKey: UNREADABLE_FORM_KEY };
  try {
    return { kind: 'done', done: await act(read.form, deps, user, id, site) };
  } catch (error) {
    if (error instanceof FieldRefused) return { kind: 'error', messageKey: error.messageKey, refused: error.refused, ...(error.refused.params ? { params: error.refused.params } : {}) };
    if (error instanceof ApiError) return { kind: 'error', messageKey: error.messageKey, ...('params' in error ? { params: (error as { params: Record<string, string | number> }).params } : {}) };
    throw error;
  }
}
