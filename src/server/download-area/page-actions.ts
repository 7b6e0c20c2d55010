// The /download-area form post: the same request as the API, post-redirect-get on success, the
// field or quota message on failure.
import { ApiError } from '../api/errors';
import { formText, readPageForm, UNREADABLE_FORM_KEY } from '../page-form';
import type { UpstreamClient } from '../upstream';
import { downloadRequestBody } from './download.schema';
import { requestDownload, type DownloadUser } from './download.service';

export type DownloadOutcome =
  | { kind: 'done' }
  | { kind: 'error'; messageKey: string; fields: Readonly<Record<string, string>>; form: Readonly<Record<string, string>> };

export async function handleDownloadForm(upstream: UpstreamClient, auth: DownloadUser, request: Request): Promise<DownloadOutcome> {
  const read = await readPageForm(request);
  if (!read.ok) return { kind: 'error', messageKey: UNREADABLE_FORM_KEY, fields: {}, form: {} };
  const form = Object.fromEntries(['module', 'from', 'to'].map((name) => [name, formText(read.form, name)]));
  const parsed = downloadRequestBody.safeParse(form);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'from')] ??= issue.message;
    return { kind: 'error', messageKey: Object.values(fields)[0] ?? UNREADABLE_FORM_KEY, fields, form };
  }
  try {
    await requestDownload(upstream, auth, parsed.data);
    return { kind: 'done' };
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'error', messageKey: error.messageKey, fields: {}, form };
    throw error;
  }
}
