// Recall campaign rules (decision 0111): what a frame's recall work is, the to-do list, frames per
// recall with to-do ones first, a campaign's progress, and the inputs of the recall page and API.
import { describe, expect, it } from 'vitest';
import { byRecall, campaignProgress, recallRepairSchema, recallStatusQuery, recallWork, toDo } from '../../src/domain/recalls';

const frame = (recall: string, frameNumber: string, doneBy: 'claim' | 'repair' | null = null) => ({
  recall: { id: recall }, frameNumber, doneAt: doneBy ? '2026-11-20T10:00:00.000Z' : null, doneBy,
});

describe('recall work', () => {
  it('is to do until a claim or the repair is recorded', () => {
    expect(recallWork(frame('1', 'A'))).toBe('to_do');
    expect(recallWork(frame('1', 'A', 'claim'))).toBe('claim');
    expect(recallWork(frame('1', 'A', 'repair'))).toBe('repair');
    expect(toDo([frame('1', 'A'), frame('1', 'B', 'repair'), frame('2', 'C')]).map((f) => f.frameNumber)).toEqual(['A', 'C']);
  });

  it('groups frames per recall in the order the recalls come, to-do frames first', () => {
    const groups = byRecall([frame('2', 'A', 'repair'), frame('1', 'B'), frame('2', 'C'), frame('2', 'D', 'claim'), frame('2', 'E')]);
    expect(groups.map((g) => [g.recallId, g.frames.map((f) => f.frameNumber)])).toEqual([['2', ['C', 'E', 'A', 'D']], ['1', ['B']]]);
  });
});

describe('campaign progress', () => {
  it('counts whole percent, never 100 before every frame is done', () => {
    expect(campaignProgress({ frames: 24, done: 8 })).toEqual({ percent: 33, left: 16 });
    expect(campaignProgress({ frames: 200, done: 199 })).toEqual({ percent: 99, left: 1 });
    expect(campaignProgress({ frames: 3, done: 3 })).toEqual({ percent: 100, left: 0 });
    expect(campaignProgress({ frames: 0, done: 0 })).toEqual({ percent: 0, left: 0 });
    expect(campaignProgress({ frames: 5, done: 9 })).toEqual({ percent: 100, left: 0 });
  });
});

describe('inputs', () => {
  it('takes a recall id and a frame number as the frame rule writes it', () => {
    expect(recallRepairSchema.parse({ recallId: '3', frameNumber: ' wz 123 ' })).toEqual({ recallId: 3, frameNumber: 'WZ123' });
    const bad = recallRepairSchema.safeParse({ recallId: 'x', frameNumber: '<b>' });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['recallId', 'validation.invalid'], ['frameNumber', 'validation.alphanumeric']]);
    expect(recallRepairSchema.safeParse({ recallId: 0, frameNumber: 'A1' }).success).toBe(false);
    expect(recallRepairSchema.safeParse({ recallId: 1, frameNumber: '' }).success).toBe(false);
  });

  it('filters by open, done or all (the default)', () => {
    expect(recallStatusQuery.parse({})).toEqual({ status: 'all' });
    expect(recallStatusQuery.parse({ status: 'open' })).toEqual({ status: 'open' });
    expect(recallStatusQuery.safeParse({ status: 'closed' }).success).toBe(false);
  });
});
