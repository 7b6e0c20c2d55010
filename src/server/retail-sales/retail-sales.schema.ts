// Inputs of the /api/retail-sales routes, one zod schema each.
import { z } from 'zod';
import { FRAME_TYPES, frameNumber, RETAIL_STATUSES } from '../../domain/frames';

export const framesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().pipe(z.union([z.literal(10), z.literal(20)])).default(10),
  search: z.string().trim().max(64).optional(),
  type: z.enum(FRAME_TYPES).optional(),
  status: z.enum(RETAIL_STATUSES).optional(),
});
export type FramesQuery = z.infer<typeof framesQuery>;

export const frameParam = z.object({ frameNumber });
export const deleteQuery = z.object({ type: z.enum(FRAME_TYPES) });
export const entryParam = z.object({ id: z.string().regex(/^\d{1,12}$/) });

/** The spec's warranty call: frame, type, brand. */
export const warrantyBody = z.object({
  frame: frameNumber,
  type: z.enum(FRAME_TYPES).default('retail'),
  brand: z.string().trim().max(40).optional(),
});
