// Announcements (docs/requirements.md#banners-and-announcements-admin, docs/requirements.md#banners-and-announcements-admin): the admin's create and edit
// input. `home_page` is the type the shell shows; `internal` is kept but shown to nobody (decision 0044).
import { z } from 'zod';
import { LANGUAGES } from '../locales';
import { notEmpty } from '../validation/field.rules';
import { contentDate, listQuery, refineWindow, relativeOrHttpUrl, SORG } from './content-input';

export const ANNOUNCEMENT_TYPES = ['home_page', 'internal'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export const announcementForm = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES, { error: 'validation.required' }),
    title: notEmpty.pipe(z.string().max(150, { error: 'content.input.too_long' })),
    content: notEmpty.pipe(z.string().max(10_000, { error: 'content.input.too_long' })),
    url: relativeOrHttpUrl.nullable().default(null),
    /** Null: every sales organisation. */
    sorg: SORG.nullable().default(null),
    language: z.enum(LANGUAGES, { error: 'validation.required' }).default('en'),
    from: contentDate,
    to: contentDate,
  })
  .superRefine(refineWindow);
export type AnnouncementInput = z.infer<typeof announcementForm>;

export const announcementListQuery = listQuery;
