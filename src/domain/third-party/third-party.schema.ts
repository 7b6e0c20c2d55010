// Inputs of the third-party API and page forms; the server prices every line itself.
import { z } from 'zod';
import { isoDate } from '../validation/date-range.rules';
import { checkoutNotes, qty } from '../validation/order-fields.rules';
import { TP_LINE_STATUSES } from './third-party.rules';

const articleCode = z.string().trim().min(1, { error: 'validation.required' }).max(40);
export const vendorId = z.string().trim().regex(/^[A-Za-z0-9_-]{1,20}$/, { error: 'validation.required' });

/** `?q=&vendor=&inStock=1&page=` of the catalogue. */
export const tpCatalogQuery = z.object({
  q: z.string().trim().max(100).optional(),
  vendor: vendorId.optional(),
  inStock: z.enum(['1', 'true']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().refine((n) => n === 10 || n === 20).default(20),
});
export type TpCatalogQuery = z.infer<typeof tpCatalogQuery>;

export const tpCartLineSchema = z.object({ vendorId, articleCode, qty: z.coerce.number().pipe(qty) });
export type TpCartLineInput = z.infer<typeof tpCartLineSchema>;

export const tpCartRemoveSchema = z.object({ vendorId, articleCode });

export const tpCheckoutSchema = z.object({
  vendorId,
  shipto: z.string().trim().min(1, { error: 'validation.required' }).max(40),
  reqDeliveryDate: isoDate.optional(),
  notes: checkoutNotes.optional(),
});
export type TpCheckoutInput = z.infer<typeof tpCheckoutSchema>;

export const tpOrdersQuery = z.object({
  q: z.string().trim().max(40).optional(),
  status: z.enum(['open', 'confirmed', 'partially_shipped', 'shipped', 'cancelled']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().refine((n) => n === 10 || n === 20).default(10),
});
export type TpOrdersQuery = z.infer<typeof tpOrdersQuery>;

export const tpLineStatusSchema = z.object({
  orderNo: z.string().trim().regex(/^[A-Z0-9-]{1,30}$/),
  articleCode,
  status: z.enum(TP_LINE_STATUSES),
});
export type TpLineStatusInput = z.infer<typeof tpLineStatusSchema>;
