// PDI inputs (docs/requirements.md#pdi): frame number, article code, description, brand,
// merchandise, mechanic and the checklist are required; each checklist item checked or not.
import { z } from 'zod';
import { frameNumber } from '../frames/frame.rules';
import { text } from '../validation';

const requiredText = (max: number) => text.trim().min(1, { error: 'validation.required' }).max(max);
const blank = z.literal('').transform(() => undefined);

export const pdiSchema = z.object({
  frameNumber,
  articleCode: requiredText(40),
  description: requiredText(120),
  brand: requiredText(60),
  merchandise: requiredText(60),
  modelYear: z.union([blank, z.coerce.number().int().min(1990).max(2100)]).optional(),
  model: z.union([blank, text.trim().max(80)]).optional(),
  series: z.union([blank, text.trim().max(80)]).optional(),
  mechanic: requiredText(80),
  checklist: z.array(z.object({ id: z.string().min(1).max(20), checked: z.boolean() }), { error: 'validation.required' }).min(1, { error: 'validation.required' }).max(50),
});
export type PdiInput = z.infer<typeof pdiSchema>;

export const PDI_PAGE_SIZES = [10, 20] as const;

export const pdiListQuery = z.object({
  search: z.string().trim().max(64).optional(),
  showDeleted: z.enum(['0', '1']).optional().transform((v) => v === '1'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().refine((n) => (PDI_PAGE_SIZES as readonly number[]).includes(n), { error: 'claims.error.page_size' }).default(10),
});
export type PdiListQuery = z.infer<typeof pdiListQuery>;
