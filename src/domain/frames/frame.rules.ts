// Frame registration rules shared by the registration form, the upload area's per-row checks and
// the server (docs/requirements.md#frames-and-retail-sales). Messages are locale keys.
import { z } from 'zod';
import { email, isoDate, phone, text } from '../validation';

export const FRAME_MAX_LENGTH = 20;
export const FRAME_TYPES = ['retail', 'non-retail'] as const;
export type FrameType = (typeof FRAME_TYPES)[number];
export const RETAIL_STATUSES = ['pending', 'processing', 'failed', 'complete'] as const;
export type RetailStatus = (typeof RETAIL_STATUSES)[number];

/** Frame numbers are compared without spaces and in capitals (riders read them off the frame). */
export const normaliseFrame = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const frameNumber = z
  .string({ error: 'validation.required' })
  .transform(normaliseFrame)
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required' })
      .max(FRAME_MAX_LENGTH, { error: 'retail_sales.error.frame_too_long' })
      .regex(/^[A-Z0-9-]*$/, { error: 'validation.alphanumeric' }),
  );

/** A sold date is a real day, not in the future. `today` is yyyy-mm-dd in the dealer's calendar. */
export function soldDateProblem(value: string, today: string): string | null {
  if (!isoDate.safeParse(value).success) return 'retail_sales.error.bad_date';
  if (value > today) return 'retail_sales.error.date_future';
  return null;
}

const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal('').transform(() => undefined), schema]).optional();

export const consumerSchema = z.object({
  name: text.trim().min(1, { error: 'validation.required' }).max(80),
  phone: optional(phone),
  email: optional(email),
  city: optional(text.max(60)),
  // Addresses carry what the text rule refuses (#, ', numbers like 12/3a); stored as text, shown escaped.
  address: optional(z.string().max(120).regex(/^[^\u0000-\u001f]*$/, { error: 'validation.text' })),
});
export type ConsumerInput = z.infer<typeof consumerSchema>;

/** The spec's registration input: frameNumber, soldDate, useAccountData, optional consumer and dealer. */
export const registerFrameSchema = z
  .object({
    frameNumber,
    soldDate: isoDate,
    useAccountData: z.boolean(),
    type: z.enum(FRAME_TYPES).default('retail'),
    customer: consumerSchema.optional(),
    dealer: optional(text.max(80)),
  })
  .superRefine((input, ctx) => {
    if (!input.useAccountData && !input.customer) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['customer', 'name'] });
  });
export type RegisterFrameInput = z.infer<typeof registerFrameSchema>;

/** What the distributor's records say about a frame number for the acting dealer. */
export type FrameState = 'ok' | 'unknown' | 'not_shipped' | 'reported';

export const FRAME_STATE_ERRORS: Readonly<Record<Exclude<FrameState, 'ok'>, string>> = {
  unknown: 'retail_sales.error.frame_not_polygon',
  not_shipped: 'retail_sales.error.frame_not_shipped',
  reported: 'retail_sales.error.frame_already_reported',
};
