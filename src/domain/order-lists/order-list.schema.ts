// Saved order lists: the inputs of the API and the page forms. A list holds article
// codes and quantities only; prices, limits and stock are checked when it goes to the cart.
import { z } from 'zod';
import { cartLineSchema } from '../cart/cart.schema';
import { qty } from '../validation/order-fields.rules';

export const ORDER_LIST_NAME_MAX = 60;
export const ORDER_LIST_MAX_LINES = 500;
/** How many lists one customer keeps; past it the oldest must go first. */
export const ORDER_LISTS_PER_CUSTOMER = 100;

export const orderListName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(ORDER_LIST_NAME_MAX, { error: 'order_lists.name_max' });

/** A one-time token the form or client mints; the same token twice makes one list. */
export const submissionId = z.string().regex(/^[A-Za-z0-9_-]{16,80}$/, { error: 'account.check_input' });

/** Where a new list takes its lines from: the cart, one of the customer's orders, or pasted text. */
export const orderListSource = z.discriminatedUnion('from', [
  z.object({ from: z.literal('cart') }),
  z.object({ from: z.literal('order'), orderNumber: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'order_lists.order_unknown' }) }),
  z.object({ from: z.literal('text'), text: z.string().max(64 * 1024, { error: 'order_lists.too_many' }) }),
  z.object({ from: z.literal('lines'), lines: z.array(cartLineSchema).min(1, { error: 'order_lists.empty' }).max(ORDER_LIST_MAX_LINES, { error: 'order_lists.too_many' }) }),
]);
export type OrderListSource = z.infer<typeof orderListSource>;

export const orderListCreateSchema = z.object({
  name: orderListName,
  shared: z.boolean().default(false),
  submissionId,
  source: orderListSource,
});
export type OrderListCreateInput = z.infer<typeof orderListCreateSchema>;

/** Rename, share or unshare, and set quantities; a quantity of 0 takes the line off the list. */
export const orderListUpdateSchema = z
  .object({
    name: orderListName.optional(),
    shared: z.boolean().optional(),
    lines: z
      .array(z.object({ articleCode: z.string().trim().min(1).max(40), sorg: z.string().regex(/^[A-Z0-9]{2,8}$/), qty: z.union([z.literal(0), qty]) }))
      .max(ORDER_LIST_MAX_LINES)
      .optional(),
  })
  .refine((v) => v.name !== undefined || v.shared !== undefined || v.lines !== undefined, { error: 'account.check_input' });
export type OrderListUpdateInput = z.infer<typeof orderListUpdateSchema>;

/** Whole list, or only the chosen lines (by article code and sales organisation). */
export const orderListToCartSchema = z.object({
  lines: z
    .array(z.object({ articleCode: z.string().trim().min(1).max(40), sorg: z.string().regex(/^[A-Z0-9]{2,8}$/) }))
    .max(ORDER_LIST_MAX_LINES)
    .optional(),
});
export type OrderListToCartInput = z.infer<typeof orderListToCartSchema>;

/** Lines added to one of the owner's lists (from a product, the catalogue or the cart); the same article adds up. */
export const orderListAddSchema = z.object({
  lines: z.array(cartLineSchema).min(1, { error: 'order_lists.empty' }).max(ORDER_LIST_MAX_LINES, { error: 'order_lists.too_many' }),
});
export type OrderListAddInput = z.infer<typeof orderListAddSchema>;

export const orderListParam = z.object({ id: z.coerce.number().int().positive().max(2 ** 31) });
