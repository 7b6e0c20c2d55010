// A refused page form's field issues as the words its fields show, in the user's language: the same
// words the API puts in an issue's `text` (localize-errors.ts), so a form says the same thing posted
// with or without a script. Each message is kept under the issue's full path (`seriesBrand.1.brand`)
// and under each shorter one up to the top name (`seriesBrand`), so a form shows it at the control
// it has; the first issue per path wins.
import type { z } from 'zod';
import { toIssues } from './api/validate';
import { isMessageKey, type MessageParams, type Translate } from './i18n';

export interface SourceFieldIssue {
  path: string;
  /** A locales key, or words already in the user's language. */
  message: string;
  params?: MessageParams | undefined;
}

export type FieldMessages = Readonly<Record<string, string>>;

/** The words of one issue: the key's text with its bound filled, or the message as written. */
export function issueText(t: Translate, issue: Pick<SourceFieldIssue, 'message' | 'params'>): string {
  return isMessageKey(issue.message) ? t(issue.message, issue.params) : issue.message;
}

export function fieldMessages(t: Translate, issues: readonly SourceFieldIssue[]): FieldMessages {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const text = issueText(t, issue);
    const parts = issue.path.split('.');
    for (let n = parts.length; n > 0; n--) out[parts.slice(0, n).join('.')] ??= text;
  }
  return out;
}

/** A schema's refusal as field messages: keys chosen and bounds filled as the API does (validate.ts). */
export function zodFieldMessages(t: Translate, issues: readonly z.core.$ZodIssue[]): FieldMessages {
  return fieldMessages(t, toIssues(issues));
}
