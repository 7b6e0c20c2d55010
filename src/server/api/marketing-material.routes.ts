// Marketing material: administrators (marketing-material.cud, with a configured target market) keep
// categories and images/videos; dealers (page.marketing-material) read what their markets reach.
import { Hono } from 'hono';
import { z } from 'zod';
import { categoryForm, idParam, itemForm, listQuery, MM_TYPES } from '../../domain/content/marketing-material.schema';
import type { SaveOutcome } from '../content/content-outcome';
import { storeUpload, uploadForm } from '../content/content-upload';
import { fileResponse } from '../content/files';
import { bulkCreate } from '../content/marketing-material-bulk';
import { variantsOf } from '../content/image-variants';
import { getCategory, listCategories, moveCategory, saveCategory } from '../content/marketing-material-categories';
import { getItem, listItems, moveItem, saveItem } from '../content/marketing-material-items';
import { readerCategory, readerItem, readerMayFetch, readerRoots } from '../content/marketing-material-reader';
import { sanitizeHtml } from '../content/sanitize-html';
import { listTargetMarkets, userMarkets } from '../content/target-market';
import { listLayouts } from '../content/content-layouts';
import { requireContentMarkets } from './content-market.guard';
import { ApiError } from './errors';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { validate, VALIDATION_MESSAGE } from './validate';

const READ = 'page.marketing-material';
const CUD = 'marketing-material.cud';
const admin = [requireScopes(READ, CUD), requireContentMarkets('marketing-material')] as const;

const notFound = () => new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');
const fileParam = z.object({ fileId: z.uuid() });
const typeParam = z.object({ type: z.enum(MM_TYPES) });
const bulkFields = z.object({ categoryId: idParam.shape.id, marketIds: z.string().transform((s) => s.split(',').filter(Boolean).map(Number)).pipe(z.array(z.number().int().positive()).min(1, { error: 'marketing_material.error.market_required' })) });

export function answerSave(outcome: SaveOutcome): { id: number } {
  if (outcome.ok) return { id: outcome.id };
  if (outcome.status === 404) throw notFound();
  throw new ApiError(400, 'VALIDATION', VALIDATION_MESSAGE, 'api.error.validation', outcome.issues);
}

function fileRefusal(reason: 'type' | 'size' | 'empty' | 'variant'): ApiError {
  if (reason === 'variant') return new ApiError(422, 'UNPROCESSABLE', 'A resized image is not valid', 'marketing_material.error.variant');
  if (reason === 'size') return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is too large', 'api.error.payload_too_large');
  if (reason === 'empty') return new ApiError(400, 'VALIDATION', VALIDATION_MESSAGE, 'api.error.validation', [{ path: 'file', message: 'validation.required' }]);
  return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This kind of file is not accepted', 'marketing_material.error.file_type');
}

function moved(outcome: 'done' | 'not_found' | 'unchanged'): void {
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'unchanged') throw new ApiError(409, 'CONFLICT', 'Nothing to change', 'api.error.conflict');
}

export const marketingMaterialRoutes = new Hono<AuthedEnv>()
  .get('/admin/marketing-material/options', ...admin, async (c) => {
    const { db } = c.var.services;
    return c.json({ markets: await listTargetMarkets(db, 'marketing-material'), layouts: await listLayouts(db, 'marketing_material') }, 200);
  })
  .get('/admin/marketing-material/categories', ...admin, validate('query', listQuery), async (c) => c.json(await listCategories(c.var.services.db, c.req.valid('query')), 200))
  .get('/admin/marketing-material/categories/:id', ...admin, validate('param', idParam), async (c) => {
    const row = await getCategory(c.var.services.db, c.req.valid('param').id);
    if (!row) throw notFound();
    return c.json({ data: row }, 200);
  })
  .post('/admin/marketing-material/categories', ...admin, validate('json', categoryForm), async (c) => c.json(answerSave(await saveCategory(c.var.services.db, null, c.req.valid('json'))), 201))
  .put('/admin/marketing-material/categories/:id', ...admin, validate('param', idParam), validate('json', categoryForm), async (c) =>
    c.json(answerSave(await saveCategory(c.var.services.db, c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .delete('/admin/marketing-material/categories/:id', ...admin, validate('param', idParam), async (c) => {
    const { outcome, stranded, strandedItems } = await moveCategory(c.var.services.db, c.req.valid('param').id, 'delete');
    moved(outcome);
    return c.json({ stranded, strandedItems }, 200);
  })
  .post('/admin/marketing-material/categories/:id/restore', ...admin, validate('param', idParam), async (c) => {
    moved((await moveCategory(c.var.services.db, c.req.valid('param').id, 'restore')).outcome);
    return c.json({ restored: true }, 200);
  })
  .get('/admin/marketing-material/items', ...admin, validate('query', listQuery), async (c) => c.json(await listItems(c.var.services.db, c.req.valid('query')), 200))
  .get('/admin/marketing-material/items/:id', ...admin, validate('param', idParam), async (c) => {
    const row = await getItem(c.var.services.db, c.req.valid('param').id);
    if (!row) throw notFound();
    return c.json({ data: row }, 200);
  })
  .post('/admin/marketing-material/items', ...admin, validate('json', itemForm), async (c) => {
    const input = c.req.valid('json');
    return c.json(answerSave(await saveItem(c.var.services.db, null, input, sanitizeHtml(input.body))), 201);
  })
  .put('/admin/marketing-material/items/:id', ...admin, validate('param', idParam), validate('json', itemForm), async (c) => {
    const input = c.req.valid('json');
    return c.json(answerSave(await saveItem(c.var.services.db, c.req.valid('param').id, input, sanitizeHtml(input.body))), 200);
  })
  .delete('/admin/marketing-material/items/:id', ...admin, validate('param', idParam), async (c) => {
    moved(await moveItem(c.var.services.db, c.req.valid('param').id, 'delete'));
    return c.json({ deleted: true }, 200);
  })
  .post('/admin/marketing-material/items/:id/restore', ...admin, validate('param', idParam), async (c) => {
    moved(await moveItem(c.var.services.db, c.req.valid('param').id, 'restore'));
    return c.json({ restored: true }, 200);
  })
  .post('/admin/marketing-material/files', ...admin, async (c) => {
    const form = await uploadForm(c.req.raw);
    const { file, kind } = await storeUpload(c.var.services, form, ['image', 'video'], Number(c.var.auth.sub), 'marketing_material.error.file_type');
    return c.json({ file, kind }, 201);
  })
  /** Bulk create: one request per file (the page shows each file's progress); the item is titled after the file. */
  .post('/admin/marketing-material/items/bulk', ...admin, async (c) => {
    const form = await uploadForm(c.req.raw);
    const fields = bulkFields.safeParse({ categoryId: form.get('categoryId'), marketIds: form.get('marketIds') ?? '' });
    if (!fields.success) throw new ApiError(400, 'VALIDATION', VALIDATION_MESSAGE, 'api.error.validation', fields.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    const file = form.get('file');
    if (!(file instanceof File)) throw new ApiError(400, 'VALIDATION', VALIDATION_MESSAGE, 'api.error.validation', [{ path: 'file', message: 'validation.required' }]);
    const variants = await variantsOf(form);
    const outcome = await bulkCreate(c.var.services, Number(c.var.auth.sub), fields.data, [{ bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name, variants }]);
    if ('problem' in outcome) return c.json(answerSave(outcome.problem), 400);
    const [result] = outcome.results;
    if (!result?.ok) throw fileRefusal(result?.reason ?? 'type');
    return c.json({ id: result.id, title: result.title, file: { id: result.fileId } }, 201);
  })
  .get('/marketing-material/:type', requireScopes(READ), validate('param', typeParam), async (c) => {
    const markets = await userMarkets(c.var.services.db, Number(c.var.auth.sub), 'marketing-material');
    return c.json({ data: await readerRoots(c.var.services.db, c.req.valid('param').type, markets) }, 200);
  })
  .get('/marketing-material/categories/:id', requireScopes(READ), validate('param', idParam), async (c) => {
    const markets = await userMarkets(c.var.services.db, Number(c.var.auth.sub), 'marketing-material');
    const page = await readerCategory(c.var.services.db, c.req.valid('param').id, markets);
    if (!page) throw notFound();
    return c.json({ data: page }, 200);
  })
  .get('/marketing-material/items/:id', requireScopes(READ), validate('param', idParam), async (c) => {
    const markets = await userMarkets(c.var.services.db, Number(c.var.auth.sub), 'marketing-material');
    const item = await readerItem(c.var.services.db, c.req.valid('param').id, markets);
    if (!item) throw notFound();
    return c.json({ data: item }, 200);
  })
  .get('/marketing-material/files/:fileId', requireScopes(READ), validate('param', fileParam), async (c) => {
    const { db } = c.var.services;
    const { fileId } = c.req.valid('param');
    const isAdmin = c.var.auth.scp.includes(CUD);
    if (!isAdmin && !(await readerMayFetch(db, fileId, await userMarkets(db, Number(c.var.auth.sub), 'marketing-material')))) throw notFound();
    const res = await fileResponse(c.var.services, fileId, c.req.query('download') === '1');
    if (!res) throw notFound();
    return res;
  });
