// Work a request starts and does not wait for (the restock sweep): on Node the process lives on, so
// the promise simply runs to its end. A server that drains for a reload waits for it before it
// exits (supervised.ts), as a Worker's waitUntil would.

const running = new Set<Promise<unknown>>();

/** Lets `work` finish after the response; `work` handles its own errors. */
export function inBackground(work: Promise<unknown>): void {
  running.add(work);
  const done = () => running.delete(work);
  work.then(done, done);
}

/** Resolves when the work started so far has ended. */
export async function backgroundSettled(): Promise<void> {
  await Promise.allSettled([...running]);
}
