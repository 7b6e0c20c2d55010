// Work a request starts and does not wait for (the restock sweep): on Node the process lives on, so
// the promise simply runs to its end.

/** Lets `work` finish after the response; `work` handles its own errors. */
export function inBackground(work: Promise<unknown>): void {
  void work;
}
