// Sales and technical/service documents and their groups (docs/requirements.md#sales-documents). Messages are
// locale keys; the save failures use the spec's words (section 8).
import { z } from 'zod';
import { notEmpty } from '../validation/field.rules';
import { contentDate, contentId, contentLanguage, deletedFilter, listQuery, refineWindow, translationOf } from './content-input';

export const SALES_DOCUMENT_TYPES = ['sales', 'technical'] as const;
export type SalesDocumentType = (typeof SALES_DOCUMENT_TYPES)[number];

export const salesDocumentType = z.enum(SALES_DOCUMENT_TYPES, { error: 'validation.required' });

export function isSalesDocumentType(value: string | undefined): value is SalesDocumentType {
  return (SALES_DOCUMENT_TYPES as readonly string[]).includes(value ?? '');
}

export const documentGroupForm = z.object({
  name: notEmpty.pipe(z.string().max(120, { error: 'content.input.too_long' })),
  type: salesDocumentType,
});
export type DocumentGroupInput = z.infer<typeof documentGroupForm>;

export const salesDocumentForm = z
  .object({
    type: salesDocumentType,
    title: notEmpty.pipe(z.string().max(150, { error: 'content.input.too_long' })),
    subtitle: z.string().trim().max(200, { error: 'content.input.too_long' }).default(''),
    body: z.string().max(20_000, { error: 'content.input.too_long' }).default(''),
    groupId: contentId.nullable().default(null),
    marketIds: z.array(contentId, { error: 'validation.required' }).min(1, { error: 'sales_documents.market_required' }).max(50),
    from: contentDate,
    to: contentDate,
    /** Files already attached that stay; new files come as multipart parts. */
    keepFileIds: z.array(z.uuid({ error: 'validation.required' })).max(20).default([]),
    language: contentLanguage,
    translationOf,
  })
  .superRefine(refineWindow);
export type SalesDocumentInput = z.infer<typeof salesDocumentForm>;

export const salesDocumentListQuery = listQuery.extend({
  type: salesDocumentType.optional(),
  groupId: contentId.optional(),
  deleted: deletedFilter,
});
export type SalesDocumentListQuery = z.infer<typeof salesDocumentListQuery>;

export const documentGroupListQuery = listQuery.extend({ type: salesDocumentType.optional(), deleted: deletedFilter });
export type DocumentGroupListQuery = z.infer<typeof documentGroupListQuery>;

/** The most files one document carries. */
export const MAX_DOCUMENT_FILES = 20;
