// Sales-area category updates (docs/requirements.md#sales-area): every row needs a region id
// and one of the known categories; the spec's messages are locale keys.
import { z } from 'zod';
import { isSalesAreaCategory } from './sales-area-map';

export * from './sales-area-map';

export const salesAreaRowSchema = z.object({
  regionId: z.string({ error: 'sales_area.error.region_required' }).trim().min(1, { error: 'sales_area.error.region_required' }).max(40).regex(/^[A-Za-z0-9-]+$/, { error: 'sales_area.error.region_required' }),
  description: z.string().trim().max(120).optional(),
  category: z
    .string({ error: 'sales_area.error.category_required' })
    .trim()
    .min(1, { error: 'sales_area.error.category_required' })
    .refine(isSalesAreaCategory, { error: 'sales_area.error.category_invalid' }),
});

export const salesAreaUpdateSchema = z.object({
  rows: z.array(salesAreaRowSchema).min(1, { error: 'sales_area.error.region_required' }).max(500),
});
export type SalesAreaUpdate = z.infer<typeof salesAreaUpdateSchema>;

/** The same rows from a page form: region ids ticked (`regionId`) and one new `category`. */
export function rowsFromForm(regionIds: readonly string[], category: string): unknown {
  return { rows: regionIds.map((regionId) => ({ regionId, category })) };
}

/** The page form's first problem in the spec's order: category, then region ids, then a known category. */
export function salesAreaFormProblem(regionIds: readonly string[], category: string): string | null {
  if (category.trim() === '') return 'sales_area.error.category_required';
  if (regionIds.length === 0) return 'sales_area.error.region_required';
  const parsed = salesAreaUpdateSchema.safeParse(rowsFromForm(regionIds, category));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'sales_area.error.region_required');
}
