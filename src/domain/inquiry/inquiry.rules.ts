// The public new-customer inquiry (docs/requirements.md#public-inquiry): its fields, their rules and limits.
// Messages are locale keys; the reusable field rules give the spec's exact words.
import { z } from 'zod';
import { email, numeric } from '../validation/field.rules';
import { normalisePhone, PHONE_MAX_DIGITS } from '../validation/phone.rules';

export const INQUIRY_REASONS = ['new_store', 'add_brands', 'change_supplier', 'other'] as const;

/** Size limits of every field: the form refuses more, the server never stores more. */
export const INQUIRY_LIMITS = {
  goal: 500,
  custName: 100,
  custAddress: 200,
  custState: 60,
  custPostalCode: 10,
  custEmail: 100,
  custWeb: 200,
  id: 10,
} as const;

/** Submits per address per hour before the form answers "try again later". */
export const INQUIRY_RATE_LIMIT = 5;
export const INQUIRY_RATE_WINDOW_SECONDS = 3_600;

/** The hidden field people never see; a filled one is a bot, answered as if it worked. */
export const HONEYPOT_FIELD = 'fax_number';

/** Free text from a stranger: any characters, kept as text (never markup) and limited in size. */
const freeText = z.string({ error: 'validation.required' });

const required = (schema: z.ZodString, max: number) =>
  schema.trim().min(1, { error: 'validation.required' }).max(max, { error: 'inquiry.too_long' });
const optional = (schema: z.ZodString, max: number) =>
  schema.trim().max(max, { error: 'inquiry.too_long' }).optional().transform((v) => (v === '' ? undefined : v));

const website = z
  .string()
  .trim()
  .max(INQUIRY_LIMITS.custWeb, { error: 'inquiry.too_long' })
  .refine((v) => v === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/i.test(v), { error: 'inquiry.website_invalid' })
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export function inquirySchema(phonePrefix: string) {
  return z.object({
    reason: z.enum(INQUIRY_REASONS, { error: 'validation.required' }),
    goal: required(freeText, INQUIRY_LIMITS.goal),
    custName: required(freeText, INQUIRY_LIMITS.custName),
    custAddress: required(freeText, INQUIRY_LIMITS.custAddress),
    custState: required(freeText, INQUIRY_LIMITS.custState),
    custPostalCode: optional(numeric, INQUIRY_LIMITS.custPostalCode),
    custCountry: z.string({ error: 'validation.required' }).trim().regex(/^[A-Z]{2}$/, { error: 'validation.required' }),
    custCity: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(INQUIRY_LIMITS.id, { error: 'validation.required' }),
    custEmail: email.max(INQUIRY_LIMITS.custEmail, { error: 'inquiry.too_long' }),
    custPhone: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .regex(new RegExp(`^[0-9]{1,${PHONE_MAX_DIGITS}}$`), { error: 'validation.phone' })
      .transform((digits) => normalisePhone(digits, phonePrefix)),
    custWeb: website,
  });
}

export type InquiryInput = z.infer<ReturnType<typeof inquirySchema>>;

export const INQUIRY_FIELDS = ['reason', 'goal', 'custName', 'custAddress', 'custState', 'custPostalCode', 'custCountry', 'custCity', 'custEmail', 'custPhone', 'custWeb'] as const;
