// Phone numbers: digits only, at most 17; stored with the host's prefix (default +62).
import { z } from 'zod';

export const PHONE_MAX_DIGITS = 17;
export const DEFAULT_PHONE_PREFIX = '+62';

export const phone = z
  .string({ error: 'validation.required' })
  .regex(new RegExp(`^[0-9]{0,${PHONE_MAX_DIGITS}}$`), { error: 'validation.phone' });

/** Strips one leading zero and prepends the prefix (`08123` → `+628123`); empty stays empty. */
export function normalisePhone(digits: string, prefix: string = DEFAULT_PHONE_PREFIX): string {
  if (digits === '') return '';
  const plus = prefix.startsWith('+') ? prefix : `+${prefix}`;
  return plus + digits.replace(/^0/, '');
}

/** A stored number as the user types it, for a form that edits it: `+628123` → `08123`. */
export function localPhone(stored: string, prefix: string = DEFAULT_PHONE_PREFIX): string {
  const plus = prefix.startsWith('+') ? prefix : `+${prefix}`;
  const compact = stored.replace(/[\s-]/g, '');
  return compact.startsWith(plus) ? `0${compact.slice(plus.length)}` : compact.replace(/^\+/, '');
}

/** Validates, then normalises with the host's telephone prefix. */
export function phoneNumber(prefix: string = DEFAULT_PHONE_PREFIX) {
  return phone.transform((digits) => normalisePhone(digits, prefix));
}
