import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  alphanumeric,
  toAllowedText,
  checkoutNotes,
  comboBox,
  consumerVoicePayload,
  consumerVoiceSchema,
  dateRange,
  dateRangeMax30Days,
  downloadPeriod,
  email,
  fieldErrors,
  multilineText,
  localPhone,
  normalisePhone,
  notEmpty,
  numeric,
  password,
  passwordWithConfirmation,
  phone,
  phoneNumber,
  poNumber,
  qty,
  required,
  text,
} from '../../src/domain/validation';

/** Message keys of a failed parse, or [] when it passes. */
const errorsOf = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('required and not empty', () => {
  it('rejects an empty or missing value with Required', () => {
    expect(errorsOf(required, '')).toEqual(['validation.required']);
    expect(errorsOf(required, undefined)).toEqual(['validation.required']);
    expect(errorsOf(required, ' ')).toEqual([]);
  });

  it('trims before checking not empty', () => {
    expect(errorsOf(notEmpty, '   ')).toEqual(['validation.not_empty']);
    expect(notEmpty.parse('  Köln ')).toBe('Köln');
  });

  it('needs at least one item in a combo box', () => {
    const sorgs = comboBox(required);
    expect(errorsOf(sorgs, [])).toEqual(['validation.required']);
    expect(errorsOf(sorgs, ['ID01'])).toEqual([]);
  });
});

describe('text rule', () => {
  it.each(['Jl. Raya Darmo 12, Surabaya', 'Müller & Söhne: Rad/Service', 'Bicyclette-Café 3', 'Gaïa Vélo', 'Kedai Basikal Ah Meng', ''])(
    'accepts %j',
    (value) => expect(errorsOf(text, value)).toEqual([]),
  );

  it.each(["O'Brien", 'price: $100', 'a_b', 'line\nbreak', 'tab\there', '<b>bold</b>', 'semi;colon', 'x@y'])('rejects %j', (value) =>
    expect(errorsOf(text, value)).toEqual(['validation.text']),
  );

  it('allows line breaks only in the multi-line variant', () => {
    expect(errorsOf(multilineText, 'first line\r\nsecond line\nthird')).toEqual([]);
    expect(errorsOf(multilineText, 'tab\there')).toEqual(['validation.text']);
  });

  it('accepts letters with combining marks as typed on some keyboards', () => {
    expect(errorsOf(text, 'Mu\u0308ller')).toEqual([]);
  });
});

describe('alphanumeric, numeric and email', () => {
  it('allows only letters and digits in alphanumeric', () => {
    expect(errorsOf(alphanumeric, 'ABC123')).toEqual([]);
    expect(errorsOf(alphanumeric, 'ABC 123')).toEqual(['validation.alphanumeric']);
    expect(errorsOf(alphanumeric, 'AB-1')).toEqual(['validation.alphanumeric']);
  });

  it('allows ASCII digits only in numeric', () => {
    expect(errorsOf(numeric, '0042')).toEqual([]);
    expect(errorsOf(numeric, '4.2')).toEqual(['validation.numeric']);
    expect(errorsOf(numeric, '-1')).toEqual(['validation.numeric']);
    expect(errorsOf(numeric, '١٢')).toEqual(['validation.numeric']);
  });

  it('checks e-mail addresses', () => {
    expect(errorsOf(email, 'rizky.pratama@spoke-distribution.example')).toEqual([]);
    expect(errorsOf(email, 'rizky.pratama@')).toEqual(['validation.email']);
    expect(errorsOf(email, '')).toEqual(['validation.email']);
  });
});

describe('phone', () => {
  it('accepts up to 17 digits', () => {
    expect(errorsOf(phone, '1'.repeat(17))).toEqual([]);
    expect(errorsOf(phone, '1'.repeat(18))).toEqual(['validation.phone']);
    expect(errorsOf(phone, '+628123')).toEqual(['validation.phone']);
    expect(errorsOf(phone, '0812 345')).toEqual(['validation.phone']);
  });

  it('strips one leading zero and prepends +62 by default', () => {
    expect(normalisePhone('081234567890')).toBe('+6281234567890');
    expect(normalisePhone('81234567890')).toBe('+6281234567890');
    expect(normalisePhone('0012')).toBe('+62012');
    expect(normalisePhone('')).toBe('');
  });

  it('gives a stored number back as the user types it, so that it normalises to itself again', () => {
    expect(localPhone('+15035550123', '+1')).toBe('05035550123');
    expect(normalisePhone(localPhone('+6281234567890'))).toBe('+6281234567890');
    expect(localPhone('0812 345-678')).toBe('0812345678');
    expect(localPhone('+49221123456', '+1')).toBe('49221123456');
  });

  it('uses the host prefix when given', () => {
    expect(normalisePhone('05035550123', '1')).toBe('+15035550123');
    expect(phoneNumber('+49').parse('0221123456')).toBe('+49221123456');
    expect(phoneNumber().safeParse('08x').success).toBe(false);
  });
});

describe('password', () => {
  it('accepts at least 8 characters with a digit, upper and lower case', () => {
    expect(errorsOf(password, 'Fietsen2024')).toEqual([]);
    expect(errorsOf(password, 'Überweg9')).toEqual([]);
  });

  it('reports each broken rule', () => {
    expect(errorsOf(password, 'Ab1')).toEqual(['validation.password_min']);
    expect(errorsOf(password, 'Abcdefgh')).toEqual(['validation.password_number']);
    expect(errorsOf(password, 'abcdefg1')).toEqual(['validation.password_case']);
    expect(errorsOf(password, 'ABCDEFG1')).toEqual(['validation.password_case']);
    expect(errorsOf(password, 'abcdefgh')).toEqual(['validation.password_number', 'validation.password_case']);
  });

  it('reports a mismatching confirmation on the confirmation field', () => {
    const result = passwordWithConfirmation.safeParse({ password: 'Fietsen2024', confirmPassword: 'Fietsen2025' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error.issues)).toEqual({ confirmPassword: 'account.password_mismatch' });
  });
});

describe('order fields', () => {
  it('needs a whole quantity of at least 1', () => {
    expect(errorsOf(qty, 1)).toEqual([]);
    expect(errorsOf(qty, 0)).toEqual(['validation.min_qty']);
    expect(errorsOf(qty, -3)).toEqual(['validation.min_qty']);
    expect(errorsOf(qty, 1.5)).toEqual(['validation.qty_integer']);
    expect(errorsOf(qty, '2')).toEqual(['validation.numeric']);
  });

  it('limits the PO number to 35 and notes to 100 characters', () => {
    expect(errorsOf(poNumber, 'P'.repeat(35))).toEqual([]);
    expect(errorsOf(poNumber, 'P'.repeat(36))).toEqual(['validation.po_max']);
    expect(errorsOf(checkoutNotes, 'n'.repeat(100))).toEqual([]);
    expect(errorsOf(checkoutNotes, 'n'.repeat(101))).toEqual(['validation.notes_max']);
  });
});

describe('date ranges', () => {
  it('rejects From after To', () => {
    expect(errorsOf(dateRange, { from: '2025-03-02', to: '2025-03-01' })).toEqual(['validation.from_to']);
    expect(errorsOf(dateRange, { from: '2025-03-01', to: '2025-03-01' })).toEqual([]);
  });

  it('rejects impossible dates', () => {
    expect(errorsOf(dateRange, { from: '2025-02-30', to: '2025-03-01' })).toEqual(['validation.date']);
  });

  it('allows at most 30 days in a range selection', () => {
    expect(errorsOf(dateRangeMax30Days, { from: '2025-01-01', to: '2025-01-31' })).toEqual([]);
    expect(errorsOf(dateRangeMax30Days, { from: '2025-01-01', to: '2025-02-01' })).toEqual(['validation.range_max_30_days']);
    expect(errorsOf(dateRangeMax30Days, { from: '2025-03-01', to: '2025-03-31' })).toEqual([]);
  });

  it('keeps a download period within one calendar year', () => {
    expect(errorsOf(downloadPeriod, { from: '2025-01-01', to: '2025-12-31' })).toEqual([]);
    expect(errorsOf(downloadPeriod, { from: '2024-12-31', to: '2025-01-01' })).toEqual(['validation.range_same_year']);
  });

  it('reports the order error on From and limits on To', () => {
    const bad = dateRangeMax30Days.safeParse({ from: '2025-01-01', to: '2025-06-01' });
    expect(bad.success ? {} : fieldErrors(bad.error.issues)).toEqual({ to: 'validation.range_max_30_days' });
  });
});

describe('consumer voice', () => {
  it('needs a message that passes the multi-line text rule', () => {
    expect(errorsOf(consumerVoiceSchema, { message: ' \n ' })).toEqual(['validation.required']);
    expect(errorsOf(consumerVoiceSchema, { message: 'Great bikes; slow delivery' })).toEqual(['validation.text']);
    expect(errorsOf(consumerVoiceSchema, { message: 'Great bikes.\nDelivery to Köln was slow' })).toEqual([]);
  });

  it('sends line breaks as a literal backslash-n', () => {
    expect(consumerVoicePayload({ message: 'one\r\ntwo\nthree' })).toEqual({ message: 'one\\ntwo\\nthree' });
  });
});

describe('toAllowedText', () => {
  it('makes an ERP article name pass the text rule it would fail', () => {
    const name = 'Kestrel Dustline 1 Race 27.5" M Forest Green';
    expect(text.safeParse(name).success).toBe(false);
    expect(toAllowedText(name)).toBe('Kestrel Dustline 1 Race 27.5 in M Forest Green');
    expect(text.safeParse(toAllowedText(name)).success).toBe(true);
  });
  it('drops other refused characters and keeps letters of every script', () => {
    expect(toAllowedText('Pneu «Città» 700x28c (tubeless)  ')).toBe('Pneu Città 700x28c tubeless');
    expect(toAllowedText('Ban Luar 26 - 1.95')).toBe('Ban Luar 26 - 1.95');
  });
});
