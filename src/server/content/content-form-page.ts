// The flow the marketing material and news create and edit pages share: a post is handled by the
// area's form handler; a save goes back to the list with a notice (post-redirect-get), a refusal
// renders the form again with the posted values, its field errors, its message and status.
import { isMessageKey, type Translate } from '../i18n';
import type { FormOutcome, FormValues } from './marketing-material-forms';

export type ContentFormState =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; values: FormValues; errors: Record<string, string>; error: string | null; status: number };

export async function contentFormState(request: Request, t: Translate, list: string, values: FormValues, handle: (request: Request, values: FormValues) => Promise<FormOutcome>): Promise<ContentFormState> {
  if (request.method !== 'POST') return { kind: 'page', values, errors: {}, error: null, status: 200 };
  const outcome = await handle(request, values);
  if (outcome.kind === 'saved') return { kind: 'redirect', location: `${list}?done=saved` };
  const error = isMessageKey(outcome.messageKey) ? t(outcome.messageKey) : t('account.check_input');
  return { kind: 'page', values: outcome.values, errors: outcome.errors, error, status: outcome.status };
}
