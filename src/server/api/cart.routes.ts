// The acting customer's cart (scope cart.display-order-qty). Bodies carry article codes and
// quantities only; every price and total in the answer is computed here. PUT /cart/lines takes an
// optional Idempotency-Key: a retry with the same key and lines changes nothing and answers as the first.
import { Hono } from 'hono';
import { cartRemoveSchema, cartUpdateSchema, idempotencyKeySchema } from '../../domain/cart/cart.schema';
import { updateCartOnce } from '../cart/cart-once';
import { readCart, removeLine, updateCart, type LineError } from '../cart/cart.service';
import { ApiError } from './errors';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { validate } from './validate';

const CART_SCOPE = 'cart.display-order-qty';

/** 200 when every line was taken, 422 with the cart as it now stands and the refused lines otherwise. */
const statusOf = (errors: readonly LineError[]) => (errors.length === 0 ? 200 : 422);

export const cartRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .get('/cart', requireScopes(CART_SCOPE), requireActingCustomer, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await readCart(c.var.services.upstream, c.var.actingCustomer.r3) }, 200);
  })
  .put('/cart/lines', requireScopes(CART_SCOPE), requireActingCustomer, validate('json', cartUpdateSchema), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    const keyHeader = c.req.header('idempotency-key');
    if (keyHeader === undefined) {
      const result = await updateCart(c.var.services.upstream, c.var.actingCustomer.r3, c.req.valid('json'));
      return c.json({ data: result.cart, lineErrors: result.errors }, statusOf(result.errors));
    }
    // With a key, the same addition is made once however often it is sent (decision 0115).
    const key = idempotencyKeySchema.safeParse(keyHeader);
    if (!key.success) throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'An Idempotency-Key header is required', 'api.error.idempotency_key_required');
    const outcome = await updateCartOnce(c.var.services, { userId: c.var.auth.sub, custCode: c.var.actingCustomer.r3 }, key.data, c.req.valid('json'));
    if (outcome.kind === 'conflict') throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'This key was already used for other lines', 'cart.error.key_conflict');
    if (outcome.kind === 'in_progress') throw new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'This addition is still being made. Try again in a moment.', 'cart.error.key_in_progress');
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(outcome.body, outcome.status);
  })
  .delete('/cart/lines', requireScopes(CART_SCOPE), requireActingCustomer, validate('query', cartRemoveSchema), async (c) => {
    const { articleCode, sorg } = c.req.valid('query');
    const result = await removeLine(c.var.services.upstream, c.var.actingCustomer.r3, articleCode, sorg);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: result.cart, lineErrors: result.errors }, statusOf(result.errors));
  });
