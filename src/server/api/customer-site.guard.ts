// The acting customer must order from the site's sales organisation. A token is not bound to a
// host, so without this a session of a German dealer, sent to the US site, would read and book the
// US windows at US prices (docs/architecture.md "Non-negotiables"). Runs after requireActingCustomer.
import { createMiddleware } from 'hono/factory';
import { ordersOnSite } from '../auth/customer-sites';
import { ApiError } from './errors';
import type { AppEnv } from './env';
import type { ActingVariables } from './guards';
import { requestHost } from './request-host';

export const customerSiteError = () =>
  new ApiError(403, 'WRONG_SITE', 'The customer you act for does not order on this site', 'customer.wrong_site');

export const requireCustomerSite = createMiddleware<AppEnv & { Variables: ActingVariables }>(async (c, next) => {
  if (!(await ordersOnSite(c.var.services.upstream, c.var.actingCustomer, requestHost(c).sorg))) throw customerSiteError();
  await next();
});
