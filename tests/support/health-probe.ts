// Runs one request (a zip bomb upload) while another client asks /api/health every 5 ms, so a test or
// bench sees whether the server kept answering others meanwhile (decision 0090). `ask` is the health
// request on whatever the caller drives: the app in process, the Node server or the Worker over HTTP.

export interface ProbedRun<T> {
  /** What `action` returned. */
  result: T;
  /** Milliseconds `action` took. */
  took: number;
  /** Milliseconds each /api/health took, in order; every one answered 200. */
  health: number[];
}

const PAUSE_MS = 5;

export async function whileProbingHealth<T>(ask: () => Response | Promise<Response>, action: () => Promise<T>): Promise<ProbedRun<T>> {
  const health: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await ask();
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`/api/health answered ${response.status}`);
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  })();
  const started = performance.now();
  try {
    const result = await action();
    return { result, took: performance.now() - started, health };
  } finally {
    done = true;
    await probe;
  }
}
