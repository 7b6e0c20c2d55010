// Returns of delivered goods. Dealers (orders scope; opening one also needs the cart's
// scope, so read-only roles only follow) read and open returns of the acting customer and upload
// photos the claims way; the back office (returns.decide) accepts or rejects the returns of its
// site's sales organisation, and an accepted return becomes a credit note in the invoice area.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { RETURN_STATUSES } from '../../domain/returns/return.rules';
import { returnCreateSchema, returnDecisionSchema, returnParam, returnPhotosSchema } from '../../domain/returns/return.schema';
import { readUploadForm, storeClaimFile } from '../claims/claim-files.service';
import type { ClaimsError } from '../claims/claims.errors';
import { returnsError } from '../returns/returns.errors';
import { userFileHeaders } from '../uploads/file-answer';
import { findReturn, photoOfReturn, returnsByStatus } from '../returns/returns.repo';
import { addPhotos, customerReturn, customerReturns, decideReturn, openReturn, returnableDeliveries, type ReturnViewer } from '../returns/returns.service';
import type { Services } from '../services';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';

const READ = 'page.order-status';
const WRITE = 'cart.display-order-qty';
const DECIDE = 'returns.decide';

type Env = AuthedEnv & { Variables: ActingVariables };

const viewerOf = (c: Context<Env>): ReturnViewer => ({
  userId: Number(c.var.auth.sub),
  customer: c.var.actingCustomer,
  windows: requestHost(c).returnWindowDays,
  today: new Date().toISOString().slice(0, 10),
});

const photoParam = z.object({ id: z.coerce.number().int().positive().max(2 ** 31), fileId: z.uuid() });
const statusQuery = z.object({ status: z.enum(RETURN_STATUSES).optional() });

/** The claims upload's refusals, worded for returns. */
function asReturnsError(error: unknown): never {
  const code = (error as Partial<ClaimsError>).code;
  if (code === 'FILE_TYPE') throw returnsError('PHOTO_TYPE');
  if (code === 'FILE_TOO_LARGE') throw returnsError('PHOTO_TOO_LARGE');
  if (code === 'FILE_EMPTY') throw returnsError('PHOTO_EMPTY');
  throw error;
}

export const returnsRoutes = new Hono<Env>()
  .use('/returns/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .use('/returns', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/returns', requireScopes(READ), requireActingCustomer, async (c) => {
    return c.json({ data: await customerReturns(c.var.services, c.var.actingCustomer) }, 200);
  })
  .get('/returns/deliveries', requireScopes(READ), requireActingCustomer, async (c) => {
    return c.json({ data: await returnableDeliveries(c.var.services, viewerOf(c)) }, 200);
  })
  .post('/returns/photos', requireScopes(READ, WRITE), requireActingCustomer, async (c) => {
    const stored = await readUploadForm(c.req.raw, 'photo')
      .then((file) => storeClaimFile(c.var.services, Number(c.var.auth.sub), 'photo', file, 'returns'))
      .catch(asReturnsError);
    return c.json({ data: { id: stored.id, fileName: stored.fileName } }, 201);
  })
  .post('/returns', requireScopes(READ, WRITE), requireActingCustomer, validate('json', returnCreateSchema), async (c) => {
    const { id, created } = await openReturn(c.var.services, viewerOf(c), c.req.valid('json'));
    return c.json({ data: await customerReturn(c.var.services, c.var.actingCustomer, id) }, created ? 201 : 200);
  })
  .get('/returns/:id', requireScopes(READ), requireActingCustomer, validate('param', returnParam), async (c) => {
    return c.json({ data: await customerReturn(c.var.services, c.var.actingCustomer, c.req.valid('param').id) }, 200);
  })
  .post('/returns/:id/photos', requireScopes(READ, WRITE), requireActingCustomer, validate('param', returnParam), validate('json', returnPhotosSchema), async (c) => {
    return c.json({ data: await addPhotos(c.var.services, viewerOf(c), c.req.valid('param').id, c.req.valid('json').photos) }, 200);
  })
  .get('/returns/:id/photos/:fileId', requireScopes(READ), requireActingCustomer, validate('param', photoParam), async (c) => {
    const { id, fileId } = c.req.valid('param');
    await customerReturn(c.var.services, c.var.actingCustomer, id);
    return photoResponse(c.var.services, id, fileId);
  })
  .get('/admin/returns', requireScopes(DECIDE), validate('query', statusQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await returnsByStatus(c.var.services.db, requestHost(c).sorg, c.req.valid('query').status ?? null) }, 200);
  })
  .get('/admin/returns/:id/photos/:fileId', requireScopes(DECIDE), validate('param', photoParam), async (c) => {
    const { id, fileId } = c.req.valid('param');
    if (!(await findReturn(c.var.services.db, { sorg: requestHost(c).sorg }, id))) throw returnsError('RETURN_NOT_FOUND');
    return photoResponse(c.var.services, id, fileId);
  })
  .post('/admin/returns/:id/decision', requireScopes(DECIDE), validate('param', returnParam), validate('json', returnDecisionSchema), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await decideReturn(c.var.services, requestHost(c).sorg, c.req.valid('param').id, c.req.valid('json')) }, 200);
  });

async function photoResponse(services: Pick<Services, 'db' | 'blob'>, id: number, fileId: string): Promise<Response> {
  const photo = await photoOfReturn(services.db, id, fileId);
  const object = photo ? await services.blob.get(photo.blobKey) : null;
  if (!photo || !object) throw returnsError('RETURN_NOT_FOUND');
  return new Response(object.body.slice().buffer, { status: 200, headers: { ...userFileHeaders({ bytes: object.body, fileName: photo.fileName }), 'Cache-Control': 'private, no-store' } });
}
