// Issues to one message key per field, for page forms: zod's own issues and the issues a service
// throws (ApiError) go through here, so every form finds its field's message the same way.
import type { z } from 'zod';
import { catalogueKeyOf } from './issue-keys';

/** A service's issue: a dotted path and a locales key. */
export interface PathIssue {
  path: string;
  message: string;
}

type AnyIssue = z.core.$ZodIssue | PathIssue;

/** A locales key as the catalogue writes them (`validation.required`); zod's own words are not one. */
const KEY = /^[a-z0-9_]+(\.[a-z0-9_]+)+$/;

function keyOf(issue: AnyIssue): string {
  if (KEY.test(issue.message)) return issue.message;
  return 'code' in issue ? catalogueKeyOf(issue).key : issue.message;
}

/** The first message key per dotted field path (`''` for the whole value). */
export function fieldErrors(issues: readonly AnyIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    out[path] ??= keyOf(issue);
  }
  return out;
}

/**
 * What a form shows: the first message key per field under the issue's full path (`area.1.value`)
 * and under each shorter one up to the top name (`area`), so the form finds it at the control it
 * has or at the group around it.
 */
export function formFieldErrors(issues: readonly AnyIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, key] of Object.entries(fieldErrors(issues))) {
    const parts = path.split('.');
    for (let n = parts.length; n > 0; n--) out[parts.slice(0, n).join('.')] ??= key;
  }
  return out;
}
