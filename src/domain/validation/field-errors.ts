// Zod issues to one message key per field, for forms and the API error envelope.
import type { z } from 'zod';

/** First message key per dotted field path (`''` for the whole value). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    out[field] ??= issue.message;
  }
  return out;
}
