// Content files (marketing images and videos, news and document attachments): bytes in the blob
// store under `content/<id>`, metadata in `files`, attached to content rows through `content_files`.
// Shared by every content area; each area decides who may download its files.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { contentFiles, files } from '../../../db/schema';
import type { BlobStore } from '../runtime/types';
import { userFileHeaders } from '../uploads/file-answer';
import { pdfRefusal } from '../uploads/pdf-active-content';
import { cleanFileName, MAX_BYTES, sniffFile, type FileKind } from './file-types';

export interface StoredFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface AttachedFile extends StoredFile {
  contentId: number;
  role: string;
  sorting: number;
}

export type StoreOutcome = { ok: true; file: StoredFile; kind: FileKind } | { ok: false; reason: 'type' | 'size' | 'empty' | 'pdf_active' | 'pdf_unreadable' };

/** Checks the bytes (type by content, size per kind, a PDF's active content) and stores them; nothing is written when refused. */
export async function storeContentFile(
  deps: { db: PortalDb; blob: BlobStore },
  input: { bytes: Uint8Array; fileName: string; accept: readonly FileKind[]; ownerUserId: number | null },
): Promise<StoreOutcome> {
  if (input.bytes.length === 0) return { ok: false, reason: 'empty' };
  const sniffed = sniffFile(input.bytes);
  if (!sniffed || !input.accept.includes(sniffed.kind)) return { ok: false, reason: 'type' };
  if (input.bytes.length > MAX_BYTES[sniffed.kind]) return { ok: false, reason: 'size' };
  const refusal = await pdfRefusal(input.bytes);
  if (refusal) return { ok: false, reason: refusal };
  const id = crypto.randomUUID();
  const blobKey = `content/${id}`;
  await deps.blob.put(blobKey, input.bytes, sniffed.type);
  const file = { id, fileName: cleanFileName(input.fileName), contentType: sniffed.type, size: input.bytes.length };
  await deps.db.insert(files).values({ ...file, blobKey, ownerUserId: input.ownerUserId });
  return { ok: true, file, kind: sniffed.kind };
}

/** Makes `fileId` the row's only file in `role` (a placeholder, a cover, ...). */
export async function setRoleFile(db: PortalDb, contentType: string, contentId: number, role: string, fileId: string | null): Promise<void> {
  await db.delete(contentFiles).where(and(eq(contentFiles.contentType, contentType), eq(contentFiles.contentId, contentId), eq(contentFiles.role, role)));
  if (fileId) await db.insert(contentFiles).values({ contentType, contentId, fileId, role }).onConflictDoUpdate({ target: [contentFiles.contentType, contentFiles.contentId, contentFiles.fileId], set: { role } });
}

/** Files attached to the rows, in their order. */
export async function filesOf(db: PortalDb, contentType: string, ids: readonly number[]): Promise<AttachedFile[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, fileName: files.fileName, contentType: files.contentType, size: files.size, contentId: contentFiles.contentId, role: contentFiles.role, sorting: contentFiles.sorting })
    .from(contentFiles)
    .innerJoin(files, eq(files.id, contentFiles.fileId))
    .where(and(eq(contentFiles.contentType, contentType), inArray(contentFiles.contentId, [...ids])))
    .orderBy(asc(contentFiles.sorting), asc(files.createdAt));
}

/** Which rows of `contentType` a file is attached to (the area checks the reader may see one). */
export async function ownersOf(db: PortalDb, contentType: string, fileId: string): Promise<number[]> {
  const rows = await db.select({ id: contentFiles.contentId }).from(contentFiles).where(and(eq(contentFiles.contentType, contentType), eq(contentFiles.fileId, fileId)));
  return rows.map((r) => r.id);
}

export async function fileMeta(db: PortalDb, fileId: string): Promise<(StoredFile & { blobKey: string }) | null> {
  const [row] = await db.select({ id: files.id, fileName: files.fileName, contentType: files.contentType, size: files.size, blobKey: files.blobKey }).from(files).where(eq(files.id, fileId)).limit(1);
  return row ?? null;
}

/**
 * The file's bytes as a response, as every user file is answered (userFileHeaders). File ids never
 * change their bytes, so the browser keeps them a year; `private` because only users allowed to see
 * the item may fetch them.
 */
export async function fileResponse(deps: { db: PortalDb; blob: BlobStore }, fileId: string, download: boolean): Promise<Response | null> {
  const meta = await fileMeta(deps.db, fileId);
  const stored = meta ? await deps.blob.get(meta.blobKey) : null;
  if (!meta || !stored) return null;
  return new Response(stored.body as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      ...userFileHeaders({ bytes: stored.body, fileName: meta.fileName, download }),
      'Content-Length': String(stored.body.byteLength),
      'Cache-Control': 'private, max-age=31536000, immutable',
    },
  });
}
