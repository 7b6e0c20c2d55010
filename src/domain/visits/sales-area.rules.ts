// Sales-area category updates (dealer-services.md sections 5 and 8): every row needs a region id
// and one of the known categories; the spec's messages are locale keys.
import { z } from 'zod';

/** Categories a region group can have, from the core of the network (A) to not covered (D). */
export const SALES_AREA_CATEGORIES = ['A', 'B', 'C', 'D'] as const;
export type SalesAreaCategory = (typeof SALES_AREA_CATEGORIES)[number];
export const isSalesAreaCategory = (value: string): value is SalesAreaCategory => (SALES_AREA_CATEGORIES as readonly string[]).includes(value);

/** The category's label key (locale keys are lower case). */
export const CATEGORY_KEYS = { A: 'sales_area.category.a', B: 'sales_area.category.b', C: 'sales_area.category.c', D: 'sales_area.category.d' } as const satisfies Record<SalesAreaCategory, string>;

/** Fill colours per category (checked for contrast against the map's background and labels). */
export const CATEGORY_COLOURS: Record<SalesAreaCategory, string> = { A: '#1b5e20', B: '#2e7d32', C: '#f9a825', D: '#9e9e9e' };

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
