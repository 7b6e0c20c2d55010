// Form posts of the /retail-sales page: register, delete and reupload run the same services as the
// API, answered with post-redirect-get on success and a translated message on failure.
import { registerFrameSchema } from '../../domain/frames';
import { ApiError } from '../api/errors';
import type { CustCode } from '../auth/claims';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { UpstreamClient } from '../upstream';
import { UpstreamError } from '../upstream/errors';
import { deleteQuery, entryParam, frameParam } from './retail-sales.schema';
import { deleteFrame, registerFrame, reuploadEntry } from './retail-sales.service';
import { fieldErrors, formFieldErrors } from '../../domain/validation/field-errors';

export type RetailSalesOutcome =
  | { kind: 'done'; done: 'registered' | 'deleted' | 'reuploaded' }
  | { kind: 'error'; messageKey: string; params: Readonly<Record<string, string | number>>; fields: Readonly<Record<string, string>>; form: Readonly<Record<string, string>> };

const FIELDS = ['frameNumber', 'soldDate', 'type', 'useAccountData', 'name', 'phone', 'email', 'city', 'address', 'dealer'] as const;

function registration(form: FormData) {
  const v = (name: string) => formText(form, name).trim();
  const useAccountData = v('useAccountData') === 'on';
  const consumer = { name: v('name'), phone: v('phone'), email: v('email'), city: v('city'), address: v('address') };
  return { frameNumber: v('frameNumber'), soldDate: v('soldDate'), useAccountData, type: v('type') || 'retail', customer: useAccountData ? undefined : consumer, dealer: v('dealer') };
}

export async function handleRetailSalesForm(upstream: UpstreamClient, customer: CustCode, request: Request): Promise<RetailSalesOutcome> {
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, params: {}, fields: {}, form: {} };
  const form = read.form;
  const echo = Object.fromEntries(FIELDS.map((name) => [name, formText(form, name)]));
  try {
    const action = formText(form, 'action');
    if (action === 'delete') {
      const frame = frameParam.parse({ frameNumber: formText(form, 'frameNumber') });
      await deleteFrame(upstream, customer, frame.frameNumber, deleteQuery.parse({ type: formText(form, 'type') }).type);
      return { kind: 'done', done: 'deleted' };
    }
    if (action === 'reupload') {
      await reuploadEntry(upstream, customer, entryParam.parse({ id: formText(form, 'id') }).id);
      return { kind: 'done', done: 'reuploaded' };
    }
    const parsed = registerFrameSchema.safeParse(registration(form));
    if (!parsed.success) {
      // The form's fields are flat (`email`), the schema nests the consumer's (`consumer.email`).
      const fields = fieldErrors(parsed.error.issues.map((issue) => ({ ...issue, path: [issue.path.at(-1) ?? 'frameNumber'] })));
      return { kind: 'error', messageKey: 'account.check_input', params: {}, fields, form: echo };
    }
    await registerFrame(upstream, customer, parsed.data);
    return { kind: 'done', done: 'registered' };
  } catch (error) {
    if (error instanceof ApiError) {
      const fields = formFieldErrors(error.issues ?? []);
      const params = 'params' in error ? (error.params as Record<string, string | number>) : {};
      return { kind: 'error', messageKey: error.messageKey, params, fields, form: echo };
    }
    if (error instanceof Error && error.name === 'ZodError') return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, params: {}, fields: {}, form: echo };
    // The spec's retail-sales "network failure": the upstream did not answer; trying again is safe (a frame already written is reported as such).
    if (error instanceof UpstreamError && (error.kind === 'network' || error.kind === 'timeout')) return { kind: 'error', messageKey: 'retail_sales.error.network', params: {}, fields: {}, form: echo };
    throw error;
  }
}
