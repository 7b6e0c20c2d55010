// Every error answer of /api speaks the user's language (request-locale.ts). Handlers write English,
// the source language, with a locales key beside it (the envelope's messageKey, an issue's message,
// a cart line error's messageKey); this one step after them translates, so no route can forget it:
// - the envelope's `message` and each line error's `message` become the key's text, except in
//   English, where the handler's own words are often more precise than the key's;
// - an issue keeps its key in `message` (islands look their own texts up by it) and gains `text`,
//   in every language, English too: a form shows `text`, and the catalogue's words are in
//   locales/en.json, not in the schemas. Its `params` fill the key's placeholders and go.
// Only error answers are read (small bodies).
import type { MiddlewareHandler } from 'hono';
import { languageOf, SOURCE_LANGUAGE, type Locale } from '../../domain/locales';
import { isMessageKey, t, type MessageParams } from '../i18n';
import { requestLocale } from './request-locale';

interface Body {
  error?: { message?: string; messageKey?: string; issues?: { message?: string; text?: string; params?: MessageParams }[] };
  lineErrors?: { message?: string; messageKey?: string; params?: MessageParams }[];
}

/** The key's text, or null when there is none or it would keep a `{placeholder}` unfilled. */
function translated(locale: Locale, key: string | undefined, params?: MessageParams): string | null {
  if (!key || !isMessageKey(key)) return null;
  const text = t(locale, key, params);
  return /\{\w+\}/.test(text) ? null : text;
}

export function localizeBody(body: Body, locale: Locale): boolean {
  let changed = false;
  const set = <T extends { message?: string }>(target: T, text: string | null) => {
    if (text !== null && text !== target.message) {
      target.message = text;
      changed = true;
    }
  };
  const english = languageOf(locale) === SOURCE_LANGUAGE;
  if (body.error) {
    if (!english) set(body.error, translated(locale, body.error.messageKey));
    for (const issue of body.error.issues ?? []) {
      const text = translated(locale, issue.message, issue.params);
      if (text !== null && text !== issue.text) {
        issue.text = text;
        changed = true;
      }
      if (issue.params) {
        delete issue.params;
        changed = true;
      }
    }
  }
  if (!english) for (const line of body.lineErrors ?? []) set(line, translated(locale, line.messageKey, line.params));
  return changed;
}

export const localizeErrors: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return;
  let body: Body;
  try {
    body = (await res.clone().json()) as Body;
  } catch {
    return;
  }
  const locale = requestLocale(c);
  if (!localizeBody(body, locale)) return;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  c.res = undefined;
  c.res = new Response(JSON.stringify(body), { status: res.status, headers });
};
