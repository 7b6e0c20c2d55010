// What the /admin/users page reads from its URL and its delete form: the list query (a malformed
// one falls back to the first page of everything) and the id to delete.
import { userIdParam, userListQuery, type UserListQuery } from '../../domain/admin/user.schema';
import { ApiError } from '../api/errors';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import { deleteUserFor, type AdminActor } from './users.service';
import type { PortalDb } from '../../../db/client';

const QUERY_KEYS = ['search', 'role', 'groupRole', 'limitation', 'sort', 'order', 'page', 'limit'] as const;

export function listQueryOf(url: URL): { query: UserListQuery; valid: boolean } {
  const raw = Object.fromEntries(QUERY_KEYS.flatMap((key) => (url.searchParams.has(key) ? [[key, url.searchParams.get(key) ?? '']] : [])));
  const parsed = userListQuery.safeParse(raw);
  return parsed.success ? { query: parsed.data, valid: true } : { query: userListQuery.parse({}), valid: false };
}

/** The list URL for `query` with `changes` applied; defaults are left out. */
export function listHref(base: string, query: UserListQuery, changes: Partial<UserListQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = next[key];
    if (value === undefined || value === '') continue;
    if ((key === 'page' && value === 1) || (key === 'limit' && value === 10) || (key === 'sort' && value === 'name') || (key === 'order' && value === 'asc')) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

export type DeleteOutcome = { kind: 'deleted' } | { kind: 'error'; messageKey: string; status: number };

export async function handleDeleteForm(db: PortalDb, actor: AdminActor, request: Request): Promise<DeleteOutcome> {
  const page = await readPageForm(request);
  if (!page.ok) return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, status: 400 };
  const id = userIdParam.safeParse({ id: formText(page.form, 'id') });
  if (!id.success) return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, status: 400 };
  try {
    await deleteUserFor(db, actor, id.data.id);
    return { kind: 'deleted' };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'error', messageKey: error.messageKey, status: error.status };
    throw error;
  }
}
