// Pure helpers of the customer selection dialog (unit-tested).

export const PAGE_SIZES = [10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const SEARCH_DEBOUNCE_MS = 450;
/** The pagination shows this many page buttons around the current page. */
export const VISIBLE_PAGES = 4;

/** A window of at most `max` page numbers containing `current`, kept inside 1..total. */
export function visiblePages(current: number, total: number, max: number = VISIBLE_PAGES): number[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const count = Math.min(max, total);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function isPageSize(n: number): n is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(n);
}

export interface CodeLike {
  r3: string;
  isr: string | null;
}

export function sameCode(a: CodeLike | null | undefined, b: CodeLike | null | undefined): boolean {
  return !!a && !!b && a.r3 === b.r3 && (a.isr ?? null) === (b.isr ?? null);
}

/** The pinned current customer is not repeated in the list below it. */
export function withoutCurrent<T extends { custCode: CodeLike }>(rows: readonly T[], current: CodeLike | null): T[] {
  return rows.filter((row) => !sameCode(row.custCode, current));
}

/** Calls `fn` once the calls stop for `ms`; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = (...args: A): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  return Object.assign(call, {
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  });
}
