// Inputs of the cart and checkout API; islands reuse them for instant checks. Prices are never
// accepted: the server prices every line itself.
import { z } from 'zod';
import { checkoutNotes, poNumber, qty } from '../validation/order-fields.rules';

export const MAX_CART_LINES_PER_REQUEST = 500;

const articleCode = z.string().trim().min(1, { error: 'validation.required' }).max(40);
const sorg = z.string().regex(/^[A-Z0-9]{2,8}$/);

export const cartLineSchema = z.object({ articleCode, sorg, qty });

/** Sets the quantity of each line; `mode: add` adds to what the cart already holds. */
export const cartUpdateSchema = z.object({
  lines: z.array(cartLineSchema).min(1).max(MAX_CART_LINES_PER_REQUEST),
  mode: z.enum(['set', 'add']).default('set'),
});
export type CartUpdateInput = z.infer<typeof cartUpdateSchema>;

export const cartRemoveSchema = z.object({ articleCode, sorg });

export const checkoutSchema = z.object({
  shipto: z.string().trim().min(1, { error: 'validation.required' }).max(40),
  paymentId: z.string().trim().min(1, { error: 'validation.required' }).max(40),
  poNumber: poNumber.optional(),
  notes: checkoutNotes.optional(),
  requestDeliveryDate: z.iso.date({ error: 'validation.date' }).optional(),
  orderType: z.enum(['OR', 'PO', 'CF']).optional(),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** An Idempotency-Key: what the checkout page mints when it renders (a UUID) or a client's own. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,80}$/);
