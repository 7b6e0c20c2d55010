// Recall campaigns (decision 0111): the recalls of a frame, a customer's recalled frames with what
// was done, each campaign's progress in a sales organisation, and the two ways a frame's recall is
// done: a claim filed on the frame, or the repair recorded by the dealer. Texts come in the asked
// language when the distributor wrote one, else in the recall's own (English).
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { claimRecallFrames, claimRecalls, claimRecallTexts } from '../db/schema/claims';
import { frames } from '../db/schema/frames';
import { customerAreas } from '../db/schema/sales';
import { failed, type LedgerDb } from '../ledger/db';
import { message } from '../resolvers';

type RecallRow = typeof claimRecalls.$inferSelect;

/** `de`, `de-DE` or `DE` → `de`; anything else reads the recall's own texts. */
const languageOf = (lang: string | null | undefined): string | null => {
  const code = lang?.trim().slice(0, 2).toLowerCase();
  return code && /^[a-z]{2}$/.test(code) && code !== 'en' ? code : null;
};

/** The recalls as the contract's ClaimRecall, their texts in `lang` where written. */
async function inLanguage(db: LedgerDb, rows: readonly RecallRow[], lang: string | null | undefined) {
  const language = languageOf(lang);
  const ids = [...new Set(rows.map((r) => r.id))];
  const texts = language && ids.length > 0
    ? new Map((await db.select().from(claimRecallTexts).where(and(eq(claimRecallTexts.language, language), inArray(claimRecallTexts.recallId, ids)))).map((t) => [t.recallId, t]))
    : new Map<number, typeof claimRecallTexts.$inferSelect>();
  return rows.map((r) => {
    const t = texts.get(r.id);
    return { id: String(r.id), title: t?.title ?? r.title, description: t?.description ?? r.description, instruction: t?.instruction ?? r.instruction, createdAt: r.createdAt, closedAt: r.closedAt };
  });
}

/** Every recall of a frame, newest first; `openOnly`: open campaigns whose work on this frame is not done. */
export async function recallsOf(db: LedgerDb, frameNumber: string | null, lang: string | null | undefined, openOnly = false) {
  if (!frameNumber) return [];
  const rows = await db.select({ r: claimRecalls }).from(claimRecallFrames).innerJoin(claimRecalls, eq(claimRecalls.id, claimRecallFrames.recallId))
    .where(and(eq(claimRecallFrames.frameNumber, frameNumber), openOnly ? and(isNull(claimRecalls.closedAt), isNull(claimRecallFrames.doneAt)) : undefined))
    .orderBy(desc(claimRecalls.createdAt));
  return inLanguage(db, rows.map(({ r }) => r), lang);
}

/** The customer's frames under an open recall (`open`: to do, `done`, or both), newest recall first. */
export async function customerRecallFrames(db: LedgerDb, custCode: string, lang: string | null | undefined, status: string | null | undefined) {
  const rows = await db
    .select({ r: claimRecalls, rf: claimRecallFrames, f: frames })
    .from(claimRecallFrames)
    .innerJoin(claimRecalls, eq(claimRecalls.id, claimRecallFrames.recallId))
    .innerJoin(frames, eq(frames.frameNumber, claimRecallFrames.frameNumber))
    .where(and(
      eq(frames.custCode, custCode),
      isNull(claimRecalls.closedAt),
      status === 'open' ? isNull(claimRecallFrames.doneAt) : status === 'done' ? sql`${claimRecallFrames.doneAt} IS NOT NULL` : undefined,
    ))
    .orderBy(desc(claimRecalls.createdAt), asc(claimRecallFrames.frameNumber));
  const recalls = new Map((await inLanguage(db, rows.map((x) => x.r), lang)).map((r) => [r.id, r]));
  return rows.map(({ r, rf, f }) => ({
    recall: recalls.get(String(r.id)),
    frameNumber: rf.frameNumber,
    articleCode: f.articleCode,
    articleName: f.articleDescription,
    shippedAt: f.shippedAt.slice(0, 10),
    custCode: f.custCode,
    doneAt: rf.doneAt,
    doneBy: rf.doneBy,
    claimId: rf.claimId === null ? null : String(rf.claimId),
    doneByName: rf.doneByName,
  }));
}

/** Every campaign, newest first, with its frames and those done among the customers of `sorg`. */
export async function recallCampaigns(db: LedgerDb, sorg: string, lang: string | null | undefined) {
  const all = await db.select().from(claimRecalls).orderBy(desc(claimRecalls.createdAt), desc(claimRecalls.id));
  const counts = await db
    .select({ recallId: claimRecallFrames.recallId, frames: sql<number>`count(DISTINCT ${claimRecallFrames.frameNumber})`, done: sql<number>`count(DISTINCT CASE WHEN ${claimRecallFrames.doneAt} IS NOT NULL THEN ${claimRecallFrames.frameNumber} END)` })
    .from(claimRecallFrames)
    .innerJoin(frames, eq(frames.frameNumber, claimRecallFrames.frameNumber))
    .innerJoin(customerAreas, and(eq(customerAreas.custCode, frames.custCode), eq(customerAreas.sorg, sorg)))
    .groupBy(claimRecallFrames.recallId);
  const byId = new Map(counts.map((c) => [c.recallId, c]));
  return (await inLanguage(db, all, lang)).map((r) => ({ ...r, frames: Number(byId.get(Number(r.id))?.frames ?? 0), done: Number(byId.get(Number(r.id))?.done ?? 0) }));
}

/** A claim filed on a frame does the frame's open recalls. */
export async function doneByClaim(db: LedgerDb, frameNumber: string | null, claimId: number, at: string): Promise<void> {
  if (!frameNumber) return;
  await db.update(claimRecallFrames).set({ doneAt: at, doneBy: 'claim', claimId })
    .where(and(eq(claimRecallFrames.frameNumber, frameNumber), isNull(claimRecallFrames.doneAt), sql`${claimRecallFrames.recallId} IN (SELECT id FROM claim_recalls WHERE closed_at IS NULL)`));
}

/** The dealer did the recall's work on their frame; recording it again changes nothing. */
export async function recordRepair(db: LedgerDb, recallId: number, frameNumber: string, custCode: string, doneByName: string, now: Date) {
  const [row] = await db
    .select({ rf: claimRecallFrames, custCode: frames.custCode, closedAt: claimRecalls.closedAt })
    .from(claimRecallFrames)
    .innerJoin(claimRecalls, eq(claimRecalls.id, claimRecallFrames.recallId))
    .innerJoin(frames, eq(frames.frameNumber, claimRecallFrames.frameNumber))
    .where(and(eq(claimRecallFrames.recallId, recallId), eq(claimRecallFrames.frameNumber, frameNumber)));
  if (!row || row.custCode !== custCode) return failed('This frame is not under this recall', 'frameNumber');
  if (row.closedAt) return failed('This recall is closed', 'recallId');
  if (row.rf.doneAt) return { message: message(true, 'Already done'), userErrors: [] };
  await db.update(claimRecallFrames).set({ doneAt: now.toISOString(), doneBy: 'repair', doneByName })
    .where(and(eq(claimRecallFrames.recallId, recallId), eq(claimRecallFrames.frameNumber, frameNumber), isNull(claimRecallFrames.doneAt)));
  return { message: message(true, 'Repair recorded'), userErrors: [] };
}
