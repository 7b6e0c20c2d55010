// Article maintenance in the browser: the sheet is read on the server, then each batch of 75 goes
// in its own request, so the page can draw the progress and a per-batch result. What finished is
// kept in localStorage under the run's key (kind, customer, rows): a retry, or the same file chosen
// again after a reload, sends only the batches without a successful result (decision 0067).
import { ARTICLE_BATCH_SIZE, batchesOf, runBatches, runKey, type BatchResult } from '../../domain/third-party/batches.rules';
import { CUST_META, HttpInterrupted, spokeFetch } from '../lib/http';

const STORE_PREFIX = 'spoke.article-maintenance.';

export type SheetAnswer = { ok: true; kind: string; rows: unknown[] } | { ok: false; messageKey: string; lines: number[] };

export interface Run {
  key: string;
  kind: string;
  batches: unknown[][];
  results: BatchResult[];
  unknown: string[];
}

export async function readSheet(form: FormData): Promise<SheetAnswer> {
  const res = await spokeFetch('/api/article-maintenance/sheet', { method: 'POST', body: form });
  const body = (await res.json().catch(() => ({}))) as { data?: { kind: string; rows: unknown[] }; error?: { messageKey?: string }; lines?: number[] };
  if (res.ok && body.data) return { ok: true, kind: body.data.kind, rows: body.data.rows };
  return { ok: false, messageKey: body.error?.messageKey ?? 'third_party.batch_retry', lines: body.lines ?? [] };
}

function customer(): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${CUST_META}"]`)?.content ?? '';
}

function stored(key: string): BatchResult[] {
  try {
    const value = JSON.parse(localStorage.getItem(STORE_PREFIX + key) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as BatchResult[]).filter((r) => r.ok) : [];
  } catch {
    return [];
  }
}

function store(key: string, results: readonly BatchResult[]): void {
  try {
    if (results.length > 0 && results.every((r) => r.ok)) localStorage.removeItem(STORE_PREFIX + key);
    else localStorage.setItem(STORE_PREFIX + key, JSON.stringify(results.filter((r) => r.ok)));
  } catch {
    // Private mode or a full store: the run still resumes from memory until the page is left.
  }
}

/** A run of the sheet's rows, with the batches a former attempt already finished. */
export function startRun(kind: string, rows: readonly unknown[]): Run {
  const key = runKey(kind, customer(), rows);
  return { key, kind, batches: batchesOf(rows, ARTICLE_BATCH_SIZE), results: stored(key), unknown: [] };
}

async function sendBatch(run: Run, index: number, rows: readonly unknown[]): Promise<BatchResult> {
  const url = run.kind === 'order_limits' ? '/api/article-maintenance/order-limits' : '/api/article-maintenance/batches';
  let res: Response;
  try {
    res = await spokeFetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: run.kind, index, rows }) });
  } catch (error) {
    if (error instanceof HttpInterrupted) throw error;
    return { index, ok: false, count: rows.length, message: 'third_party.batch_retry' };
  }
  const body = (await res.json().catch(() => ({}))) as { data?: { unknown?: string[] }; error?: { messageKey?: string } };
  if (!res.ok || !body.data) return { index, ok: false, count: rows.length, message: body.error?.messageKey ?? 'third_party.batch_retry' };
  run.unknown.push(...(body.data.unknown ?? []));
  return { index, ok: true, count: rows.length };
}

/** Sends the run's pending batches; `onResult` sees every result as it comes. Null when the page is being left. */
export async function continueRun(run: Run, onResult: (results: BatchResult[]) => void): Promise<BatchResult[] | null> {
  try {
    run.results = await runBatches(run.batches, run.results, (index, rows) => sendBatch(run, index, rows), (results) => {
      run.results = results;
      store(run.key, results);
      onResult(results);
    });
    return run.results;
  } catch (error) {
    if (error instanceof HttpInterrupted) return null;
    throw error;
  }
}
