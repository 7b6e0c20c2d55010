// The customers a user may act for, for the selection dialog (docs/requirements.md#choosing-a-customer, docs/requirements.md#choosing-a-customer
// section 6): sales users search the upstream within their areas, auditors within their audited sales
// organisations, administrators everywhere (decision 0013); everyone else gets their own. A site
// lists only customers of its own sales organisations.
import { Hono } from 'hono';
import { z } from 'zod';
import { customerData, salesCustomerPage, salesFilterOf, sorgCustomerPage, sorgReachOf, type CustomerPage } from '../auth/customers.service';
import { siteSorgs } from '../../content/hosts/index';
import type { AppEnv } from './env';
import { requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';

export const PAGE_SIZES = [10, 25, 50] as const;

const listQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'Page size must be 10, 25 or 50' })
    .default(10),
});

export const customersRoutes = new Hono<AppEnv>().get('/customers', requireScopes('menu.change-cust'), validate('query', listQuery), async (c) => {
  const { search, page, limit } = c.req.valid('query');
  const { auth } = c.var;
  const { upstream } = c.var.services;
  const site = siteSorgs(requestHost(c));
  const filter = salesFilterOf(auth.lim, auth.areas, site);
  c.header('Cache-Control', 'private, no-store');
  if (filter) return c.json(await salesCustomerPage(upstream, filter, search || undefined, page, limit), 200);
  const reach = sorgReachOf(auth.lim, auth.areas, auth.scp, site);
  if (reach && !auth.flags.isCustomer && !auth.flags.isCustVendor) return c.json(await sorgCustomerPage(upstream, reach, search || undefined, page, limit), 200);
  const own = auth.salesActiveCustCode && !auth.flags.isSales ? await customerData(upstream, auth.salesActiveCustCode) : null;
  const data = own ? [own] : [];
  const result: CustomerPage = { data, info: { page: 1, limit, count: data.length, pageTotal: data.length ? 1 : 0 } };
  return c.json(result, 200);
});
