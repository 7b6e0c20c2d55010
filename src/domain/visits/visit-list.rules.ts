// The visit list's filters: a date range of at most 30 days (section 9), customer, paging.
import { z } from 'zod';
import { dateRangeMax30Days } from '../validation';

const DAY_MS = 86_400_000;

/** The default window: the 30 days up to today. */
export function defaultVisitRange(today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 30 * DAY_MS).toISOString().slice(0, 10);
  return { from, to: today };
}

export const visitListQuery = z
  .object({
    from: z.string().optional(),
    to: z.string().optional(),
    custCode: z.string().trim().max(20).regex(/^[A-Za-z0-9]*$/, { error: 'validation.alphanumeric' }).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().pipe(z.union([z.literal(10), z.literal(20)])).default(10),
  })
  .superRefine((q, ctx) => {
    if (q.from === undefined && q.to === undefined) return;
    const checked = dateRangeMax30Days.safeParse({ from: q.from, to: q.to });
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type VisitListQuery = z.infer<typeof visitListQuery>;
