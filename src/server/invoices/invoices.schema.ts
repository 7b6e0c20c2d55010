// Inputs of the invoice routes and pages. Messages are locale keys.
import { z } from 'zod';
import { isoDate } from '../../domain/validation/date-range.rules';

export const companyCode = z.string().regex(/^[A-Z0-9]{2,8}$/);
export const invoiceNo = z.string().regex(/^[A-Za-z0-9._-]{1,40}$/);

export const SORT_COLUMNS = ['documentDate', 'dueDate', 'invoiceNo', 'amount'] as const;
export const PAGE_SIZES = [10, 20] as const;

export const openInvoicesQuery = z.object({ company: companyCode.optional() });

export const invoiceListQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    company: companyCode.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().pipe(z.union([z.literal(10), z.literal(20)])).default(10),
    sort: z.enum(SORT_COLUMNS).default('documentDate'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((q) => q.from <= q.to, { message: 'validation.from_to', path: ['from'] });

export type InvoiceListInput = z.infer<typeof invoiceListQuery>;

export const invoiceParam = z.object({ invoiceNo });
export const emailBody = z.object({ company: companyCode });
export const pdfQuery = z.object({ company: companyCode, date: isoDate });
