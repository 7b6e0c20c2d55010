// The new-customer inquiry's field rules: required fields, the spec's messages, the phone with the
// host's prefix, optional fields and size limits.
import { describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS, inquirySchema } from '../../src/domain/inquiry';

const valid = { reason: 'new_store', goal: 'Sell bikes', custName: 'Toko', custAddress: 'Jl. A 1', custState: 'Jabar', custCountry: 'ID', custCity: 'ID-1',
  custEmail: 'a@b.example', custPhone: '0812345' };
const errorsOf = (input: Record<string, unknown>, prefix = '+62') => {
  const parsed = inquirySchema(prefix).safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('inquirySchema', () => {
  it('normalises the phone with the host prefix and drops empty optional fields', () => {
    const parsed = inquirySchema('+49').parse({ ...valid, custPostalCode: '', custWeb: '' });
    expect(parsed.custPhone).toBe('+49812345');
    expect(parsed.custPostalCode).toBeUndefined();
    expect(parsed.custWeb).toBeUndefined();
  });

  it('answers each missing required field with Required', () => {
    const errors = errorsOf({});
    for (const field of ['reason', 'goal', 'custName', 'custAddress', 'custState', 'custCountry', 'custCity', 'custPhone']) expect(errors[field], field).toBe('validation.required');
    expect(errors['custEmail']).toBe('validation.email');
  });

  it('uses the spec’s messages for e-mail, phone and postal code', () => {
    expect(errorsOf({ ...valid, custEmail: 'no' })).toEqual({ custEmail: 'validation.email' });
    expect(errorsOf({ ...valid, custPhone: '0812-345' })).toEqual({ custPhone: 'validation.phone' });
    expect(errorsOf({ ...valid, custPhone: '1'.repeat(18) })).toEqual({ custPhone: 'validation.phone' });
    expect(errorsOf({ ...valid, custPostalCode: '40 11' })).toEqual({ custPostalCode: 'validation.numeric' });
    expect(errorsOf({ ...valid, custWeb: 'javascript:alert(1)' })).toEqual({ custWeb: 'inquiry.website_invalid' });
    expect(errorsOf({ ...valid, custWeb: 'https://shop.example/about' })).toEqual({});
  });

  it('limits the size of every free-text field', () => {
    for (const [field, max] of [['goal', INQUIRY_LIMITS.goal], ['custName', INQUIRY_LIMITS.custName], ['custAddress', INQUIRY_LIMITS.custAddress], ['custState', INQUIRY_LIMITS.custState]] as const) {
      expect(errorsOf({ ...valid, [field]: 'x'.repeat(max) }), field).toEqual({});
      expect(errorsOf({ ...valid, [field]: 'x'.repeat(max + 1) }), field).toEqual({ [field]: 'inquiry.too_long' });
    }
  });
});
