// On Node the spreadsheet work runs in worker threads, so a large upload or export never holds up
// the requests of other users (decisions 0090 and 0104): one thread parses uploads, another writes
// exports, so a long export never delays an upload's check. Each is started on first use, does not
// keep the process alive, and is replaced when it fails or overruns.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SheetData, SheetOptions } from 'write-excel-file/node';
import type { RawRow } from '../../spreadsheet/sheet-cells';

type Job = 'parse' | 'write';

/** A 10,000-row upload parses in well under a second; a 50,000-row export writes in a few. */
const TIMEOUT_MS: Record<Job, number> = { parse: 10_000, write: 60_000 };

function entry(pkg: string, path: string): string {
  const root = createRequire(import.meta.url).resolve(`${pkg}/package.json`);
  return JSON.stringify(pathToFileURL(join(root, '..', path)).href);
}

function workerSource(job: Job): string {
  if (job === 'parse') {
    return `import { parentPort } from 'node:worker_threads';
const { readSheet } = await import(${entry('read-excel-file', 'universal/index.js')});
parentPort.on('message', async ({ id, workbook, sheet }) => {
  try { parentPort.postMessage({ id, result: await readSheet(workbook, sheet) }); }
  catch (error) { parentPort.postMessage({ id, error: String(error && error.message) }); }
});`;
  }
  return `import { parentPort } from 'node:worker_threads';
const { default: writeXlsxFile } = await import(${entry('write-excel-file', 'node/index.js')});
parentPort.on('message', async ({ id, data, options }) => {
  try {
    const buffer = await writeXlsxFile(data, options).toBuffer();
    const result = new Uint8Array(buffer);
    parentPort.postMessage({ id, result }, [result.buffer]);
  } catch (error) { parentPort.postMessage({ id, error: String(error && error.message) }); }
});`;
}

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> };

class Background {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(private readonly job: Job) {}

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
    this.worker = null;
  }

  private theWorker(): Worker {
    if (this.worker) return this.worker;
    const started = new Worker(new URL(`data:text/javascript,${encodeURIComponent(workerSource(this.job))}`));
    started.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const pending = this.pending.get(id);
      if (!pending) return;
      this.pending.delete(id);
      clearTimeout(pending.timer);
      if (result !== undefined) pending.resolve(result);
      else pending.reject(new Error(error ?? `spreadsheet ${this.job} failed`));
    });
    started.on('error', (error) => this.failAll(error));
    started.on('exit', () => {
      if (this.worker === started) this.failAll(new Error(`spreadsheet ${this.job} thread stopped`));
    });
    // After the listeners: a 'message' listener refs the thread again. A job's timer keeps the
    // process alive while it runs; an idle thread does not.
    started.unref();
    this.worker = started;
    return started;
  }

  run(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<unknown> {
    const target = this.theWorker();
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`spreadsheet ${this.job} timed out`));
        void target.terminate();
      }, TIMEOUT_MS[this.job]);
      this.pending.set(id, { resolve, reject, timer });
      target.postMessage({ ...message, id }, transfer);
    });
  }
}

const parser = new Background('parse');
const writer = new Background('write');

export async function parseSheetInBackground(workbook: ArrayBuffer, sheet: string): Promise<RawRow[]> {
  return (await parser.run({ workbook, sheet }, [workbook])) as RawRow[];
}

export async function writeSheetInBackground(data: SheetData, options: SheetOptions<never>): Promise<Uint8Array> {
  return (await writer.run({ data, options })) as Uint8Array;
}
