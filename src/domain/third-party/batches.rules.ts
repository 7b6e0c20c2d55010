// Article maintenance sends product attributes and deletions in batches of 75
// (dealer-services.md 9); a failed run resumes without repeating the batches that finished.

export const ARTICLE_BATCH_SIZE = 75;

export function batchesOf<T>(items: readonly T[], size: number = ARTICLE_BATCH_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('batch size must be a positive integer');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export type BatchResult = { index: number; ok: true; count: number } | { index: number; ok: false; count: number; message: string };

/** The batches still to send: every one without a successful result, in order. */
export function pendingBatches(total: number, results: readonly BatchResult[]): number[] {
  const done = new Set(results.filter((r) => r.ok).map((r) => r.index));
  const out: number[] = [];
  for (let i = 0; i < total; i++) if (!done.has(i)) out.push(i);
  return out;
}

/** Whole percent of batches finished, for the progress bar. */
export function progressPercent(total: number, results: readonly BatchResult[]): number {
  if (total === 0) return 100;
  const done = new Set(results.filter((r) => r.ok).map((r) => r.index)).size;
  return Math.floor((done * 100) / total);
}
