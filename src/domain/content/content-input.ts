// Input pieces shared by the banner, announcement and sales document forms: ids, dates (a day; the
// window runs from the start of `from` to the end of `to`, UTC), links, sales organisations, lists.
import { z } from 'zod';
import { LANGUAGES } from '../locales';
import { FROM_AFTER_TO_KEY } from './validity.rules';

export const contentId = z.coerce.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' }).positive({ error: 'validation.numeric' });

export const contentIdParam = z.object({ id: contentId });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists (no 30 February). */
export const contentDate = z
  .string({ error: 'validation.required' })
  .trim()
  .refine((day) => DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), { error: 'content.input.date_invalid' });

/** The window of a from day and a to day: the first and the last millisecond, UTC. */
export function windowOfDays(from: string, to: string): { validFrom: Date; validTo: Date } {
  return { validFrom: new Date(`${from}T00:00:00.000Z`), validTo: new Date(`${to}T23:59:59.999Z`) };
}

/** The day of an instant, as the date input shows it. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function refineWindow(value: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: FROM_AFTER_TO_KEY });
}

/** The language content is written in (a locales/ language), and the item it translates, if any (decision 0108). */
export const contentLanguage = z.enum(LANGUAGES, { error: 'validation.required' }).default('en');
export const translationOf = z.preprocess((v) => (v === '' ? null : v), contentId.nullable()).default(null);

/** Sales organisation codes as the hosts name them (US01, DE01). */
export const SORG = z.string({ error: 'validation.required' }).trim().regex(/^[A-Z]{2}\d{2}$/, { error: 'validation.required' });

/** A portal path (`/catalog/bike`) or an http(s) address; nothing else can carry script. */
export const relativeOrHttpUrl = z
  .string()
  .trim()
  .max(500, { error: 'content.input.too_long' })
  .regex(/^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/i, { error: 'content.input.link_invalid' });

export const deletedFilter = z.enum(['without', 'with', 'only']).default('without');

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().refine((n) => n === 10 || n === 20, { error: 'validation.numeric' }).default(10),
  search: z.string().trim().max(100).default(''),
});
export type ListQuery = z.infer<typeof listQuery>;
