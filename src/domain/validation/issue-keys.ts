// A zod issue that names no locales key (a schema without its own `error`, such as an enum or an
// object missing a field) still gets one of the catalogue's field messages, chosen by what failed.
import type { z } from 'zod';

export interface IssueKey {
  key: string;
  params?: Record<string, number>;
}

/** The catalogue key for a zod issue without its own message key. */
export function catalogueKeyOf(issue: z.core.$ZodIssue): IssueKey {
  switch (issue.code) {
    case 'invalid_type':
      return { key: 'validation.required' };
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? { key: 'validation.required' } : { key: 'validation.min_length', params: { min: Number(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.required' };
      return issue.inclusive === false ? { key: 'validation.invalid' } : { key: 'validation.min_value', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.max_length', params: { max: Number(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.max_items', params: { max: Number(issue.maximum) } };
      return issue.inclusive === false ? { key: 'validation.invalid' } : { key: 'validation.max_value', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'validation.email' } : { key: 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}
