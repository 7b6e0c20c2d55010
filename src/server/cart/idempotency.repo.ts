// The portal's idempotency record of a submit: the first request claims the key, a retry with the
// same request replays the stored answer, the same key with another request is a conflict.
import { and, eq } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { idempotencyKeys } from '../../../db/schema/platform';

export type Claim = { kind: 'claimed' } | { kind: 'replay'; status: number; body: string } | { kind: 'in_progress' } | { kind: 'conflict' };

export async function claimKey(db: PortalDb, scope: string, key: string, requestHash: string): Promise<Claim> {
  const inserted = await db.insert(idempotencyKeys).values({ scope, key, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };
  const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) return claimKey(db, scope, key, requestHash);
  if (row.requestHash !== requestHash) return { kind: 'conflict' };
  if (row.status === 'completed' && row.responseStatus !== null && row.responseBody !== null) {
    return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  }
  return { kind: 'in_progress' };
}

export async function completeKey(db: PortalDb, scope: string, key: string, status: number, body: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 'completed', responseStatus: status, responseBody: body, completedAt: new Date() })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** A refused submit frees its key so the dealer can fix the input and send again. */
export async function releaseKey(db: PortalDb, scope: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
