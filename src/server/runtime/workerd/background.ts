// Work a request starts and does not wait for (the restock sweep): a Worker may stop as soon as the
// response is sent, so the work is handed to waitUntil to keep it alive until it ends.
import { waitUntil } from 'cloudflare:workers';

/** Lets `work` finish after the response; `work` handles its own errors. */
export function inBackground(work: Promise<unknown>): void {
  waitUntil(work);
}
