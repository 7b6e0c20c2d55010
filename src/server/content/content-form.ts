// Banner, announcement and sales document forms arrive as multipart or urlencoded bodies (pages and
// the API share them): their text fields as the zod schemas expect them, and their files.
import { readPageForm } from '../page-form';
import { MAX_BYTES } from './file-types';
import type { UploadedFile } from './sales-documents.service';

/** Room for a document's files: the body is refused past this, before it fills memory. */
export const CONTENT_FORM_MAX_BYTES = MAX_BYTES.document * 2;
export const BANNER_FORM_MAX_BYTES = MAX_BYTES.image + 64 * 1024;

export type ContentForm = { ok: true; form: FormData } | { ok: false; status: 400 | 413 };

export async function readContentForm(request: Request, maxBytes: number): Promise<ContentForm> {
  const read = await readPageForm(request, maxBytes);
  if (read.ok) return read;
  return { ok: false, status: read.reason === 'too_large' ? 413 : 400 };
}

const text = (form: FormData, name: string): string | undefined => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** Empty optional fields mean "none". */
const orNull = (value: string | undefined): string | null | undefined => (value === undefined ? undefined : value.trim() === '' ? null : value);

const texts = (form: FormData, name: string): string[] => form.getAll(name).filter((v): v is string => typeof v === 'string' && v !== '');

async function fileParts(form: FormData, name: string): Promise<UploadedFile[]> {
  const files = form.getAll(name).filter((v): v is File => typeof v !== 'string' && v.size > 0);
  return Promise.all(files.map(async (file) => ({ bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name })));
}

export function announcementFields(form: FormData): Record<string, unknown> {
  return {
    type: text(form, 'type'),
    title: text(form, 'title'),
    content: text(form, 'content'),
    url: orNull(text(form, 'url')),
    sorg: orNull(text(form, 'sorg')),
    language: text(form, 'language'),
    from: text(form, 'from'),
    to: text(form, 'to'),
  };
}

export async function bannerFields(form: FormData): Promise<{ fields: Record<string, unknown>; image: Uint8Array | null }> {
  const [image] = await fileParts(form, 'file');
  return { fields: { sorg: text(form, 'sorg'), link: orNull(text(form, 'link')), from: text(form, 'from'), to: text(form, 'to') }, image: image?.bytes ?? null };
}

export function groupFields(form: FormData): Record<string, unknown> {
  return { name: text(form, 'name'), type: text(form, 'type') };
}

export async function documentFields(form: FormData): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  return {
    fields: {
      type: text(form, 'type'),
      title: text(form, 'title'),
      subtitle: text(form, 'subtitle'),
      body: text(form, 'body'),
      groupId: orNull(text(form, 'groupId')),
      marketIds: texts(form, 'marketIds'),
      from: text(form, 'from'),
      to: text(form, 'to'),
      keepFileIds: texts(form, 'keepFileIds'),
      language: text(form, 'language'),
      translationOf: text(form, 'translationOf'),
    },
    files: await fileParts(form, 'files'),
  };
}
