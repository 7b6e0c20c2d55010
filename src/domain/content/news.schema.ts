// News (docs/requirements.md#news): the create and edit inputs. Messages are locale keys.
import { z } from 'zod';
import { notEmpty } from '../validation/field.rules';
import { contentLanguage, translationOf } from './content-input';
import { windowProblem } from './validity.rules';

const id = z.coerce.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' }).positive({ error: 'validation.numeric' });
const date = z.coerce.date({ error: 'news.error.date' });

export const newsForm = z
  .object({
    title: notEmpty.pipe(z.string().max(150, { error: 'news.error.too_long' })),
    body: notEmpty.pipe(z.string().max(50_000, { error: 'news.error.too_long' })),
    validFrom: date,
    validTo: date,
    marketIds: z.array(id, { error: 'validation.required' }).min(1, { error: 'news.error.market_required' }).max(50),
    fileId: z.string().uuid({ error: 'news.error.file' }).nullable().default(null),
    language: contentLanguage,
    translationOf,
  })
  .superRefine((v, ctx) => {
    if (windowProblem(v) === 'to_before_from') ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'news.error.to_before_from' });
  });
export type NewsInput = z.infer<typeof newsForm>;

export const newsListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().refine((n) => n === 10 || n === 20, { error: 'validation.numeric' }).default(10),
  search: z.string().trim().max(100).default(''),
  deleted: z.enum(['only', 'with', 'without']).default('without'),
});
export type NewsListQuery = z.infer<typeof newsListQuery>;
