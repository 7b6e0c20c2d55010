// The form posts of /admin/roles, /admin/group-roles and /admin/permissions: read the form, check it
// with the API's schema, save through the same service, and hand the page its messages.
import type { z } from 'zod';
import { groupRoleForm, permissionForm, roleForm } from '../../domain/admin/role.schema';
import { userIdParam } from '../../domain/admin/user.schema';
import { formFieldErrors } from '../../domain/validation/field-errors';
import { ApiError } from '../api/errors';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { AffectedUsers } from './grants.repo';

export type FormValues = Record<string, string | string[]>;

export type GrantFormOutcome =
  | { kind: 'saved'; id: number }
  | { kind: 'invalid'; messageKey: string; errors: Record<string, string>; values: FormValues; status: number };

const READERS = {
  role: { schema: roleForm, read: (f: FormData): FormValues => ({ name: formText(f, 'name').trim(), description: formText(f, 'description'), permissions: strings(f, 'permissions') }) },
  groupRole: { schema: groupRoleForm, read: (f: FormData): FormValues => ({ description: formText(f, 'description'), roleIds: strings(f, 'roleIds') }) },
  permission: { schema: permissionForm, read: (f: FormData): FormValues => ({ name: formText(f, 'name').trim(), description: formText(f, 'description') }) },
} as const;

export type GrantKind = keyof typeof READERS;

function strings(form: FormData, name: string): string[] {
  return form.getAll(name).filter((v): v is string => typeof v === 'string');
}

function failure(error: unknown, values: FormValues): GrantFormOutcome {
  if (!(error instanceof ApiError) || error.status === 404) throw error;
  const errors = formFieldErrors(error.issues ?? []);
  return { kind: 'invalid', messageKey: error.messageKey, errors, values, status: error.status };
}

export async function handleGrantForm<K extends GrantKind>(
  kind: K,
  request: Request,
  save: (input: z.infer<(typeof READERS)[K]['schema']>) => Promise<number>,
): Promise<GrantFormOutcome> {
  const page = await readPageForm(request);
  if (!page.ok) return { kind: 'invalid', messageKey: UNREADABLE_FORM_KEY, errors: {}, values: {}, status: 400 };
  const values = READERS[kind].read(page.form);
  const parsed = READERS[kind].schema.safeParse(values);
  if (!parsed.success) return { kind: 'invalid', messageKey: UNREADABLE_FORM_KEY, errors: formFieldErrors(parsed.error.issues), values, status: 400 };
  try {
    return { kind: 'saved', id: await save(parsed.data as z.infer<(typeof READERS)[K]['schema']>) };
  } catch (error) {
    return failure(error, values);
  }
}

export type DeleteOutcome = { kind: 'deleted'; affected: AffectedUsers } | { kind: 'error'; messageKey: string; status: number };

/** The list pages' delete form: `id` in the body. */
export async function handleGrantDelete(request: Request, remove: (id: number) => Promise<AffectedUsers>): Promise<DeleteOutcome> {
  const page = await readPageForm(request);
  const id = page.ok ? userIdParam.safeParse({ id: formText(page.form, 'id') }) : null;
  if (!id?.success) return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, status: 400 };
  try {
    return { kind: 'deleted', affected: await remove(id.data.id) };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'error', messageKey: error.messageKey, status: error.status };
    throw error;
  }
}
