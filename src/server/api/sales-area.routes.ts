// The sales-area map (page.sales-area): regions of the site's country with their groups, and
// category updates for administrators (sales-area.update), all rows or none.
import { Hono } from 'hono';
import { z } from 'zod';
import { salesAreaUpdateSchema } from '../../domain/visits';
import { dealersUnder, narrowTo, SALES_AREA_UPDATE_SCOPE, salesAreas, updateCategories } from '../sales-area/sales-area.service';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';

export const SALES_AREA_SCOPE = 'page.sales-area';

const mapQuery = z.object({
  province: z.string().trim().max(40).regex(/^[A-Za-z0-9-]*$/).optional(),
  onlySalesArea: z.enum(['true', 'false']).optional(),
});

export const salesAreaRoutes = new Hono<AuthedEnv>()
  .use('/sales-area/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/sales-area/regions', requireScopes(SALES_AREA_SCOPE), validate('query', mapQuery), async (c) => {
    const q = c.req.valid('query');
    const regions = await salesAreas(c.var.services.upstream, requestHost(c).countryId, q.onlySalesArea === 'true');
    return c.json({ data: narrowTo(regions, q.province || undefined) }, 200);
  })
  .get('/sales-area/dealers', requireScopes(SALES_AREA_SCOPE), validate('query', mapQuery), async (c) => {
    const { province } = c.req.valid('query');
    return c.json({ data: await dealersUnder(c.var.services.upstream, requestHost(c).countryId, province || undefined) }, 200);
  })
  .put('/sales-area/categories', requireScopes(SALES_AREA_SCOPE, SALES_AREA_UPDATE_SCOPE), validate('json', salesAreaUpdateSchema), async (c) => {
    const updated = await updateCategories(c.var.services.upstream, requestHost(c).countryId, c.req.valid('json'));
    return c.json({ data: { updated } }, 200);
  });
