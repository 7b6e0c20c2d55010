// Reusable field rules of docs/requirements.md#field-rules and docs/requirements.md#field-rules. Messages are locale keys.
import { z } from 'zod';

/** Unicode letters (with combining marks) and ASCII digits: see docs/decisions/0004-text-rule-letters.md. */
const TEXT = /^[\p{L}\p{M}0-9 \-.,/&:]*$/u;
const MULTILINE_TEXT = /^[\p{L}\p{M}0-9 \-.,/&:\r\n]*$/u;
const ALPHANUMERIC = /^[\p{L}\p{M}0-9]*$/u;
const NUMERIC = /^[0-9]*$/;

/** Any string, but not the empty one: 'Required'. */
export const required = z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' });

/** Trimmed, then not empty: 'Must not be empty'. */
export const notEmpty = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.not_empty' });

/** A combo box needs at least one chosen item: 'Required'. */
export function comboBox<T extends z.ZodType>(item: T) {
  return z.array(item, { error: 'validation.required' }).min(1, { error: 'validation.required' });
}

/**
 * A text from elsewhere (an ERP article name such as `27.5" M`) made to pass the text rule, for a
 * field the portal fills in for the user: an inch mark becomes " in", anything else refused goes.
 */
export function toAllowedText(value: string): string {
  return value.replace(/(\d)"/gu, '$1 in').replace(/[^\p{L}\p{M}0-9 \-.,/&:]/gu, '').replace(/ {2,}/g, ' ').trim();
}

/** Letters, digits, space and - . , / & : only. Empty passes; combine with required. */
export const text = z.string({ error: 'validation.required' }).regex(TEXT, { error: 'validation.text' });

/** The text rule plus line breaks. */
export const multilineText = z.string({ error: 'validation.required' }).regex(MULTILINE_TEXT, { error: 'validation.text' });

export const alphanumeric = z.string({ error: 'validation.required' }).regex(ALPHANUMERIC, { error: 'validation.alphanumeric' });

export const email = z.email({ error: 'validation.email' });

/** Digits only: '*Must Be Numeric'. */
export const numeric = z.string({ error: 'validation.required' }).regex(NUMERIC, { error: 'validation.numeric' });

export const PASSWORD_MIN_LENGTH = 8;

/** Minimum length 8, a digit, and both upper and lower case letters. */
export const password = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.password_min' })
  .refine((v) => /\d/.test(v), { error: 'validation.password_number' })
  .refine((v) => /\p{Lu}/u.test(v) && /\p{Ll}/u.test(v), { error: 'validation.password_case' });

/** New password twice; a mismatch is reported on the confirmation field. */
export const passwordWithConfirmation = z
  .object({ password, confirmPassword: z.string({ error: 'validation.required' }) })
  .refine((v) => v.password === v.confirmPassword, { error: 'account.password_mismatch', path: ['confirmPassword'] });
