// What the /admin/sales-document pages need besides the services: form values of records, the save
// flows (documents are multipart with their files) and the failures in the spec's words.
import { dayOf } from '../../domain/content/content-input';
import { documentGroupForm, salesDocumentForm } from '../../domain/content/sales-document.schema';
import type { FormValues } from './announcements.page';
import { CONTENT_FORM_MAX_BYTES, documentFields, groupFields } from './content-form';
import { handleContentForm, type FormResult } from './content-pages';
import { createGroup, updateGroup, type DocumentGroup } from './sales-document-groups';
import { createDocument, updateDocument, type DocumentDeps, type SalesDocumentDetail, type UploadedFile } from './sales-documents.service';

export function groupValues(row: DocumentGroup): FormValues {
  return { name: row.name, type: row.type };
}

export function saveGroupForm(request: Request, deps: DocumentDeps, id: number | null): Promise<FormResult<FormValues>> {
  return handleContentForm({
    request,
    maxBytes: 64 * 1024,
    read: async (form) => ({ fields: groupFields(form), extra: null }),
    schema: documentGroupForm,
    save: (input) => (id === null ? createGroup(deps.db, input) : updateGroup(deps.db, id, input)),
    failureKey: 'sales_documents.error.save_failed_group',
    empty: {},
  });
}

export function emptyDocument(today: Date, type: string, marketIds: readonly number[], language: string): FormValues {
  return { type, title: '', subtitle: '', body: '', groupId: '', marketIds: marketIds.map(String), from: dayOf(today), to: dayOf(new Date(today.getTime() + 365 * 86_400_000)), keepFileIds: [], language, translationOf: '' };
}

/** A document whose group was deleted must choose another first: its group is left empty. `partner`: another row of the same item. */
export function documentValues(row: SalesDocumentDetail, partner: number | null): FormValues {
  return {
    type: row.type,
    title: row.title,
    subtitle: row.subtitle ?? '',
    body: row.body ?? '',
    groupId: row.groupId !== null && !row.groupDeleted ? String(row.groupId) : '',
    marketIds: row.marketIds.map(String),
    from: dayOf(row.validFrom),
    to: dayOf(row.validTo),
    keepFileIds: row.files.map((f) => f.id),
    language: row.language,
    translationOf: partner === null ? '' : String(partner),
  };
}

export function saveDocumentForm(request: Request, deps: DocumentDeps, id: number | null, ownerUserId: number | null, type: string): Promise<FormResult<FormValues>> {
  return handleContentForm<typeof salesDocumentForm, FormValues, UploadedFile[]>({
    request,
    maxBytes: CONTENT_FORM_MAX_BYTES,
    read: async (form) => {
      const { fields, files } = await documentFields(form);
      return { fields, extra: files };
    },
    schema: salesDocumentForm,
    save: (input, files) => (id === null ? createDocument(deps, input, files, ownerUserId) : updateDocument(deps, id, input, files, ownerUserId)),
    failureKey: type === 'technical' ? 'sales_documents.error.save_failed_technical' : 'sales_documents.error.save_failed_sales',
    empty: {},
  });
}
