// Top loading bar and loading indicator timings (docs/requirements.md#loading-bar-and-prefetch).
export const LOADING_BAR = {
  /** Navigations faster than this never show the bar. */
  throttleMs: 200,
  /** Time the bar takes to run to the end. */
  durationMs: 5000,
  tickMs: 100,
} as const;

export const LOADING_INDICATOR_MIN_DELAY_MS = 200;

/** Bar width in percent after `elapsedMs` of loading, advanced in whole ticks; null while throttled. */
export function loadingBarPercent(elapsedMs: number, timing: typeof LOADING_BAR = LOADING_BAR): number | null {
  if (elapsedMs < timing.throttleMs) return null;
  const ticks = Math.floor(elapsedMs / timing.tickMs);
  return Math.min(100, (ticks * timing.tickMs * 100) / timing.durationMs);
}
