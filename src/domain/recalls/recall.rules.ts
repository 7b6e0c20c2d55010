// Recall campaigns (decision 0111): what a dealer still has to do, how far a campaign is, and the
// inputs of the recall page and API. Pure: the pages, the API and the home card share it.
import { z } from 'zod';
import { frameNumber } from '../frames/frame.rules';

export const RECALL_STATUSES = ['open', 'done', 'all'] as const;
export type RecallStatusFilter = (typeof RECALL_STATUSES)[number];

/** A recalled frame as the rules see it: done once a claim or the repair was recorded. */
export interface RecallFrameLike {
  recall: { id: string };
  frameNumber: string;
  doneAt: string | null;
  doneBy: string | null;
}

export type RecallWork = 'to_do' | 'claim' | 'repair';

/** What happened to the frame under its recall: still to do, done by a claim, or repaired. */
export function recallWork(frame: Pick<RecallFrameLike, 'doneAt' | 'doneBy'>): RecallWork {
  if (!frame.doneAt) return 'to_do';
  return frame.doneBy === 'claim' ? 'claim' : 'repair';
}

export const isToDo = (frame: Pick<RecallFrameLike, 'doneAt'>): boolean => frame.doneAt === null;

/** The frames still to do, first the newest recall's (as the upstream orders them). */
export function toDo<T extends RecallFrameLike>(frames: readonly T[]): T[] {
  return frames.filter(isToDo);
}

/** The frames per recall, in the order the recalls first appear; to-do frames before done ones. */
export function byRecall<T extends RecallFrameLike>(frames: readonly T[]): { recallId: string; frames: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const frame of frames) groups.set(frame.recall.id, [...(groups.get(frame.recall.id) ?? []), frame]);
  return [...groups].map(([recallId, list]) => ({ recallId, frames: [...list.filter(isToDo), ...list.filter((f) => !isToDo(f))] }));
}

/** A campaign's progress: whole percent done (never 100 before every frame is), frames left. */
export function campaignProgress(c: { frames: number; done: number }): { percent: number; left: number } {
  if (c.frames <= 0) return { percent: 0, left: 0 };
  const done = Math.min(Math.max(c.done, 0), c.frames);
  return { percent: Math.floor((done * 100) / c.frames), left: c.frames - done };
}

export const recallStatusQuery = z.object({ status: z.enum(RECALL_STATUSES, { error: 'validation.invalid' }).default('all') });

/** The dealer records the recall's work on one of their frames. */
export const recallRepairSchema = z.object({
  recallId: z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(1, { error: 'validation.invalid' }).max(2_147_483_647, { error: 'validation.invalid' }),
  frameNumber,
});
export type RecallRepairInput = z.infer<typeof recallRepairSchema>;
