/**
 * Caches an async result for `ttlMs` and shares one in-flight call between concurrent callers, so a
 * burst of health checks costs one probe. A rejected load is not cached: the next call tries again.
 */
export function memoizeFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let value: { result: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  return () => {
    if (value && now() - value.at < ttlMs) return Promise.resolve(value.result);
    pending ??= load().then(
      (result) => {
        value = { result, at: now() };
        pending = undefined;
        return result;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
}
