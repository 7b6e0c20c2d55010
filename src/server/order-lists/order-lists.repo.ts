// The only module that touches order_lists and order_list_lines. Every read is scoped by the acting
// customer's R3 code first, so an id of another customer's list finds nothing.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { orderListLines, orderLists } from '../../../db/schema/order-lists';
import { users } from '../../../db/schema/identity';
import type { ListLine } from '../../domain/order-lists/order-list.rules';

export interface OrderListRow {
  id: number;
  custR3: string;
  ownerUserId: number | null;
  ownerName: string | null;
  name: string;
  shared: boolean;
  updatedAt: Date;
  lineCount: number;
}

const listColumns = {
  id: orderLists.id,
  custR3: orderLists.custR3,
  ownerUserId: orderLists.ownerUserId,
  ownerName: users.name,
  name: orderLists.name,
  shared: orderLists.shared,
  updatedAt: orderLists.updatedAt,
};

export async function listsOfCustomer(db: PortalDb, custR3: string): Promise<OrderListRow[]> {
  const rows = await db.select(listColumns).from(orderLists).leftJoin(users, eq(users.id, orderLists.ownerUserId)).where(eq(orderLists.custR3, custR3)).orderBy(desc(orderLists.updatedAt), desc(orderLists.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ listId: orderListLines.listId, n: count() })
    .from(orderListLines)
    .where(inArray(orderListLines.listId, rows.map((r) => r.id)))
    .groupBy(orderListLines.listId);
  const byId = new Map(counts.map((c) => [c.listId, c.n]));
  return rows.map((r) => ({ ...r, lineCount: byId.get(r.id) ?? 0 }));
}

export async function countLists(db: PortalDb, custR3: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderLists).where(eq(orderLists.custR3, custR3));
  return row?.n ?? 0;
}

export async function findList(db: PortalDb, custR3: string, id: number): Promise<(OrderListRow & { lines: ListLine[] }) | null> {
  const [row] = await db.select(listColumns).from(orderLists).leftJoin(users, eq(users.id, orderLists.ownerUserId)).where(and(eq(orderLists.custR3, custR3), eq(orderLists.id, id))).limit(1);
  if (!row) return null;
  const lines = await db
    .select({ articleCode: orderListLines.articleCode, sorg: orderListLines.sorg, qty: orderListLines.qty })
    .from(orderListLines)
    .where(eq(orderListLines.listId, id))
    .orderBy(asc(orderListLines.position));
  return { ...row, lineCount: lines.length, lines };
}

export async function findBySubmission(db: PortalDb, custR3: string, submissionId: string): Promise<number | null> {
  const [row] = await db.select({ id: orderLists.id }).from(orderLists).where(and(eq(orderLists.custR3, custR3), eq(orderLists.submissionId, submissionId))).limit(1);
  return row?.id ?? null;
}

/** One transaction: the list and its lines, or nothing. A second insert of the same submission keeps the first. */
export async function insertList(db: PortalDb, values: { custR3: string; ownerUserId: number; name: string; shared: boolean; submissionId: string }, lines: readonly ListLine[]): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(orderLists).values(values).onConflictDoNothing().returning({ id: orderLists.id });
    const id = inserted[0]?.id;
    if (id === undefined) {
      const [existing] = await tx.select({ id: orderLists.id }).from(orderLists).where(and(eq(orderLists.custR3, values.custR3), eq(orderLists.submissionId, values.submissionId))).limit(1);
      if (!existing) throw new Error('order list insert found neither a new nor an existing row');
      return { id: existing.id, created: false };
    }
    await tx.insert(orderListLines).values(lines.map((l, position) => ({ listId: id, ...l, position })));
    return { id, created: true };
  });
}

export async function updateList(db: PortalDb, id: number, patch: { name?: string | undefined; shared?: boolean | undefined }, lines: readonly ListLine[] | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(orderLists).set({ ...(patch.name === undefined ? {} : { name: patch.name }), ...(patch.shared === undefined ? {} : { shared: patch.shared }), updatedAt: new Date() }).where(eq(orderLists.id, id));
    if (lines === null) return;
    await tx.delete(orderListLines).where(eq(orderListLines.listId, id));
    if (lines.length > 0) await tx.insert(orderListLines).values(lines.map((l, position) => ({ listId: id, ...l, position })));
  });
}

/** Lines first: the foreign key's cascade needs PRAGMA foreign_keys, which a remote libSQL may not set. */
export async function deleteList(db: PortalDb, id: number): Promise<void> {
  await db.batch([db.delete(orderListLines).where(eq(orderListLines.listId, id)), db.delete(orderLists).where(eq(orderLists.id, id))]);
}
