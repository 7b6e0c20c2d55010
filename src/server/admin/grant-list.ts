// The list pages of roles, group roles and permissions share one flow: a delete posted from the
// confirmation, the list, the confirmation asked for by `?delete=id`, and the notice after a save or
// a delete. The page keeps only what differs (its service calls and its columns).
import { isMessageKey, type Translate } from '../i18n';
import type { AffectedUsers } from './grants.repo';
import { handleGrantDelete } from './grants-form';

export interface GrantListInput<R extends { id: number }, C> {
  request: Request;
  url: URL;
  t: Translate;
  /** The list page's own path, where a delete returns to. */
  self: string;
  remove: (id: number) => Promise<AffectedUsers>;
  list: () => Promise<R[]>;
  /** Whether a row may be asked about for deletion (built-in permissions may not). */
  deletable?: (row: R) => boolean;
  confirmFor: (id: number) => Promise<C | null>;
}

export type GrantListState<R, C> =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; rows: R[]; confirm: C | null; error: string | null; notice: string | null; status: number };

export async function grantListState<R extends { id: number }, C>(input: GrantListInput<R, C>): Promise<GrantListState<R, C>> {
  const { request, url, t } = input;
  let error: string | null = null;
  let status = 200;
  if (request.method === 'POST') {
    const outcome = await handleGrantDelete(request, input.remove);
    if (outcome.kind === 'deleted') return { kind: 'redirect', location: `${input.self}?done=deleted` };
    error = isMessageKey(outcome.messageKey) ? t(outcome.messageKey) : t('account.check_input');
    status = outcome.status;
  }
  const rows = await input.list();
  const isGet = request.method === 'GET';
  const confirmId = Number(url.searchParams.get('delete') ?? '');
  const asked = isGet ? rows.find((row) => row.id === confirmId) : undefined;
  const confirm = asked && (input.deletable?.(asked) ?? true) ? await input.confirmFor(confirmId) : null;
  const done = isGet ? url.searchParams.get('done') : null;
  const notice = done === 'deleted' ? t('admin.deleted') : done === 'saved' ? t('admin.saved') : null;
  return { kind: 'page', rows, confirm, error, notice, status };
}
