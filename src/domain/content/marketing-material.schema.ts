// Marketing material categories and items (docs/requirements.md#marketing-material): the create and edit inputs.
// Messages are locale keys. Titles are free text (product names carry ® and quotes), bodies are
// sanitised HTML on the server, so neither takes the narrow text rule.
import { z } from 'zod';
import { notEmpty } from '../validation/field.rules';

export const MM_TYPES = ['brand-assets', 'product-lineup'] as const;
export type MarketingMaterialType = (typeof MM_TYPES)[number];
export const MM_ITEM_KINDS = ['image', 'video'] as const;
export type MarketingMaterialKind = (typeof MM_ITEM_KINDS)[number];

/** Cards per line the reader grid offers. */
export const ITEMS_PER_LINE = [1, 2, 3, 4, 6] as const;

const id = z.coerce.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' }).positive({ error: 'validation.numeric' });
const title = notEmpty.pipe(z.string().max(150, { error: 'marketing_material.error.too_long' }));
const perLine = z.coerce.number({ error: 'validation.numeric' }).int().refine((n) => (ITEMS_PER_LINE as readonly number[]).includes(n), { error: 'marketing_material.error.per_line' });
const markets = z.array(id, { error: 'validation.required' }).min(1, { error: 'marketing_material.error.market_required' }).max(50);
const fileId = z.string().uuid({ error: 'marketing_material.error.file' });

export const idParam = z.object({ id });

export const categoryForm = z.object({
  title,
  type: z.enum(MM_TYPES, { error: 'validation.required' }),
  parentId: id.nullable().default(null),
  showChilds: z.boolean({ error: 'validation.required' }).default(true),
  itemPerLine: perLine.default(4),
  sorting: z.coerce.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' }).min(0).max(9999).default(0),
  layoutId: id.nullable().default(null),
  marketIds: markets,
  fileId: fileId.nullable().default(null),
});
export type CategoryInput = z.infer<typeof categoryForm>;

export const itemForm = z.object({
  title,
  type: z.enum(MM_ITEM_KINDS, { error: 'validation.required' }),
  body: z.string().max(20_000, { error: 'marketing_material.error.too_long' }).default(''),
  categoryId: id,
  itemPerLine: perLine.default(4),
  layoutId: id.nullable().default(null),
  marketIds: markets,
  fileId,
  placeholderId: fileId.nullable().default(null),
});
export type ItemInput = z.infer<typeof itemForm>;

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().refine((n) => n === 10 || n === 20, { error: 'validation.numeric' }).default(10),
  search: z.string().trim().max(100).default(''),
  type: z.enum(MM_TYPES).optional(),
  categoryId: id.optional(),
  deleted: z.enum(['only', 'with', 'without']).default('without'),
});
export type ListQuery = z.infer<typeof listQuery>;

/** A title from an uploaded file's name: "red_bike-2027.jpg" becomes "red bike 2027". */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return (base === '' ? 'Image' : base).slice(0, 150);
}
