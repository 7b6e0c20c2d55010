// Date ranges as ISO dates (YYYY-MM-DD): order, 30-day selections, download periods in one year.
import { z } from 'zod';

export const MAX_RANGE_DAYS = 30;
const DAY_MS = 86_400_000;

export const isoDate = z.iso.date({ error: 'validation.date' });

const dayNumber = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

interface RangeLimits {
  readonly maxDays?: number;
  readonly sameYear?: boolean;
}

function range(limits: RangeLimits) {
  return z.object({ from: isoDate, to: isoDate }).superRefine(({ from, to }, ctx) => {
    // zod still runs object refinements after a field failed; only compare two real dates.
    if (!isoDate.safeParse(from).success || !isoDate.safeParse(to).success) return;
    const days = dayNumber(to) - dayNumber(from);
    if (days < 0) {
      ctx.addIssue({ code: 'custom', message: 'validation.from_to', path: ['from'] });
      return;
    }
    if (limits.maxDays !== undefined && days > limits.maxDays) {
      ctx.addIssue({ code: 'custom', message: 'validation.range_max_30_days', path: ['to'] });
    }
    if (limits.sameYear && from.slice(0, 4) !== to.slice(0, 4)) {
      ctx.addIssue({ code: 'custom', message: 'validation.range_same_year', path: ['to'] });
    }
  });
}

/** From must not be after To: 'From can not be bigger than To'. */
export const dateRange = range({});

/** Shipped orders and similar selections: To at most 30 days after From. */
export const dateRangeMax30Days = range({ maxDays: MAX_RANGE_DAYS });

/** Download period: at most one year, within one calendar year. */
export const downloadPeriod = range({ sameYear: true });

export type DateRange = z.infer<typeof dateRange>;
