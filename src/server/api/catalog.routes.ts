// Catalogue reads for islands (scope page.catalog): the list, header suggestions, a product and
// the acting customer's previous and frequent purchases.
import { Hono } from 'hono';
import { z } from 'zod';
import { effectiveView, fromParsed, listQuerySchema } from '../../domain/catalog/list-query';
import { SUGGESTION_MIN_LENGTH } from '../../domain/catalog/search.rules';
import { viewQuota } from '../../domain/catalog/view-quota';
import { viewerOf } from '../catalog/catalog.context';
import { cachedList, cachedSuggest } from '../catalog/catalog.cache';
import { productDetail } from '../catalog/catalog.service';
import { cachedFilters, cachedPromotions } from '../catalog/filters.service';
import { purchases } from '../catalog/purchases.service';
import { ApiError } from './errors';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';



const suggestionQuery = z.object({
  term: z.string().trim().min(SUGGESTION_MIN_LENGTH).max(100),
  limit: z.coerce.number().int().min(1).max(8).default(4),
});
const purchasesQuery = z.object({ kind: z.enum(['previous', 'frequent']) });
const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,120}$/) });

export const catalogRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .get('/catalog/products', requireScopes('page.catalog'), requireActingCustomer, validate('query', listQuerySchema), async (c) => {
    const host = requestHost(c);
    const q = fromParsed(c.req.valid('query'));
    const view = effectiveView(q, host.catalogDefaultView);
    const page = await cachedList(c.var.services, viewerOf(host, c.var.actingCustomer), q, view, c.req.raw.signal, viewQuota(view, host));
    c.header('Cache-Control', 'private, max-age=30');
    return c.json({ data: page }, 200);
  })
  .get('/catalog/filters', requireScopes('page.catalog'), requireActingCustomer, validate('query', listQuerySchema), async (c) => {
    const q = fromParsed(c.req.valid('query'));
    const data = await cachedFilters(c.var.services, viewerOf(requestHost(c), c.var.actingCustomer), q, c.req.raw.signal);
    c.header('Cache-Control', 'private, max-age=30');
    return c.json({ data }, 200);
  })
  .get('/catalog/promotions', requireScopes('page.catalog'), requireActingCustomer, async (c) => {
    const data = await cachedPromotions(c.var.services, viewerOf(requestHost(c), c.var.actingCustomer), c.req.raw.signal);
    c.header('Cache-Control', 'private, max-age=60');
    return c.json({ data }, 200);
  })
  .get('/catalog/suggestions', requireScopes('page.catalog'), requireActingCustomer, validate('query', suggestionQuery), async (c) => {
    const { term, limit } = c.req.valid('query');
    const viewer = viewerOf(requestHost(c), c.var.actingCustomer);
    const result = await cachedSuggest(c.var.services, viewer, term, limit, c.req.raw.signal);
    c.header('Cache-Control', 'private, max-age=60');
    return c.json(result, 200);
  })
  .get('/catalog/products/:slug', requireScopes('page.catalog'), requireActingCustomer, validate('param', slugParam), async (c) => {
    const viewer = viewerOf(requestHost(c), c.var.actingCustomer);
    const product = await productDetail(c.var.services.upstream, viewer, c.req.valid('param').slug);
    if (!product) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product not found', 'catalog.not_found');
    c.header('Cache-Control', 'private, max-age=30');
    return c.json({ data: product }, 200);
  })
  .get('/catalog/purchases', requireScopes('page.catalog'), requireActingCustomer, validate('query', purchasesQuery), async (c) => {
    const data = await purchases(c.var.services.upstream, c.var.actingCustomer.r3, c.req.valid('query').kind, c.req.raw.signal);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data }, 200);
  });
