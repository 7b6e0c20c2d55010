// Pop-up banners (docs/requirements.md#banners-and-announcements-admin): sales organisation, link, file, from and to. The
// image comes as a file on create and optionally on edit; its checks are in the file rules.
import { z } from 'zod';
import { contentDate, listQuery, refineWindow, relativeOrHttpUrl, SORG } from './content-input';

export const bannerForm = z
  .object({
    sorg: SORG,
    /** Where a click on the banner goes: a portal path or an http(s) address. */
    link: relativeOrHttpUrl.nullable().default(null),
    from: contentDate,
    to: contentDate,
  })
  .superRefine(refineWindow);
export type BannerInput = z.infer<typeof bannerForm>;

export const bannerListQuery = listQuery;
