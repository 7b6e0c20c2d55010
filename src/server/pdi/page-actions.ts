// The /pdi page's form posts (no JavaScript needed): save (create or update), delete and restore.
import { pdiSchema } from '../../domain/pdi';
import type { CustCode } from '../auth/claims';
import { ApiError } from '../api/errors';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { UpstreamClient } from '../upstream';
import { createPdi, setDeleted, updatePdi } from './pdi.service';
import { formFieldErrors } from '../../domain/validation/field-errors';

export type PdiPageOutcome =
  | { kind: 'done'; done: string }
  | { kind: 'error'; messageKey: string; fields: Record<string, string>; form: Record<string, string>; checked: string[] };

export function pdiFormInput(form: FormData) {
  const text = (name: string) => formText(form, name);
  const checked = new Set(form.getAll('checked').map(String));
  return {
    frameNumber: text('frameNumber'), articleCode: text('articleCode'), description: text('description'), brand: text('brand'),
    merchandise: text('merchandise'), modelYear: text('modelYear'), model: text('model'), series: text('series'), mechanic: text('mechanic'),
    checklist: form.getAll('item').map(String).map((id) => ({ id, checked: checked.has(id) })),
  };
}

export async function handlePdiForm(upstream: UpstreamClient, customer: CustCode, request: Request): Promise<PdiPageOutcome> {
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, fields: {}, form: {}, checked: [] };
  const form = read.form;
  const action = formText(form, 'action');
  const id = formText(form, 'id');
  const checked = form.getAll('checked').map(String);
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, String(v)]));
  try {
    if (action === 'delete' || action === 'restore') {
      await setDeleted(upstream, customer, id, action === 'delete');
      return { kind: 'done', done: action === 'delete' ? 'deleted' : 'restored' };
    }
    if (action !== 'save') return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, fields: {}, form: values, checked };
    const parsed = pdiSchema.safeParse(pdiFormInput(form));
    if (!parsed.success) {
      const fields = formFieldErrors(parsed.error.issues);
      return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, fields, form: values, checked };
    }
    if (id) await updatePdi(upstream, customer, id, parsed.data);
    else await createPdi(upstream, customer, parsed.data);
    return { kind: 'done', done: 'saved' };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'error', messageKey: error.messageKey, fields: formFieldErrors(error.issues ?? []), form: values, checked };
    throw error;
  }
}
