// The shared zod validator: every invalid input becomes the 400 envelope with field issues.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { envelope, type ApiIssue } from './errors';

/** The spec's catalogue label for invalid input. */
export const VALIDATION_MESSAGE = 'Please check again all of your input';

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json(envelope('VALIDATION', VALIDATION_MESSAGE, 'api.error.validation', toIssues(result.error.issues)), 400);
    }
    return undefined;
  });
}

export function toIssues(issues: readonly z.core.$ZodIssue[]): ApiIssue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
