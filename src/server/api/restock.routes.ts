// Restock alerts (scope page.catalog, acting customer): list, ask for an article, cancel, dismiss
// the notice of an arrived one. Alerts belong to the user and the customer they act for.
import { Hono } from 'hono';
import { z } from 'zod';
import { ARTICLE_CODE } from '../../domain/catalog/restock.rules';
import { listOwned, type AlertOwner } from '../catalog/restock.repo';
import { askRestock, cancelRestock, dismissNotice, sweepRestock } from '../catalog/restock.service';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { requestHost } from './request-host';
import { requestLocale } from './request-locale';
import { validate } from './validate';

const askBody = z.object({ articleCode: z.string().trim().regex(ARTICLE_CODE) });
const idParam = z.object({ id: z.coerce.number().int().positive().max(2 ** 31) });

type Env = AuthedEnv & { Variables: ActingVariables };
const ownerOf = (c: { var: Env['Variables'] }): AlertOwner => ({ userId: Number(c.var.auth.sub), custCode: c.var.actingCustomer.r3 });

export const restockRoutes = new Hono<Env>()
  .get('/restock-alerts', requireScopes('page.catalog'), requireActingCustomer, async (c) => {
    const owner = ownerOf(c);
    await sweepRestock(c.var.services, owner);
    const alerts = await listOwned(c.var.services.db, owner);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: alerts.map(({ userId: _u, origin: _o, ...rest }) => rest) }, 200);
  })
  .post('/restock-alerts', requireScopes('page.catalog'), requireActingCustomer, validate('json', askBody), async (c) => {
    const { alert, created } = await askRestock(c.var.services, {
      owner: ownerOf(c),
      sorg: requestHost(c).sorg,
      articleCode: c.req.valid('json').articleCode,
      origin: new URL(c.req.url).origin,
      locale: requestLocale(c),
    });
    return c.json({ data: { id: alert.id, articleCode: alert.articleCode, created } }, created ? 201 : 200);
  })
  .delete('/restock-alerts/:id', requireScopes('page.catalog'), requireActingCustomer, validate('param', idParam), async (c) => {
    await cancelRestock(c.var.services, ownerOf(c), c.req.valid('param').id);
    return c.json({ data: { ok: true } }, 200);
  })
  .post('/restock-alerts/:id/seen', requireScopes('page.catalog'), requireActingCustomer, validate('param', idParam), async (c) => {
    await dismissNotice(c.var.services, ownerOf(c), c.req.valid('param').id);
    return c.json({ data: { ok: true } }, 200);
  });
