// On Node the sheet's XML is parsed in a worker thread, so a large upload never holds up the
// requests of other users (decision 0090). One worker serves every upload in turn; it is started on
// the first upload, does not keep the process alive, and is replaced when it fails or overruns.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RawRow } from '../../spreadsheet/sheet-cells';

const PARSE_TIMEOUT_MS = 10_000;

function workerSource(): string {
  const pkg = createRequire(import.meta.url).resolve('read-excel-file/package.json');
  const entry = pathToFileURL(join(pkg, '..', 'universal', 'index.js')).href;
  return `import { parentPort } from 'node:worker_threads';
const { readSheet } = await import(${JSON.stringify(entry)});
parentPort.on('message', async ({ id, workbook, sheet }) => {
  try { parentPort.postMessage({ id, rows: await readSheet(workbook, sheet) }); }
  catch (error) { parentPort.postMessage({ id, error: String(error && error.message) }); }
});`;
}

type Pending = { resolve: (rows: RawRow[]) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> };

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 0;

function failAll(error: Error): void {
  for (const job of pending.values()) {
    clearTimeout(job.timer);
    job.reject(error);
  }
  pending.clear();
  worker = null;
}

function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL(`data:text/javascript,${encodeURIComponent(workerSource())}`));
  started.unref();
  started.on('message', ({ id, rows, error }: { id: number; rows?: RawRow[]; error?: string }) => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    clearTimeout(job.timer);
    if (rows) job.resolve(rows);
    else job.reject(new Error(error ?? 'unreadable sheet'));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', () => {
    if (worker === started) failAll(new Error('sheet parser stopped'));
  });
  worker = started;
  return started;
}

export function parseSheetInBackground(workbook: ArrayBuffer, sheet: string): Promise<RawRow[]> {
  const target = theWorker();
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('sheet parse timed out'));
      void target.terminate();
    }, PARSE_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    target.postMessage({ id, workbook, sheet }, [workbook]);
  });
}
