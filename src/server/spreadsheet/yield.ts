/** Lets other requests run: a macrotask, so timers and I/O callbacks get their turn (Node and workerd). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
