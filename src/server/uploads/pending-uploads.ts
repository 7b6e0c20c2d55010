// Claim files and return photos are uploaded before the form that uses them is sent. Such an upload
// is pending until it joins one claim or return, once (`attachUploads`); a user may hold only a few
// pending at a time; and what joins nothing within a day is deleted, bytes and row, by a sweep that
// runs in the background after uploads, on Node and Workers alike (decision 0100).
import { and, count, eq, inArray, isNull, lt, or, sql, like } from 'drizzle-orm';
import type { PortalDb } from '../../../db/client';
import { files } from '../../../db/schema/files';
import { inBackground } from '#runtime/background';
import type { BlobStore } from '../runtime/types';

export const PENDING_UPLOADS_MAX = 30;
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const SWEEP_BATCH = 100;

/** The areas whose uploads wait to be attached; content files (news, marketing) attach at once. */
const PENDING_AREAS = or(like(files.blobKey, 'claims/%'), like(files.blobKey, 'returns/%'));

const pendingOf = (userId: number) => and(eq(files.ownerUserId, userId), isNull(files.attachedTo), isNull(files.deletedAt), PENDING_AREAS);

/** Whether the user may upload one more file that waits to be attached. */
export async function mayUploadPending(db: PortalDb, userId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(files).where(pendingOf(userId));
  return (row?.n ?? 0) < PENDING_UPLOADS_MAX;
}

/**
 * Joins the user's uploads `ids` to `target` (e.g. `claim-submission:<id>`), all or none. An upload
 * already joined to another target, someone else's or deleted makes it fail; joining again to the
 * same target (a retried submission) succeeds. Atomic per row, so of two claims racing for one
 * photo only one gets it.
 */
export async function attachUploads(db: PortalDb, userId: number, ids: readonly string[], target: string, now = new Date()): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const joined = await db
    .update(files)
    .set({ attachedTo: target, attachedAt: now })
    .where(and(inArray(files.id, unique), eq(files.ownerUserId, userId), isNull(files.deletedAt), or(isNull(files.attachedTo), eq(files.attachedTo, target))))
    .returning({ id: files.id });
  if (joined.length === unique.length) return true;
  await detachUploads(db, joined.map((r) => r.id), target, now);
  return false;
}

/** Undoes `attachUploads` of this moment when what they were joined to was refused. */
export async function detachUploads(db: PortalDb, ids: readonly string[], target: string, since: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(files)
    .set({ attachedTo: null, attachedAt: null })
    .where(and(inArray(files.id, [...ids]), eq(files.attachedTo, target), sql`${files.attachedAt} >= ${since.getTime()}`));
}

/** Deletes up to a batch of uploads that joined nothing within the day; returns how many. */
export async function sweepPendingUploads(deps: { db: PortalDb; blob: BlobStore }, now = new Date()): Promise<number> {
  const stale = await deps.db
    .select({ id: files.id, blobKey: files.blobKey })
    .from(files)
    .where(and(isNull(files.attachedTo), isNull(files.deletedAt), PENDING_AREAS, lt(files.createdAt, new Date(now.getTime() - PENDING_UPLOAD_TTL_MS))))
    .limit(SWEEP_BATCH);
  for (const file of stale) {
    // The row first: once marked, nothing can attach it, so the bytes can go.
    const [marked] = await deps.db
      .update(files)
      .set({ deletedAt: now })
      .where(and(eq(files.id, file.id), isNull(files.attachedTo), isNull(files.deletedAt)))
      .returning({ id: files.id });
    if (marked) await deps.blob.delete(file.blobKey);
  }
  return stale.length;
}

let lastSweep = 0;

/** After an upload: sweeps in the background, at most every ten minutes per process or isolate. */
export function sweepSoon(deps: { db: PortalDb; blob: BlobStore }, now = Date.now()): void {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  inBackground(
    sweepPendingUploads(deps).catch((error: unknown) => {
      console.warn('[uploads] sweep of pending uploads failed', error);
    }),
  );
}
