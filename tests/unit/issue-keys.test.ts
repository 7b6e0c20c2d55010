// A field error the schema did not name still reaches the form as one of the catalogue's messages.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueKeyOf } from '../../src/domain/validation/issue-keys';
import en from '../../locales/en.json';

const issueOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!;
};

describe('catalogue keys for zod issues without their own message', () => {
  it('calls a missing field and an empty text Required', () => {
    expect(catalogueKeyOf(issueOf(z.object({ a: z.string() }), {}))).toEqual({ key: 'validation.required' });
    expect(catalogueKeyOf(issueOf(z.string().min(1), ''))).toEqual({ key: 'validation.required' });
    expect(catalogueKeyOf(issueOf(z.array(z.string()).min(1), []))).toEqual({ key: 'validation.required' });
  });

  it('names the bound of a length, a count and a number', () => {
    expect(catalogueKeyOf(issueOf(z.string().max(35), 'x'.repeat(36)))).toEqual({ key: 'validation.max_length', params: { max: 35 } });
    expect(catalogueKeyOf(issueOf(z.string().min(8), 'short'))).toEqual({ key: 'validation.min_length', params: { min: 8 } });
    expect(catalogueKeyOf(issueOf(z.array(z.string()).max(5), ['a', 'b', 'c', 'd', 'e', 'f']))).toEqual({ key: 'validation.max_items', params: { max: 5 } });
    expect(catalogueKeyOf(issueOf(z.number().max(99), 100))).toEqual({ key: 'validation.max_value', params: { max: 99 } });
    expect(catalogueKeyOf(issueOf(z.number().min(1), 0))).toEqual({ key: 'validation.min_value', params: { min: 1 } });
  });

  it('says an e-mail is not valid in the catalogue words, and anything else is not a valid value', () => {
    expect(catalogueKeyOf(issueOf(z.email(), 'nope'))).toEqual({ key: 'validation.email' });
    expect(catalogueKeyOf(issueOf(z.enum(['a', 'b']), 'c'))).toEqual({ key: 'validation.invalid' });
    expect(catalogueKeyOf(issueOf(z.number().positive(), 0))).toEqual({ key: 'validation.invalid' });
  });

  it('chooses only keys the English catalogue has', () => {
    const keys = ['validation.required', 'validation.max_length', 'validation.min_length', 'validation.max_items', 'validation.max_value', 'validation.min_value', 'validation.email', 'validation.invalid'];
    for (const key of keys) expect(en).toHaveProperty([key]);
  });
});
