// Soft delete and restore of any content table with `id` and `deletedAt` (docs/requirements.md#soft-delete-and-validity).
import { eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { PortalDb } from '../../../db/client';
import { moveAllowed, type SoftDeleteMove } from '../../domain/content/soft-delete.rules';

export type SoftDeleteTable = SQLiteTable & { id: SQLiteColumn; deletedAt: SQLiteColumn };

export type SoftDeleteOutcome = 'done' | 'not_found' | 'unchanged';

/** Marks the row deleted (now) or live again; 'unchanged' when it already was. */
export async function softDeleteMove(db: PortalDb, table: SoftDeleteTable, id: number, move: SoftDeleteMove, now = new Date()): Promise<SoftDeleteOutcome> {
  const [row] = await db.select({ deletedAt: table.deletedAt }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) return 'not_found';
  const deletedAt = (row.deletedAt as Date | null) ?? null;
  if (!moveAllowed({ deletedAt }, move)) return 'unchanged';
  await db
    .update(table)
    .set({ deletedAt: move === 'delete' ? now : null } as never)
    .where(eq(table.id, id));
  return 'done';
}
