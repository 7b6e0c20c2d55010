// The shared zod validator: every invalid input becomes the 400 envelope with field issues.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { hasUnsafeChars } from '../../domain/text';
import { catalogueKeyOf } from '../../domain/validation/issue-keys';
import { isMessageKey } from '../i18n';
import { envelope, type ApiIssue } from './errors';

/** The spec's catalogue label for invalid input. */
export const VALIDATION_MESSAGE = 'Please check again all of your input';

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json(envelope('VALIDATION', VALIDATION_MESSAGE, 'api.error.validation', toIssues(result.error.issues)), 400);
    }
    const unsafe = unsafeTextPaths(result.data);
    if (unsafe.length > 0) {
      return c.json(envelope('VALIDATION', VALIDATION_MESSAGE, 'api.error.validation', unsafe.map((path) => ({ path, message: 'validation.unsafe_characters' }))), 400);
    }
    return undefined;
  });
}

/** An issue as a handler writes it: `params` fill the key's placeholders and never reach the client. */
type SourceIssue = ApiIssue & { params?: Record<string, number> };

/** One issue per zod issue, its message always a locales key (localize-errors.ts adds the words). */
export function toIssues(issues: readonly z.core.$ZodIssue[]): SourceIssue[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const { key, params } = isMessageKey(issue.message) ? { key: issue.message, params: boundsOf(issue) } : catalogueKeyOf(issue);
    return params ? { path, message: key, params } : { path, message: key };
  });
}

/** The bound a length or size rule names, for a `{max}` / `{min}` in its own message key. */
function boundsOf(issue: z.core.$ZodIssue): SourceIssue['params'] {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  return undefined;
}

/** Paths of the strings in an input that carry control or bidirectional-override characters. */
export function unsafeTextPaths(value: unknown, path: readonly (string | number)[] = []): string[] {
  if (typeof value === 'string') return hasUnsafeChars(value) ? [path.join('.')] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => unsafeTextPaths(item, [...path, i]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => unsafeTextPaths(item, [...path, key]));
  return [];
}
