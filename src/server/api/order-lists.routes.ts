// Saved order lists of the acting customer, under the cart's scope: read the lists the
// user may see, make one (from the cart, an order or pasted lines; a retried submit makes one),
// edit the owner's list or add lines to it, and put the whole list or chosen lines in the cart in one step.
import { Hono } from 'hono';
import { orderListAddSchema, orderListCreateSchema, orderListParam, orderListToCartSchema, orderListUpdateSchema } from '../../domain/order-lists/order-list.schema';
import { addToList, changeList, createList, putListInCart, removeList, visibleList, visibleLists, type ListViewer } from '../order-lists/order-lists.service';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';
import type { Context } from 'hono';

const CART_SCOPE = 'cart.display-order-qty';

const viewerOf = (c: Context<AuthedEnv & { Variables: ActingVariables }>): ListViewer => ({
  userId: Number(c.var.auth.sub),
  custR3: c.var.actingCustomer.r3,
  sorg: requestHost(c).sorg,
});

export const orderListsRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .use('/order-lists/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .use('/order-lists', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/order-lists', requireScopes(CART_SCOPE), requireActingCustomer, async (c) => {
    return c.json({ data: await visibleLists(c.var.services, viewerOf(c)) }, 200);
  })
  .post('/order-lists', requireScopes(CART_SCOPE), requireActingCustomer, validate('json', orderListCreateSchema), async (c) => {
    const viewer = viewerOf(c);
    const { id, created } = await createList(c.var.services, viewer, c.req.valid('json'));
    return c.json({ data: await visibleList(c.var.services, viewer, id) }, created ? 201 : 200);
  })
  .get('/order-lists/:id', requireScopes(CART_SCOPE), requireActingCustomer, validate('param', orderListParam), async (c) => {
    return c.json({ data: await visibleList(c.var.services, viewerOf(c), c.req.valid('param').id) }, 200);
  })
  .patch('/order-lists/:id', requireScopes(CART_SCOPE), requireActingCustomer, validate('param', orderListParam), validate('json', orderListUpdateSchema), async (c) => {
    return c.json({ data: await changeList(c.var.services, viewerOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200);
  })
  .post('/order-lists/:id/lines', requireScopes(CART_SCOPE), requireActingCustomer, validate('param', orderListParam), validate('json', orderListAddSchema), async (c) => {
    return c.json({ data: await addToList(c.var.services, viewerOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200);
  })
  .delete('/order-lists/:id', requireScopes(CART_SCOPE), requireActingCustomer, validate('param', orderListParam), async (c) => {
    await removeList(c.var.services, viewerOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/order-lists/:id/cart', requireScopes(CART_SCOPE), requireActingCustomer, validate('param', orderListParam), validate('json', orderListToCartSchema), async (c) => {
    const result = await putListInCart(c.var.services, viewerOf(c), c.req.valid('param').id, c.req.valid('json'));
    // As PUT /api/cart/lines: 422 with every line's outcome and the refused ones as lineErrors.
    const lineErrors = result.results.flatMap((r) => (r.problem ? [{ articleCode: r.articleCode, sorg: r.sorg, ...r.problem }] : []));
    return c.json({ data: result, lineErrors }, lineErrors.length === 0 ? 200 : 422);
  });
