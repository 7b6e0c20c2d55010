// The public API's field issues carry the catalogue's words in `message` (decision 0112): a shop
// system shows them as they are, in the answer's language, and tells issues apart by `messageKey`.
// The portal's own API keeps the key in `message` for its islands (localize-errors.ts), so this runs
// inside the public sub-app, before that step, and leaves it nothing to do.
import type { MiddlewareHandler } from 'hono';
import { isMessageKey, t, type MessageParams } from '../i18n';
import { requestLocale } from '../api/request-locale';

interface Issue {
  message?: string;
  messageKey?: string;
  text?: string;
  params?: MessageParams;
}

export const issueWords: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status !== 400 || !res.headers.get('content-type')?.includes('application/json')) return;
  let body: { error?: { issues?: Issue[] } };
  try {
    body = (await res.clone().json()) as typeof body;
  } catch {
    return;
  }
  const issues = body.error?.issues;
  if (!issues || issues.length === 0) return;
  const locale = requestLocale(c);
  for (const issue of issues) {
    const key = issue.message;
    if (!key || !isMessageKey(key)) continue;
    const words = t(locale, key, issue.params);
    // A key whose placeholder no parameter fills reads as the general invalid-value message.
    const text = /\{\w+\}/.test(words) ? t(locale, 'validation.invalid') : words;
    issue.messageKey = key;
    issue.message = text;
    issue.text = text;
    delete issue.params;
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  c.res = undefined;
  c.res = new Response(JSON.stringify(body), { status: res.status, headers });
};
