// Inputs of the returns API and forms. Quantities are whole pieces; the limits against the delivery
// are checked by the server (return.rules.ts) once it has read the delivery.
import { z } from 'zod';
import { qty } from '../validation/order-fields.rules';
import { RETURN_MAX_PHOTOS, RETURN_NOTE_MAX, RETURN_REASONS } from './return.rules';

const fileId = z.uuid({ error: 'returns.photo_unknown' });

export const returnCreateSchema = z.object({
  doNumber: z.string().trim().regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'returns.delivery_unknown' }),
  reason: z.enum(RETURN_REASONS, { error: 'returns.reason_required' }),
  note: z.string().trim().max(RETURN_NOTE_MAX, { error: 'returns.note_max' }).default(''),
  lines: z
    .array(z.object({ articleCode: z.string().trim().min(1).max(40), qty }))
    .min(1, { error: 'returns.lines_required' })
    .max(200)
    .refine((lines) => new Set(lines.map((l) => l.articleCode)).size === lines.length, { error: 'account.check_input' }),
  photos: z.array(fileId).max(RETURN_MAX_PHOTOS, { error: 'returns.photos_max' }).default([]),
  submissionId: z.string().regex(/^[A-Za-z0-9_-]{16,80}$/, { error: 'account.check_input' }),
});
export type ReturnCreateInput = z.infer<typeof returnCreateSchema>;

export const returnPhotosSchema = z.object({ photos: z.array(fileId).min(1).max(RETURN_MAX_PHOTOS, { error: 'returns.photos_max' }) });

export const returnDecisionSchema = z.object({
  decision: z.enum(['accept', 'reject']),
  note: z.string().trim().max(RETURN_NOTE_MAX, { error: 'returns.note_max' }).default(''),
});
export type ReturnDecisionInput = z.infer<typeof returnDecisionSchema>;

export const returnParam = z.object({ id: z.coerce.number().int().positive().max(2 ** 31) });
