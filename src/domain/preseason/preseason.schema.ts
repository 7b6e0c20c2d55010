// Inputs of the pre-season booking API and page forms. Issue messages are locale keys.
import { z } from 'zod';

const isoDate = z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'preseason.error.date' });
export const monthSchema = z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'preseason.error.month' });
export const modelSlugSchema = z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, { error: 'preseason.error.model' });
export const articleCodeSchema = z.string().trim().regex(/^[A-Za-z0-9._-]{1,40}$/, { error: 'preseason.error.article' });
export const windowIdSchema = z.coerce.number().int().positive().max(2 ** 31);

/** Most lines a booking holds: 40 models × 30 variants × 6 months leaves room; more is a mistake. */
export const MAX_BOOKING_LINES = 5_000;
export const MAX_LINE_QTY = 9_999;

export const windowInputSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'preseason.error.name' }).max(80, { error: 'preseason.error.name' }),
    opensOn: isoDate,
    closesOn: isoDate,
    discountPercent: z.coerce.number({ error: 'preseason.error.discount' }).min(0, { error: 'preseason.error.discount' }).max(50, { error: 'preseason.error.discount' })
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'preseason.error.discount' }),
    deliveryMonths: z.array(monthSchema).min(1, { error: 'preseason.error.months' }).max(12, { error: 'preseason.error.months' }),
    datingDays: z.coerce.number({ error: 'preseason.error.dating' }).int({ error: 'preseason.error.dating' }).min(0, { error: 'preseason.error.dating' }).max(365, { error: 'preseason.error.dating' }),
    modelSlugs: z.array(modelSlugSchema).min(1, { error: 'preseason.error.models' }).max(40, { error: 'preseason.error.models' }),
  })
  .strict();
export type WindowInput = z.infer<typeof windowInputSchema>;

export const bookingLineSchema = z
  .object({
    articleCode: articleCodeSchema,
    month: monthSchema,
    qty: z.coerce.number({ error: 'preseason.error.qty' }).int({ error: 'preseason.error.qty' }).min(0, { error: 'preseason.error.qty' }).max(MAX_LINE_QTY, { error: 'preseason.error.qty' }),
  })
  .strict();

export const bookingInputSchema = z
  .object({ lines: z.array(bookingLineSchema).max(MAX_BOOKING_LINES) })
  .strict();
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** The grid's field name for one cell: `q.<articleCode>.<month>`; an article code may hold dots, so it is split at the last one. */
export const cellName = (articleCode: string, month: string): string => `q.${articleCode}.${month}`;

export function parseCellName(name: string): { articleCode: string; month: string } | null {
  if (!name.startsWith('q.')) return null;
  const rest = name.slice(2);
  const dot = rest.lastIndexOf('.');
  if (dot <= 0) return null;
  return { articleCode: rest.slice(0, dot), month: rest.slice(dot + 1) };
}
