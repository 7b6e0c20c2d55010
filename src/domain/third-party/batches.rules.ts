// Article maintenance sends product attributes and deletions in batches of 75
// (docs/requirements.md#article-maintenance); a failed run resumes without repeating the batches that finished.

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

/** The results with `result` in place of any earlier result of the same batch, in batch order. */
export function recordResult(results: readonly BatchResult[], result: BatchResult): BatchResult[] {
  return [...results.filter((r) => r.index !== result.index), result].sort((a, b) => a.index - b.index);
}

/**
 * Sends every pending batch one after another (a failed result does not stop the others; `send`
 * turns a failure into one, and what it throws ends the run) and reports each result as it comes, so the caller can save the progress and draw the bar. Batches with a
 * successful result in `done` are never sent again: that is what makes a retry resume.
 */
export async function runBatches<T>(
  batches: readonly (readonly T[])[],
  done: readonly BatchResult[],
  send: (index: number, rows: readonly T[]) => Promise<BatchResult>,
  onResult: (results: BatchResult[]) => void = () => undefined,
): Promise<BatchResult[]> {
  let results = [...done];
  for (const index of pendingBatches(batches.length, done)) {
    results = recordResult(results, await send(index, batches[index] ?? []));
    onResult(results);
  }
  return results;
}

/** A short stable name of a run (its kind, customer and rows), under which the browser keeps its progress. */
export function runKey(kind: string, customer: string, rows: readonly unknown[]): string {
  let hash = 0x811c9dc5;
  const text = `${kind}|${customer}|${JSON.stringify(rows)}`;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${kind}:${rows.length}:${hash.toString(36)}`;
}
