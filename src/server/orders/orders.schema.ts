// Inputs of the order and payment routes; the pages read the same query strings.
import { z } from 'zod';
import { ORDER_STATUSES, PAGE_SIZES, PAYMENT_STATUSES } from '../../domain/orders';
import { dateRangeMax30Days } from '../../domain/validation';

export const orderNumber = z.string().trim().regex(/^[A-Za-z0-9-]{1,32}$/, 'orders.invalid_number');
const company = z.string().regex(/^[A-Z0-9]{2,8}$/);
const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);

export const openOrdersQuery = z.object({
  company: company.optional(),
  search: z.string().trim().max(64).optional(),
  page: pageNo,
  size: z.coerce.number().pipe(z.union(PAGE_SIZES.map((n) => z.literal(n)))).default(PAGE_SIZES[0]),
});

export const rangeQuery = dateRangeMax30Days.and(z.object({ company: company.optional() }));

const statusList = z
  .union([z.enum(ORDER_STATUSES), z.array(z.enum(ORDER_STATUSES))])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

export const adminOrdersQuery = z.object({
  status: statusList,
  search: z.string().trim().max(64).optional(),
  page: pageNo,
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const stockConfirmationBody = z.object({
  orders: z.array(orderNumber).min(1).max(100),
  reqDeliveryDate: z.iso.date({ error: 'validation.date' }).optional(),
});

export const paymentsQuery = z.object({ status: z.enum(PAYMENT_STATUSES).optional() });

export const orderParam = z.object({ orderNumber });
export const docParam = z.object({ docId: z.string().regex(/^[A-Za-z0-9-]{1,32}$/) });
