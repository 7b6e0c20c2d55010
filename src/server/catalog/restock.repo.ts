// The restock_alerts table: the only module that reads or writes it.
import { and, asc, desc, eq, inArray, isNull, isNotNull, or, sql } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { restockAlerts } from '../../../db/schema/restock';
import { users } from '../../../db/schema/identity';

export type RestockAlert = typeof restockAlerts.$inferSelect;
export type NewRestockAlert = Omit<typeof restockAlerts.$inferInsert, 'id' | 'createdAt' | 'notifiedAt' | 'seenAt'>;

/** Whose alerts: a user acting for one customer (alerts of another customer are not listed). */
export interface AlertOwner {
  userId: number;
  custCode: string;
}

const owned = (o: AlertOwner) => and(eq(restockAlerts.userId, o.userId), eq(restockAlerts.custCode, o.custCode));

/** Creates the waiting alert, or returns the one already waiting (a double submit makes one). */
export async function insertWaiting(db: PortalDb, alert: NewRestockAlert): Promise<{ alert: RestockAlert; created: boolean }> {
  const [inserted] = await db.insert(restockAlerts).values(alert).onConflictDoNothing().returning();
  if (inserted) return { alert: inserted, created: true };
  const [existing] = await db
    .select()
    .from(restockAlerts)
    .where(and(eq(restockAlerts.userId, alert.userId), eq(restockAlerts.custCode, alert.custCode), eq(restockAlerts.sorg, alert.sorg), eq(restockAlerts.articleCode, alert.articleCode), isNull(restockAlerts.notifiedAt)));
  if (!existing) throw new Error('restock alert neither inserted nor found');
  return { alert: existing, created: false };
}

export async function listOwned(db: PortalDb, owner: AlertOwner): Promise<RestockAlert[]> {
  return db.select().from(restockAlerts).where(owned(owner)).orderBy(sql`${restockAlerts.notifiedAt} IS NOT NULL`, desc(restockAlerts.createdAt), desc(restockAlerts.id)).limit(200);
}

/** The owner's waiting alerts for these articles (the product page marks them as asked). */
export async function waitingFor(db: PortalDb, owner: AlertOwner, sorg: string, articleCodes: readonly string[]): Promise<RestockAlert[]> {
  if (articleCodes.length === 0) return [];
  return db.select().from(restockAlerts).where(and(owned(owner), eq(restockAlerts.sorg, sorg), inArray(restockAlerts.articleCode, [...articleCodes]), isNull(restockAlerts.notifiedAt)));
}

/** Notices not yet dismissed: arrived alerts of the owner. */
export async function unseenNotices(db: PortalDb, owner: AlertOwner): Promise<RestockAlert[]> {
  return db.select().from(restockAlerts).where(and(owned(owner), isNotNull(restockAlerts.notifiedAt), isNull(restockAlerts.seenAt))).orderBy(desc(restockAlerts.notifiedAt)).limit(20);
}

/** The owner's alerts still waiting and those arrived but not dismissed, in one read (the home's). */
export async function openAlerts(db: PortalDb, owner: AlertOwner): Promise<{ waiting: RestockAlert[]; unseen: RestockAlert[] }> {
  const rows = await db.select().from(restockAlerts).where(and(owned(owner), or(isNull(restockAlerts.notifiedAt), isNull(restockAlerts.seenAt)))).orderBy(asc(restockAlerts.id));
  const unseen = rows.filter((a) => a.notifiedAt !== null).sort((a, b) => (b.notifiedAt?.getTime() ?? 0) - (a.notifiedAt?.getTime() ?? 0));
  return { waiting: rows.filter((a) => a.notifiedAt === null), unseen: unseen.slice(0, 20) };
}

/** Deletes one of the owner's alerts; false when the id is not theirs (or gone). */
export async function deleteOwned(db: PortalDb, owner: AlertOwner, id: number): Promise<boolean> {
  const rows = await db.delete(restockAlerts).where(and(owned(owner), eq(restockAlerts.id, id))).returning({ id: restockAlerts.id });
  return rows.length > 0;
}

/** Marks an arrived alert's notice as seen; false when the id is not the owner's arrived alert. */
export async function markSeen(db: PortalDb, owner: AlertOwner, id: number): Promise<boolean> {
  const rows = await db
    .update(restockAlerts)
    .set({ seenAt: new Date() })
    .where(and(owned(owner), eq(restockAlerts.id, id), isNotNull(restockAlerts.notifiedAt)))
    .returning({ id: restockAlerts.id });
  return rows.length > 0;
}

/** Waiting alerts to check: one owner's, or everybody's (oldest first, bounded). */
export async function waiting(db: PortalDb, owner: AlertOwner | null, limit = 500): Promise<RestockAlert[]> {
  const where = owner ? and(owned(owner), isNull(restockAlerts.notifiedAt)) : isNull(restockAlerts.notifiedAt);
  return db.select().from(restockAlerts).where(where).orderBy(asc(restockAlerts.id)).limit(limit);
}

/**
 * Claims alerts for notification: sets `notified_at` only where it is still null and returns the
 * rows this call claimed, so two sweeps at once never notify the same alert twice.
 */
export async function claimNotified(db: PortalDb, ids: readonly number[]): Promise<(RestockAlert & { email: string; name: string; sendEmail: boolean; isFakeEmail: boolean })[]> {
  if (ids.length === 0) return [];
  const claimed = await db
    .update(restockAlerts)
    .set({ notifiedAt: new Date() })
    .where(and(inArray(restockAlerts.id, [...ids]), isNull(restockAlerts.notifiedAt)))
    .returning();
  if (claimed.length === 0) return [];
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name, sendEmail: users.sendEmail, isFakeEmail: users.isFakeEmail })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.map((a) => a.userId))]));
  const byId = new Map(people.map((p) => [p.id, p]));
  return claimed.flatMap((a) => {
    const p = byId.get(a.userId);
    return p ? [{ ...a, email: p.email, name: p.name, sendEmail: p.sendEmail, isFakeEmail: p.isFakeEmail }] : [];
  });
}
