// The customers a user may act for, for the selection dialog (docs/requirements.md#choosing-a-customer, docs/requirements.md#choosing-a-customer
// section 6): sales users search the upstream within their areas, auditors within their audited sales
// organisations, administrators everywhere (decision 0013); everyone else gets their own. A site
// lists only customers of its own sales organisations.
import { Hono } from 'hono';
import { z } from 'zod';
import { customerDialogTexts } from '../auth/customer-dialog-texts';
import { customerData, salesCustomerPage, salesFilterOf, sorgCustomerPage, sorgReachOf, type CustomerPage } from '../auth/customers.service';
import { siteSorgs } from '../../content/hosts/index';
import type { AppEnv } from './env';
import { requireScopes } from './guards';
import { requestHost } from './request-host';
import { requestLocale } from './request-locale';
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

// The page's locale (?locale=, else the locale cookie, else the site's); an unknown one is not an error.
const textsQuery = z.object({ locale: z.string().max(10).optional() }).strict();

export const customersRoutes = new Hono<AppEnv>()
  // The dialog's texts, asked for when it first opens (decision 0094). Not kept by the browser: an
  // answer carries the user and customer it was given for, and spokeFetch reloads the page when
  // those differ from the page's (a kept answer from before a customer switch would).
  .get('/customers/texts', requireScopes('menu.change-cust'), validate('query', textsQuery), (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: customerDialogTexts(requestLocale(c)) }, 200);
  })
  .get('/customers', requireScopes('menu.change-cust'), validate('query', listQuery), async (c) => {
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
