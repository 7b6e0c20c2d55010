// Click and collect (page.click-collect): the acting dealer's web-shop orders by status, one order,
// a status move and the one-time shipment choice of every article.
import { Hono } from 'hono';
import { CC_CHOOSE_ALL_MESSAGE } from '../../domain/click-collect/click-collect.rules';
import { ccListQuery, ccOrderId, ccShipmentsSchema, ccStatusSchema } from '../../domain/click-collect/click-collect.schema';
import { moveCc, readCcOrder, readCcOrders, submitCcShipments, type CcChange } from '../click-collect/click-collect.service';
import { ApiError } from './errors';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { validate } from './validate';

const SCOPE = 'page.click-collect';

function orderIdOf(raw: string): string {
  const parsed = ccOrderId.safeParse(raw);
  if (!parsed.success) throw new ApiError(404, 'NOT_FOUND', 'Order not found', 'api.error.not_found');
  return parsed.data;
}

function refusal(change: Exclude<CcChange, { ok: true }>): ApiError {
  if (change.notFound) return new ApiError(404, 'NOT_FOUND', 'Order not found', 'api.error.not_found');
  const key = change.message === CC_CHOOSE_ALL_MESSAGE ? 'click_collect.choose_all' : 'click_collect.change_refused';
  return new ApiError(422, 'CHANGE_REFUSED', change.message, key);
}

export const clickCollectRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .get('/click-collect/orders', requireScopes(SCOPE), requireActingCustomer, validate('query', ccListQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await readCcOrders(c.var.services.upstream, c.var.actingCustomer.r3, c.req.valid('query').status) }, 200);
  })
  .get('/click-collect/orders/:orderId', requireScopes(SCOPE), requireActingCustomer, async (c) => {
    const order = await readCcOrder(c.var.services.upstream, c.var.actingCustomer.r3, orderIdOf(c.req.param('orderId')));
    if (!order) throw new ApiError(404, 'NOT_FOUND', 'Order not found', 'api.error.not_found');
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: order }, 200);
  })
  .patch('/click-collect/orders/:orderId/status', requireScopes(SCOPE), requireActingCustomer, validate('json', ccStatusSchema), async (c) => {
    const change = await moveCc(c.var.services.upstream, c.var.actingCustomer.r3, orderIdOf(c.req.param('orderId')), c.req.valid('json').status);
    if (!change.ok) throw refusal(change);
    return c.json({ data: { ok: true } }, 200);
  })
  .put('/click-collect/orders/:orderId/shipments', requireScopes(SCOPE), requireActingCustomer, validate('json', ccShipmentsSchema), async (c) => {
    const change = await submitCcShipments(c.var.services.upstream, c.var.actingCustomer.r3, orderIdOf(c.req.param('orderId')), c.req.valid('json'));
    if (!change.ok) throw refusal(change);
    return c.json({ data: { ok: true } }, 200);
  });
