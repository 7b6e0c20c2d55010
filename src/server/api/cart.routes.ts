// The acting customer's cart (scope cart.display-order-qty). Bodies carry article codes and
// quantities only; every price and total in the answer is computed here.
import { Hono } from 'hono';
import { cartRemoveSchema, cartUpdateSchema } from '../../domain/cart/cart.schema';
import { readCart, removeLine, updateCart, type LineError } from '../cart/cart.service';
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
    const result = await updateCart(c.var.services.upstream, c.var.actingCustomer.r3, c.req.valid('json'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: result.cart, lineErrors: result.errors }, statusOf(result.errors));
  })
  .delete('/cart/lines', requireScopes(CART_SCOPE), requireActingCustomer, validate('query', cartRemoveSchema), async (c) => {
    const { articleCode, sorg } = c.req.valid('query');
    const result = await removeLine(c.var.services.upstream, c.var.actingCustomer.r3, articleCode, sorg);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: result.cart, lineErrors: result.errors }, statusOf(result.errors));
  });
