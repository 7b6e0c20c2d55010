// POST /api/checkout with an Idempotency-Key header: one order per key, however often it is sent.
// GET /api/checkout/payment-terms: the terms the acting customer may check out the cart with.
import { Hono } from 'hono';
import { checkoutSchema, idempotencyKeySchema } from '../../domain/cart/cart.schema';
import { readCustomer } from '../shell/shell.reads';
import { placeOrder } from '../cart/checkout.service';
import { cartPaymentTerms } from '../cart/payment-terms.service';
import { ApiError, envelope } from './errors';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { requestLocale } from './request-locale';
import { requestHost } from './request-host';
import { validate } from './validate';

export const checkoutRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>().post(
  '/checkout',
  requireScopes('cart.display-order-qty'),
  requireActingCustomer,
  validate('json', checkoutSchema),
  async (c) => {
    const key = idempotencyKeySchema.safeParse(c.req.header('idempotency-key'));
    if (!key.success) throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'An Idempotency-Key header is required', 'api.error.idempotency_key_required');
    const host = requestHost(c);
    if (!host.canCheckout) throw new ApiError(403, 'CHECKOUT_DISABLED', 'Checkout is not available on this site', 'cart.checkout_disabled');
    const { services, actingCustomer, auth } = c.var;
    const customer = await readCustomer(services, actingCustomer).catch(() => null);
    const actor = { userId: auth.sub, custCode: actingCustomer.r3, email: customer?.custEmail ?? null, host, locale: requestLocale(c) };
    const outcome = await placeOrder(services, actor, key.data, c.req.valid('json'));
    c.header('Cache-Control', 'private, no-store');
    if (outcome.kind === 'conflict') {
      return c.json(envelope('IDEMPOTENCY_CONFLICT', 'This key was used for a different order', 'api.error.idempotency_conflict'), 409);
    }
    if (outcome.kind === 'refused') {
      const r = outcome.refusal;
      return c.json(envelope(r.code, r.message, r.messageKey, r.issues), 422);
    }
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ data: { orders: outcome.orders } }, 201);
  },
).get('/checkout/payment-terms', requireScopes('cart.display-order-qty'), requireActingCustomer, async (c) => {
  const terms = await cartPaymentTerms(c.var.services.upstream, c.var.actingCustomer.r3);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: terms }, 200);
});
