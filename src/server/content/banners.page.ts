// What the /admin/banners pages need besides the service: form values of a record and the save flow
// of the create and edit forms (multipart: the image comes as `file`).
import { bannerForm } from '../../domain/content/banner.schema';
import { dayOf } from '../../domain/content/content-input';
import { BANNER_FORM_MAX_BYTES, bannerFields } from './content-form';
import { handleContentForm, type FormResult } from './content-pages';
import type { FormValues } from './announcements.page';
import { createBanner, updateBanner, type BannerDeps, type BannerRecord } from './banners.service';

export function emptyBanner(today: Date, sorg: string): FormValues {
  return { sorg, link: '', from: dayOf(today), to: dayOf(new Date(today.getTime() + 30 * 86_400_000)) };
}

export function bannerValues(row: BannerRecord): FormValues {
  return { sorg: row.sorg, link: row.link ?? '', from: dayOf(row.validFrom), to: dayOf(row.validTo) };
}

export function saveBannerForm(request: Request, deps: BannerDeps, id: number | null): Promise<FormResult<FormValues>> {
  return handleContentForm({
    request,
    maxBytes: BANNER_FORM_MAX_BYTES,
    read: async (form) => {
      const { fields, image } = await bannerFields(form);
      return { fields, extra: image };
    },
    schema: bannerForm,
    save: (input, image) => (id === null ? createBanner(deps, input, image) : updateBanner(deps, id, input, image)),
    failureKey: 'banners.error.save_failed',
    empty: {},
  });
}
