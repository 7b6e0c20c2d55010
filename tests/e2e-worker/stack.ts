// Where the Worker stack of this run lives; playwright.config.ts names it once for every test worker.
import { join } from 'node:path';

export function workerStackDir(): string {
  const dir = process.env['SPOKE_E2E_WORKER_DIR'];
  if (!dir) throw new Error('SPOKE_E2E_WORKER_DIR is not set (playwright.config.ts sets it)');
  return dir;
}

/** The embedded upstream's database of the stack, which stories read as the ERP's records. */
export function workerUpstreamDb(): string {
  return join(workerStackDir(), 'upstream.db');
}
