// What dealers read of sales and technical/service documents (/sales-document, login only): live,
// inside their validity window, in a live group (or none), for one of the reader's target markets.
// Anything else is not found, whatever id is asked for.
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { salesDocumentGroups, salesDocuments } from '../../../db/schema';
import { marketsMatch } from '../../domain/content/markets.rules';
import type { SalesDocumentType } from '../../domain/content/sales-document.schema';
import { fileResponse, filesOf, ownersOf, type AttachedFile } from './files';
import { SALES_DOCUMENT } from './sales-documents.service';
import type { BlobStore } from '../runtime/types';
import { marketIdsOf, userMarkets } from './target-market';
import { inLanguage } from './content.reads';
import { SOURCE_LANGUAGE, type Language } from '../../domain/locales';

export interface ReaderDocument {
  id: number;
  type: SalesDocumentType;
  title: string;
  subtitle: string | null;
  /** Sanitised when saved. */
  body: string | null;
  groupId: number | null;
  groupName: string | null;
  validFrom: Date;
  validTo: Date;
  /** The language it is written in (a page of another language marks it). */
  language: string;
  files: AttachedFile[];
}

export interface ReaderGroup {
  id: number | null;
  name: string | null;
  documents: ReaderDocument[];
}

export interface ReaderDeps {
  db: PortalDb;
  now?: Date;
  /** The reader's language: of a document written in several, the reader sees that one (else English). */
  language?: Language;
}

async function readable(deps: ReaderDeps, userId: number, where: ReturnType<typeof and>): Promise<ReaderDocument[]> {
  const now = deps.now ?? new Date();
  const rows = await deps.db
    .select({ doc: salesDocuments, groupName: salesDocumentGroups.name })
    .from(salesDocuments)
    .leftJoin(salesDocumentGroups, eq(salesDocumentGroups.id, salesDocuments.groupId))
    .where(
      and(
        where,
        isNull(salesDocuments.deletedAt),
        lte(salesDocuments.validFrom, now),
        gte(salesDocuments.validTo, now),
        or(isNull(salesDocuments.groupId), isNull(salesDocumentGroups.deletedAt)),
      ),
    )
    .orderBy(asc(salesDocumentGroups.name), asc(salesDocuments.title), asc(salesDocuments.id));
  const ids = rows.map((r) => r.doc.id);
  const [markets, mine, files] = await Promise.all([marketIdsOf(deps.db, SALES_DOCUMENT, ids), userMarkets(deps.db, userId, 'sales-document'), filesOf(deps.db, SALES_DOCUMENT, ids)]);
  const visible = rows.filter((r) => marketsMatch(markets.get(r.doc.id) ?? [], mine));
  const chosen = new Set(inLanguage(visible.map((r) => r.doc), deps.language ?? SOURCE_LANGUAGE).map((doc) => doc.id));
  return visible
    .filter((r) => chosen.has(r.doc.id))
    .map(({ doc, groupName }) => ({
      id: doc.id,
      type: doc.type as SalesDocumentType,
      title: doc.title,
      subtitle: doc.subtitle,
      body: doc.body,
      groupId: doc.groupId,
      groupName,
      validFrom: doc.validFrom,
      validTo: doc.validTo,
      language: doc.language,
      files: files.filter((f) => f.contentId === doc.id),
    }));
}

/** The reader's documents of a type, by group (groups by name, then the ungrouped ones). */
export async function readerDocuments(deps: ReaderDeps, userId: number, type: SalesDocumentType): Promise<ReaderGroup[]> {
  const docs = await readable(deps, userId, and(eq(salesDocuments.type, type)));
  const groups = new Map<number | null, ReaderGroup>();
  for (const doc of docs) {
    const group = groups.get(doc.groupId) ?? { id: doc.groupId, name: doc.groupName, documents: [] };
    group.documents.push(doc);
    groups.set(doc.groupId, group);
  }
  return [...groups.values()].sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : (a.name ?? '').localeCompare(b.name ?? '')));
}

/** How many documents of each type the reader has (the /sales-document landing page). */
export async function readerCounts(deps: ReaderDeps, userId: number): Promise<Record<SalesDocumentType, number>> {
  const docs = await readable(deps, userId, undefined);
  return { sales: docs.filter((d) => d.type === 'sales').length, technical: docs.filter((d) => d.type === 'technical').length };
}

/** One document by id, in whatever language it is written (a link names the row it means). */
export async function readerDocument(deps: ReaderDeps, userId: number, id: number): Promise<ReaderDocument | null> {
  const [doc] = await readable({ db: deps.db, ...(deps.now ? { now: deps.now } : {}) }, userId, and(eq(salesDocuments.id, id)));
  return doc ?? null;
}

/** A file of a document the reader may see, else null (not found). */
export async function readerFile(deps: ReaderDeps & { blob: BlobStore }, userId: number, fileId: string, download: boolean): Promise<Response | null> {
  const owners = await ownersOf(deps.db, SALES_DOCUMENT, fileId);
  for (const id of owners) {
    if (await readerDocument(deps, userId, id)) return fileResponse(deps, fileId, download);
  }
  return null;
}

/** Admins preview any attached file, deleted document or not. */
export async function adminFile(deps: { db: PortalDb; blob: BlobStore }, fileId: string): Promise<Response | null> {
  const owners = await ownersOf(deps.db, SALES_DOCUMENT, fileId);
  return owners.length > 0 ? fileResponse(deps, fileId, true) : null;
}
