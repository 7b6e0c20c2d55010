// Sales and technical/service documents for admins (/admin/sales-document/list, sales-document.cu):
// target markets of type sales_document, a live group of the same type, files in the blob store
// (PDF or images, checked by content), soft delete and restore.
import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { contentFiles, salesDocumentGroups, salesDocuments } from '../../../db/schema';
import { windowOfDays } from '../../domain/content/content-input';
import { MAX_DOCUMENT_FILES, type SalesDocumentInput, type SalesDocumentListQuery } from '../../domain/content/sales-document.schema';
import type { BlobStore } from '../runtime/types';
import { refused, saved, type Page, type SaveOutcome } from './content-outcome';
import { contains, offsetOf } from './content-search';
import { filesOf, storeContentFile, type AttachedFile } from './files';
import { deletedWhere, groupById } from './sales-document-groups';
import { sanitizeHtml } from './sanitize-html';
import { softDeleteMove, type SoftDeleteOutcome } from './soft-delete';
import { listTargetMarkets, marketIdsOf, setMarkets } from './target-market';
import { translationKeyFor } from './translations';

export const SALES_DOCUMENT = 'sales_document';
const AREA = 'sales-document';

export type SalesDocumentRecord = typeof salesDocuments.$inferSelect;

export interface SalesDocumentRow extends SalesDocumentRecord {
  groupName: string | null;
  groupDeleted: boolean;
}

export interface SalesDocumentDetail extends SalesDocumentRow {
  marketIds: number[];
  files: AttachedFile[];
}

export interface DocumentDeps {
  db: PortalDb;
  blob: BlobStore;
}

export interface UploadedFile {
  bytes: Uint8Array;
  fileName: string;
}

export async function listDocuments(db: PortalDb, query: SalesDocumentListQuery): Promise<Page<SalesDocumentRow>> {
  const where = and(
    deletedWhere(salesDocuments.deletedAt, query.deleted),
    query.type ? eq(salesDocuments.type, query.type) : undefined,
    query.groupId ? eq(salesDocuments.groupId, query.groupId) : undefined,
    query.search ? or(contains(salesDocuments.title, query.search), contains(salesDocuments.subtitle, query.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ doc: salesDocuments, groupName: salesDocumentGroups.name, groupDeletedAt: salesDocumentGroups.deletedAt })
      .from(salesDocuments)
      .leftJoin(salesDocumentGroups, eq(salesDocumentGroups.id, salesDocuments.groupId))
      .where(where)
      .orderBy(desc(salesDocuments.validFrom), desc(salesDocuments.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(salesDocuments).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.doc, groupName: r.groupName, groupDeleted: r.groupDeletedAt !== null })), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

/** One document for admins, deleted or not, with its markets and files. */
export async function documentById(db: PortalDb, id: number): Promise<SalesDocumentDetail | null> {
  const [row] = await db
    .select({ doc: salesDocuments, groupName: salesDocumentGroups.name, groupDeletedAt: salesDocumentGroups.deletedAt })
    .from(salesDocuments)
    .leftJoin(salesDocumentGroups, eq(salesDocumentGroups.id, salesDocuments.groupId))
    .where(eq(salesDocuments.id, id))
    .limit(1);
  if (!row) return null;
  const [markets, files] = await Promise.all([marketIdsOf(db, SALES_DOCUMENT, [id]), filesOf(db, SALES_DOCUMENT, [id])]);
  return { ...row.doc, groupName: row.groupName, groupDeleted: row.groupDeletedAt !== null, marketIds: markets.get(id) ?? [], files };
}

/** The group must be live and of the document's type; the markets must be sales document markets. */
async function refusal(db: PortalDb, input: SalesDocumentInput): Promise<SaveOutcome | null> {
  if (input.groupId !== null) {
    const group = await groupById(db, input.groupId);
    if (!group || group.deletedAt !== null || group.type !== input.type) return refused('groupId', 'sales_documents.error.group_invalid');
  }
  const known = new Set((await listTargetMarkets(db, AREA)).map((m) => m.id));
  const unknown = input.marketIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) return refused(`marketIds.${unknown}`, 'sales_documents.error.market_unknown');
  return null;
}

async function storeFiles(deps: DocumentDeps, uploads: readonly UploadedFile[], ownerUserId: number | null): Promise<{ ids: string[] } | SaveOutcome> {
  const ids: string[] = [];
  for (const [index, upload] of uploads.entries()) {
    const stored = await storeContentFile(deps, { bytes: upload.bytes, fileName: upload.fileName, accept: ['document', 'image'], ownerUserId });
    if (!stored.ok) return refused(`files.${index}`, stored.reason.startsWith('pdf_') ? `uploads.${stored.reason}` : `sales_documents.error.file_${stored.reason}`);
    ids.push(stored.file.id);
  }
  return { ids };
}

async function attach(db: PortalDb, documentId: number, fileIds: readonly string[], from: number): Promise<void> {
  if (fileIds.length === 0) return;
  await db.insert(contentFiles).values(fileIds.map((fileId, i) => ({ contentType: SALES_DOCUMENT, contentId: documentId, fileId, role: 'file', sorting: from + i })));
}

function fields(input: SalesDocumentInput, translationKey: string | null) {
  return {
    type: input.type, title: input.title, subtitle: input.subtitle || null, body: input.body ? sanitizeHtml(input.body) : null, groupId: input.groupId,
    language: input.language, translationKey, ...windowOfDays(input.from, input.to),
  };
}

export async function createDocument(deps: DocumentDeps, input: SalesDocumentInput, uploads: readonly UploadedFile[], ownerUserId: number | null): Promise<SaveOutcome> {
  const refusedInput = await refusal(deps.db, input);
  if (refusedInput) return refusedInput;
  if (uploads.length > MAX_DOCUMENT_FILES) return refused('files', 'sales_documents.error.too_many_files');
  const translationKey = await translationKeyFor(deps.db, 'sales_document', null, input.translationOf);
  if (translationKey === undefined) return refused('translationOf', 'content.input.translation_unknown');
  const stored = await storeFiles(deps, uploads, ownerUserId);
  if (!('ids' in stored)) return stored;
  const [row] = await deps.db.insert(salesDocuments).values(fields(input, translationKey)).returning({ id: salesDocuments.id });
  if (!row) throw new Error('createDocument: insert returned no row');
  await setMarkets(deps.db, AREA, SALES_DOCUMENT, row.id, input.marketIds);
  await attach(deps.db, row.id, stored.ids, 0);
  return saved(row.id);
}

/** Files not in `keepFileIds` are detached; new uploads are added after the kept ones. */
export async function updateDocument(deps: DocumentDeps, id: number, input: SalesDocumentInput, uploads: readonly UploadedFile[], ownerUserId: number | null): Promise<SaveOutcome> {
  const existing = await documentById(deps.db, id);
  if (!existing) return refused('id', 'api.error.not_found', 404);
  const refusedInput = await refusal(deps.db, input);
  if (refusedInput) return refusedInput;
  const kept = existing.files.filter((f) => input.keepFileIds.includes(f.id));
  if (kept.length + uploads.length > MAX_DOCUMENT_FILES) return refused('files', 'sales_documents.error.too_many_files');
  const translationKey = await translationKeyFor(deps.db, 'sales_document', id, input.translationOf);
  if (translationKey === undefined) return refused('translationOf', 'content.input.translation_unknown');
  const stored = await storeFiles(deps, uploads, ownerUserId);
  if (!('ids' in stored)) return stored;
  await deps.db.update(salesDocuments).set(fields(input, translationKey)).where(eq(salesDocuments.id, id));
  await setMarkets(deps.db, AREA, SALES_DOCUMENT, id, input.marketIds);
  const dropped = existing.files.filter((f) => !input.keepFileIds.includes(f.id)).map((f) => f.id);
  if (dropped.length > 0) await deps.db.delete(contentFiles).where(and(eq(contentFiles.contentType, SALES_DOCUMENT), eq(contentFiles.contentId, id), inArray(contentFiles.fileId, dropped)));
  await attach(deps.db, id, stored.ids, kept.length);
  return saved(id);
}

export function moveDocument(db: PortalDb, id: number, move: 'delete' | 'restore'): Promise<SoftDeleteOutcome> {
  return softDeleteMove(db, salesDocuments, id, move);
}
