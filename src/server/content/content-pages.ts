// The flow the banner, announcement and sales document admin pages share: a list reads its query
// from the URL (a malformed one falls back to the first page), takes delete/restore posts, and a
// form page validates its post, saves, and re-renders with field errors or the save failure.
import type { z } from 'zod';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { SaveOutcome } from './content-outcome';
import { readContentForm } from './content-form';

export function listQueryFrom<S extends z.ZodType>(schema: S, url: URL): z.infer<S> {
  const raw = Object.fromEntries(url.searchParams.entries());
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : schema.parse({});
}

/** The list URL with `changes` applied; empty values are left out. */
export function listHref(base: string, query: Record<string, unknown>, changes: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes })) {
    if (value === undefined || value === null || value === '' || (key === 'page' && value === 1) || (key === 'limit' && value === 10) || (key === 'deleted' && value === 'without')) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export type ListMove = 'delete' | 'restore';
export type MoveResult = 'done' | 'not_found' | 'unchanged';
export type ListAction = { kind: 'redirect'; done: 'deleted' | 'restored' } | { kind: 'error'; messageKey: string; status: number };

/** A delete or restore posted from a list page (`action` and `id`). */
export async function listAction(request: Request, move: (action: ListMove, id: number) => Promise<MoveResult>): Promise<ListAction> {
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, status: 400 };
  const action = formText(read.form, 'action');
  const id = Number(formText(read.form, 'id'));
  if ((action !== 'delete' && action !== 'restore') || !Number.isInteger(id) || id < 1) return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, status: 400 };
  const result = await move(action, id);
  if (result === 'not_found') return { kind: 'error', messageKey: 'api.error.not_found', status: 404 };
  if (result === 'unchanged') return { kind: 'error', messageKey: 'api.error.conflict', status: 409 };
  return { kind: 'redirect', done: action === 'delete' ? 'deleted' : 'restored' };
}

export type FormResult<V> =
  | { kind: 'saved'; id: number }
  | { kind: 'invalid'; values: V; errors: Record<string, string>; messageKey: string; status: number };

interface FormFlow<S extends z.ZodType, V, X> {
  request: Request;
  maxBytes: number;
  read: (form: FormData) => Promise<{ fields: V; extra: X }>;
  schema: S;
  save: (input: z.infer<S>, extra: X) => Promise<SaveOutcome>;
  /** The spec's save failure (docs/requirements.md#sales-documents), shown when the save itself fails. */
  failureKey: string;
  empty: V;
}

const firstErrors = (issues: readonly { path: PropertyKey[] | string; message: string }[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = (Array.isArray(issue.path) ? issue.path.map(String).join('.') : issue.path).split('.')[0] ?? '';
    errors[key] ??= issue.message;
  }
  return errors;
};

export async function handleContentForm<S extends z.ZodType, V, X>(flow: FormFlow<S, V, X>): Promise<FormResult<V>> {
  const body = await readContentForm(flow.request, flow.maxBytes);
  if (!body.ok) return { kind: 'invalid', values: flow.empty, errors: {}, messageKey: body.status === 413 ? 'api.error.payload_too_large' : UNREADABLE_FORM_KEY, status: body.status };
  const { fields, extra } = await flow.read(body.form);
  const parsed = flow.schema.safeParse(fields);
  if (!parsed.success) return { kind: 'invalid', values: fields, errors: firstErrors(parsed.error.issues), messageKey: UNREADABLE_FORM_KEY, status: 400 };
  try {
    const outcome = await flow.save(parsed.data, extra);
    if (outcome.ok) return { kind: 'saved', id: outcome.id };
    return { kind: 'invalid', values: fields, errors: firstErrors(outcome.issues), messageKey: outcome.status === 404 ? 'api.error.not_found' : UNREADABLE_FORM_KEY, status: outcome.status };
  } catch (error) {
    console.warn('content save failed', error instanceof Error ? error.message : 'unknown');
    return { kind: 'invalid', values: fields, errors: {}, messageKey: flow.failureKey, status: 500 };
  }
}

/** The notice after a redirect from a save, a delete or a restore. */
export function doneNoticeKey(url: URL): string | null {
  const done = url.searchParams.get('done');
  return done === 'saved' ? 'admin.saved' : done === 'deleted' ? 'admin.deleted' : done === 'restored' ? 'content.admin.restored' : null;
}
