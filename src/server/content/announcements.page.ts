// What the /admin/announcements pages need besides the service: form values of a record, the save
// flow of the create and edit forms, and the choices their selects offer.
import { announcementForm } from '../../domain/content/announcement.schema';
import { dayOf } from '../../domain/content/content-input';
import { HOSTS } from '../../content/hosts';
import { announcementFields, CONTENT_FORM_MAX_BYTES } from './content-form';
import { handleContentForm, type FormResult } from './content-pages';
import { createAnnouncement, updateAnnouncement, type AnnouncementRecord, type ContentWriteDeps } from './announcements.service';

export type FormValues = Record<string, unknown>;

export const SORGS: readonly string[] = [...new Set(HOSTS.map((host) => host.sorg))].sort();

export function emptyAnnouncement(today: Date): FormValues {
  return { type: 'home_page', title: '', content: '', url: '', sorg: '', language: 'en', from: dayOf(today), to: dayOf(new Date(today.getTime() + 30 * 86_400_000)) };
}

export function announcementValues(row: AnnouncementRecord): FormValues {
  return { type: row.type, title: row.title, content: row.content, url: row.url ?? '', sorg: row.sorg ?? '', language: row.language, from: dayOf(row.validFrom), to: dayOf(row.validTo) };
}

export function saveAnnouncementForm(request: Request, deps: ContentWriteDeps, id: number | null): Promise<FormResult<FormValues>> {
  return handleContentForm({
    request,
    maxBytes: CONTENT_FORM_MAX_BYTES,
    read: async (form) => ({ fields: announcementFields(form), extra: null }),
    schema: announcementForm,
    save: (input) => (id === null ? createAnnouncement(deps, input) : updateAnnouncement(deps, id, input)),
    failureKey: 'announcements.error.save_failed',
    empty: {},
  });
}
