import { UpstreamError } from './errors';
import type { Transport, UpstreamExecutor } from './transport';

export type EmbeddedOpener = () => Promise<UpstreamExecutor> | null;

/** In-process transport: the upstream is opened on first use, then shared. */
export function embeddedTransport(open: EmbeddedOpener): Transport {
  return async (request, signal) => {
    const opening = open();
    if (opening === null) {
      throw new UpstreamError(
        'config',
        'UPSTREAM_GRAPHQL_URL must be set: this runtime has no embedded upstream',
        { operationName: request.operationName },
      );
    }
    const executor = await untilAborted(opening, signal);
    return untilAborted(executor.execute(request, { signal }), signal);
  };
}

/** Settles with `work`, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
