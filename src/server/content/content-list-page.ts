// The flow the banner, announcement and sales document lists share: a delete or restore posted from
// the list (post-redirect-get; a refused one renders the list again with its message and status), the
// query read from the URL, the confirmation asked for by `?delete=id`, and the notice after a redirect.
import type { z } from 'zod';
import { isMessageKey, type Translate } from '../i18n';
import { doneNoticeKey, listAction, listQueryFrom, type ListMove, type MoveResult } from './content-pages';

export interface ContentConfirmation {
  id: number;
  title: string;
  warning?: string | null;
}

export interface ContentListInput<S extends z.ZodType, L> {
  request: Request;
  url: URL;
  t: Translate;
  /** The list page's own path, where a delete or restore returns to. */
  self: string;
  schema: S;
  move: (action: ListMove, id: number) => Promise<MoveResult>;
  list: (query: z.infer<S>) => Promise<L>;
  /** Null when the row asked about is missing or may not be deleted (already deleted). */
  confirmFor: (id: number) => Promise<ContentConfirmation | null>;
}

export type ContentListState<Q, L> =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; query: Q; list: L; confirm: ContentConfirmation | null; notice: string | null; error: string | null; status: number };

export async function contentListState<S extends z.ZodType, L>(input: ContentListInput<S, L>): Promise<ContentListState<z.infer<S>, L>> {
  const { request, url, t } = input;
  let error: string | null = null;
  let status = 200;
  if (request.method === 'POST') {
    const outcome = await listAction(request, input.move);
    if (outcome.kind === 'redirect') return { kind: 'redirect', location: `${input.self}?done=${outcome.done}` };
    error = isMessageKey(outcome.messageKey) ? t(outcome.messageKey) : t('account.check_input');
    status = outcome.status;
  }
  const query = listQueryFrom(input.schema, url);
  const list = await input.list(query);
  const isGet = request.method === 'GET';
  const confirmId = isGet ? Number(url.searchParams.get('delete') ?? '') : NaN;
  const confirm = Number.isInteger(confirmId) && confirmId > 0 ? await input.confirmFor(confirmId) : null;
  const noticeKey = isGet ? doneNoticeKey(url) : null;
  const notice = noticeKey && isMessageKey(noticeKey) ? t(noticeKey) : null;
  return { kind: 'page', query, list, confirm, notice, error, status };
}
