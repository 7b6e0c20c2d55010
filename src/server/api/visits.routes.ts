// Store-visit forms (page.formvisit): the user's forms and customers, a brand's visits by date range
// and customer, one visit and its photos, create (multipart, idempotent by key), update, delete.
// No acting customer: a rep files visits for any customer their areas cover (the chip is hidden).
import { Hono } from 'hono';
import { userFileHeaders } from '../uploads/file-answer';
import { visitListQuery } from '../../domain/visits';
import { brandParam, photoParams, readVisitForm, visitParams } from '../visits/visit-form';
import { allowedForms, checkForm, reachOf } from '../visits/visits.reach';
import { createVisit, deleteVisit, findVisit, listVisits, questions, readPhoto, updateVisit } from '../visits/visits.service';
import { visitsError } from '../visits/visits.errors';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';

export const VISIT_SCOPE = 'page.formvisit';

async function submission(request: Request) {
  const read = await readVisitForm(request);
  if (!read.ok) throw visitsError(read.code, read.key, read.issues);
  return read.visit;
}

export const visitsRoutes = new Hono<AuthedEnv>()
  .use('/visits/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/visits', requireScopes(VISIT_SCOPE), (c) => c.json({ data: allowedForms(c.var.auth) }, 200))
  .get('/visits/:brand/customers', requireScopes(VISIT_SCOPE), validate('param', brandParam), async (c) => {
    const { brand } = c.req.valid('param');
    checkForm(c.var.auth, brand);
    const reach = await reachOf(c.var.services.upstream, c.var.auth, requestHost(c).sorg, brand);
    return c.json({ data: reach.customers }, 200);
  })
  .get('/visits/:brand/questions', requireScopes(VISIT_SCOPE), validate('param', brandParam), async (c) => {
    const { brand } = c.req.valid('param');
    checkForm(c.var.auth, brand);
    return c.json({ data: await questions(c.var.services, brand) }, 200);
  })
  .get('/visits/:brand', requireScopes(VISIT_SCOPE), validate('param', brandParam), validate('query', visitListQuery), async (c) => {
    const page = await listVisits(c.var.services, c.var.auth, requestHost(c).sorg, c.req.valid('param').brand, c.req.valid('query'));
    return c.json({ data: page.rows, page: page.page, limit: page.limit, total: page.total }, 200);
  })
  .post('/visits/:brand', requireScopes(VISIT_SCOPE), validate('param', brandParam), async (c) => {
    const visit = await createVisit(c.var.services, c.var.auth, requestHost(c).sorg, c.req.valid('param').brand, await submission(c.req.raw));
    return c.json({ data: visit }, 201);
  })
  .get('/visits/:brand/:id', requireScopes(VISIT_SCOPE), validate('param', visitParams), async (c) => {
    const { brand, id } = c.req.valid('param');
    return c.json({ data: await findVisit(c.var.services, c.var.auth, requestHost(c).sorg, brand, id) }, 200);
  })
  .put('/visits/:brand/:id', requireScopes(VISIT_SCOPE), validate('param', visitParams), async (c) => {
    const { brand, id } = c.req.valid('param');
    const visit = await updateVisit(c.var.services, c.var.auth, requestHost(c).sorg, brand, id, await submission(c.req.raw));
    return c.json({ data: visit }, 200);
  })
  .delete('/visits/:brand/:id', requireScopes(VISIT_SCOPE), validate('param', visitParams), async (c) => {
    const { brand, id } = c.req.valid('param');
    await deleteVisit(c.var.services, c.var.auth, requestHost(c).sorg, brand, id);
    return c.json({ data: { deleted: true } }, 200);
  })
  .get('/visits/:brand/:id/photos/:slot', requireScopes(VISIT_SCOPE), validate('param', photoParams), async (c) => {
    const { brand, id, slot } = c.req.valid('param');
    const photo = await readPhoto(c.var.services, c.var.auth, requestHost(c).sorg, brand, id, slot);
    const headers = userFileHeaders({ bytes: photo.body, fileName: `${slot}.${photo.contentType.split('/')[1]?.split(/[;+]/)[0] ?? 'img'}` });
    // The demo's drawings are the portal's own SVG, shown in the visit's <img>: they keep their type.
    if (photo.generated) headers['Content-Type'] = photo.contentType;
    return c.body(photo.body.slice().buffer, 200, { ...headers, 'Cache-Control': 'private, max-age=3600' });
  });
