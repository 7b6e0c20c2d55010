// Inputs of the bonus routes and pages: a year (default this year) and an optional quarter.
import { z } from 'zod';

export const bonusQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).default(() => new Date().getUTCFullYear()),
  quarter: z.coerce.number().int().min(1).max(4).optional(),
});
export type BonusQuery = z.infer<typeof bonusQuery>;
