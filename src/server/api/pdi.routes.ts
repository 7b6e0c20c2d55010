// Pre-delivery inspections of the acting customer (page.pdi): list, checklist of a merchandise,
// read, create, update, soft delete and restore.
import { Hono } from 'hono';
import { z } from 'zod';
import { pdiListQuery, pdiSchema } from '../../domain/pdi';
import { checklist, createPdi, listPdis, readPdi, setDeleted, updatePdi } from '../pdi/pdi.service';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { validate } from './validate';

export const PDI_SCOPE = 'page.pdi';
const idParam = z.object({ id: z.string().regex(/^\d{1,12}$/) });
const checklistQuery = z.object({ merchandise: z.string().trim().min(1).max(60) });

export const pdiRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .use('/pdi/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/pdi', requireScopes(PDI_SCOPE), requireActingCustomer, validate('query', pdiListQuery), async (c) => {
    const page = await listPdis(c.var.services.upstream, c.var.actingCustomer, c.req.valid('query'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: page.rows, page: page.page, limit: page.limit, total: page.total }, 200);
  })
  .get('/pdi/checklist', requireScopes(PDI_SCOPE), validate('query', checklistQuery), async (c) => {
    return c.json({ data: await checklist(c.var.services.upstream, c.req.valid('query').merchandise) }, 200);
  })
  .post('/pdi', requireScopes(PDI_SCOPE), requireActingCustomer, validate('json', pdiSchema), async (c) => {
    const id = await createPdi(c.var.services.upstream, c.var.actingCustomer, c.req.valid('json'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: { id } }, 201);
  })
  .get('/pdi/:id', requireScopes(PDI_SCOPE), requireActingCustomer, validate('param', idParam), async (c) => {
    return c.json({ data: await readPdi(c.var.services.upstream, c.var.actingCustomer, c.req.valid('param').id) }, 200);
  })
  .put('/pdi/:id', requireScopes(PDI_SCOPE), requireActingCustomer, validate('param', idParam), validate('json', pdiSchema), async (c) => {
    await updatePdi(c.var.services.upstream, c.var.actingCustomer, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ ok: true }, 200);
  })
  .delete('/pdi/:id', requireScopes(PDI_SCOPE), requireActingCustomer, validate('param', idParam), async (c) => {
    await setDeleted(c.var.services.upstream, c.var.actingCustomer, c.req.valid('param').id, true);
    return c.json({ ok: true }, 200);
  })
  .post('/pdi/:id/restore', requireScopes(PDI_SCOPE), requireActingCustomer, validate('param', idParam), async (c) => {
    await setDeleted(c.var.services.upstream, c.var.actingCustomer, c.req.valid('param').id, false);
    return c.json({ ok: true }, 200);
  });
