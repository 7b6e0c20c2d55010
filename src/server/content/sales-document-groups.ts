// Groups of sales and technical/service documents (/admin/sales-document/group, sales-document.cu):
// listed, created, edited, soft-deleted and restored. Documents of a deleted group are unreachable
// for dealers until it is restored, so a delete first names how many live documents it hides.
import { and, asc, count, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { salesDocumentGroups, salesDocuments } from '../../../db/schema';
import type { DocumentGroupInput, DocumentGroupListQuery, SalesDocumentType } from '../../domain/content/sales-document.schema';
import { refused, saved, type DeletedFilter, type Page, type SaveOutcome } from './content-outcome';
import { contains, offsetOf } from './content-search';
import { softDeleteMove, type SoftDeleteOutcome } from './soft-delete';

export type DocumentGroup = typeof salesDocumentGroups.$inferSelect;

export function deletedWhere(column: typeof salesDocumentGroups.deletedAt | typeof salesDocuments.deletedAt, filter: DeletedFilter): SQL | undefined {
  if (filter === 'with') return undefined;
  return filter === 'only' ? isNotNull(column) : isNull(column);
}

export async function listGroups(db: PortalDb, query: DocumentGroupListQuery): Promise<Page<DocumentGroup>> {
  const where = and(
    deletedWhere(salesDocumentGroups.deletedAt, query.deleted),
    query.type ? eq(salesDocumentGroups.type, query.type) : undefined,
    query.search ? contains(salesDocumentGroups.name, query.search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(salesDocumentGroups).where(where).orderBy(asc(salesDocumentGroups.type), asc(salesDocumentGroups.name)).limit(query.limit).offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(salesDocumentGroups).where(where),
  ]);
  return { rows, total: total?.n ?? 0, page: query.page, limit: query.limit };
}

/** Live groups of a type, for the document form's group choice. */
export async function liveGroups(db: PortalDb, type?: SalesDocumentType): Promise<DocumentGroup[]> {
  return db
    .select()
    .from(salesDocumentGroups)
    .where(and(isNull(salesDocumentGroups.deletedAt), type ? eq(salesDocumentGroups.type, type) : undefined))
    .orderBy(asc(salesDocumentGroups.name));
}

export async function groupById(db: PortalDb, id: number): Promise<DocumentGroup | null> {
  const [row] = await db.select().from(salesDocumentGroups).where(eq(salesDocumentGroups.id, id)).limit(1);
  return row ?? null;
}

/** Live documents in the group: a delete makes them unreachable for dealers. */
export async function liveDocumentsIn(db: PortalDb, groupId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(salesDocuments).where(and(eq(salesDocuments.groupId, groupId), isNull(salesDocuments.deletedAt)));
  return row?.n ?? 0;
}

export async function createGroup(db: PortalDb, input: DocumentGroupInput): Promise<SaveOutcome> {
  const [row] = await db.insert(salesDocumentGroups).values({ name: input.name, type: input.type }).returning({ id: salesDocumentGroups.id });
  if (!row) throw new Error('createGroup: insert returned no row');
  return saved(row.id);
}

/** A group's type is fixed once documents use it, so they never end up in a group of the other type. */
export async function updateGroup(db: PortalDb, id: number, input: DocumentGroupInput): Promise<SaveOutcome> {
  const existing = await groupById(db, id);
  if (!existing) return refused('id', 'api.error.not_found', 404);
  if (existing.type !== input.type) {
    const [used] = await db.select({ n: count() }).from(salesDocuments).where(eq(salesDocuments.groupId, id));
    if ((used?.n ?? 0) > 0) return refused('type', 'sales_documents.error.group_type_used');
  }
  await db.update(salesDocumentGroups).set({ name: input.name, type: input.type }).where(eq(salesDocumentGroups.id, id));
  return saved(id);
}

export function moveGroup(db: PortalDb, id: number, move: 'delete' | 'restore'): Promise<SoftDeleteOutcome> {
  return softDeleteMove(db, salesDocumentGroups, id, move);
}
