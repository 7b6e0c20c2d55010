// Third-party ordering (page.3rdpartycatalog, page.3rdpartyorder): the partner vendors' catalogue,
// the cart per vendor, an idempotent checkout per vendor, and the orders with their line statuses.
import { Hono } from 'hono';
import { idempotencyKeySchema } from '../../domain/cart/cart.schema';
import { tpCartLineSchema, tpCartRemoveSchema, tpCatalogQuery, tpCheckoutSchema, tpLineStatusSchema, tpOrdersQuery } from '../../domain/third-party/third-party.schema';
import { addTpCartLine, removeTpCartLine, setTpCartLine, type CartChange } from '../third-party/cart.service';
import { placeTpOrder } from '../third-party/checkout.service';
import { changeTpLineStatus } from '../third-party/orders.service';
import { readTpCart, readTpOrders, readTpProducts, readTpVendors } from '../third-party/third-party.reads';
import { ApiError, envelope } from './errors';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { validate } from './validate';

const CATALOG = 'page.3rdpartycatalog';
const ORDERS = 'page.3rdpartyorder';

const cartAnswer = (change: CartChange) => {
  if (change.ok) return null;
  return new ApiError(422, 'CART_REFUSED', change.message, 'third_party.cart_refused', [{ path: change.field, message: 'third_party.cart_refused' }]);
};

export const thirdPartyRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .get('/third-party/vendors', requireScopes(CATALOG), requireActingCustomer, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await readTpVendors(c.var.services.upstream, c.var.actingCustomer.r3) }, 200);
  })
  .get('/third-party/products', requireScopes(CATALOG), requireActingCustomer, validate('query', tpCatalogQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await readTpProducts(c.var.services.upstream, c.var.actingCustomer.r3, c.req.valid('query')) }, 200);
  })
  .get('/third-party/cart', requireScopes(CATALOG), requireActingCustomer, async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await readTpCart(c.var.services.upstream, c.var.actingCustomer.r3) }, 200);
  })
  .post('/third-party/cart/lines', requireScopes(CATALOG), requireActingCustomer, validate('json', tpCartLineSchema), async (c) => {
    const refused = cartAnswer(await addTpCartLine(c.var.services.upstream, c.var.actingCustomer.r3, c.req.valid('json')));
    if (refused) throw refused;
    return c.json({ data: await readTpCart(c.var.services.upstream, c.var.actingCustomer.r3) }, 200);
  })
  .put('/third-party/cart/lines', requireScopes(CATALOG), requireActingCustomer, validate('json', tpCartLineSchema), async (c) => {
    const refused = cartAnswer(await setTpCartLine(c.var.services.upstream, c.var.actingCustomer.r3, c.req.valid('json')));
    if (refused) throw refused;
    return c.json({ data: await readTpCart(c.var.services.upstream, c.var.actingCustomer.r3) }, 200);
  })
  .delete('/third-party/cart/lines', requireScopes(CATALOG), requireActingCustomer, validate('json', tpCartRemoveSchema), async (c) => {
    const { vendorId, articleCode } = c.req.valid('json');
    const refused = cartAnswer(await removeTpCartLine(c.var.services.upstream, c.var.actingCustomer.r3, vendorId, articleCode));
    if (refused) throw refused;
    return c.json({ data: await readTpCart(c.var.services.upstream, c.var.actingCustomer.r3) }, 200);
  })
  .post('/third-party/checkout', requireScopes(CATALOG), requireActingCustomer, validate('json', tpCheckoutSchema), async (c) => {
    const key = idempotencyKeySchema.safeParse(c.req.header('idempotency-key'));
    if (!key.success) throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'An Idempotency-Key header is required', 'api.error.idempotency_key_required');
    const outcome = await placeTpOrder(c.var.services, { userId: c.var.auth.sub, custCode: c.var.actingCustomer.r3 }, key.data, c.req.valid('json'));
    c.header('Cache-Control', 'private, no-store');
    if (outcome.kind === 'conflict') return c.json(envelope('IDEMPOTENCY_CONFLICT', 'This key was used for a different order', 'api.error.idempotency_conflict'), 409);
    if (outcome.kind === 'refused') {
      const issues = [...(outcome.field ? [{ path: outcome.field, message: 'third_party.checkout_refused' }] : []), ...outcome.lineErrors.map((e) => ({ path: `products.${e.articleCode}`, message: 'third_party.line_error' }))];
      return c.json({ ...envelope('CHECKOUT_REFUSED', outcome.message, 'third_party.checkout_refused', issues), lineErrors: outcome.lineErrors }, 422);
    }
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ data: { orders: outcome.orders } }, 201);
  })
  .get('/third-party/orders', requireScopes(ORDERS), requireActingCustomer, validate('query', tpOrdersQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await readTpOrders(c.var.services.upstream, c.var.actingCustomer.r3, c.req.valid('query')) }, 200);
  })
  .patch('/third-party/orders/lines', requireScopes(ORDERS), requireActingCustomer, validate('json', tpLineStatusSchema), async (c) => {
    const outcome = await changeTpLineStatus(c.var.services.upstream, c.var.actingCustomer.r3, c.req.valid('json'));
    if (outcome.ok) return c.json({ data: { ok: true } }, 200);
    if (outcome.notFound) throw new ApiError(404, 'NOT_FOUND', 'Order not found', 'api.error.not_found');
    throw new ApiError(422, 'STATUS_REFUSED', outcome.message, 'third_party.status_refused');
  });

export type ThirdPartyRoutes = typeof thirdPartyRoutes;
