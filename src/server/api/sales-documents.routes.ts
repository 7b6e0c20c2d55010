// Sales and technical/service documents (docs/requirements.md#sales-documents: salesDocuments, salesDocument,
// create, update, delete, restore; groups). Admins hold sales-document.cu and need a configured
// sales document target market (else 409 NO_DATA); any signed-in user reads the documents of their
// markets, and only those: anything else is 404, whatever id is sent.
import { Hono } from 'hono';
import { z } from 'zod';
import { contentIdParam } from '../../domain/content/content-input';
import { documentGroupForm, documentGroupListQuery, salesDocumentForm, salesDocumentListQuery, salesDocumentType } from '../../domain/content/sales-document.schema';
import { CONTENT_FORM_MAX_BYTES, documentFields, readContentForm } from '../content/content-form';
import { createGroup, groupById, listGroups, liveDocumentsIn, moveGroup, updateGroup } from '../content/sales-document-groups';
import { createDocument, documentById, listDocuments, moveDocument, updateDocument } from '../content/sales-documents.service';
import { adminFile, readerDocument, readerDocuments, readerFile } from '../content/sales-documents.reader';
import { listTargetMarkets } from '../content/target-market';
import { requireContentMarkets } from './content-market.guard';
import { formOrThrow, movedOrThrow, notFound, parsedOrThrow, savedId } from './content-answer';
import type { AuthedEnv } from './guards';
import { requestLocale } from './request-locale';
import { languageOf } from '../../domain/locales';
import { requireScopes, requireUser } from './guards';
import { validate } from './validate';

const admin = [requireScopes('sales-document.cu'), requireContentMarkets('sales-document')] as const;
const fileParam = z.object({ fileId: z.uuid() });
const fileQuery = z.object({ download: z.enum(['0', '1']).default('1') });
const readerQuery = z.object({ type: salesDocumentType });

async function documentRequest(request: Request) {
  const form = formOrThrow(await readContentForm(request, CONTENT_FORM_MAX_BYTES));
  const { fields, files } = await documentFields(form);
  return { input: parsedOrThrow(salesDocumentForm, fields), files };
}

const userId = (sub: string): number => Number(sub);

export const salesDocumentsRoutes = new Hono<AuthedEnv>()
  .use('/admin/sales-documents/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/admin/sales-documents/options', ...admin, async (c) => c.json({ markets: await listTargetMarkets(c.var.services.db, 'sales-document') }, 200))
  .get('/admin/sales-documents/groups', ...admin, validate('query', documentGroupListQuery), async (c) => c.json(await listGroups(c.var.services.db, c.req.valid('query')), 200))
  .get('/admin/sales-documents/groups/:id', ...admin, validate('param', contentIdParam), async (c) => {
    const { id } = c.req.valid('param');
    const group = await groupById(c.var.services.db, id);
    if (!group) throw notFound();
    return c.json({ data: { ...group, liveDocuments: await liveDocumentsIn(c.var.services.db, id) } }, 200);
  })
  .post('/admin/sales-documents/groups', ...admin, validate('json', documentGroupForm), async (c) => c.json(savedId(await createGroup(c.var.services.db, c.req.valid('json'))), 201))
  .put('/admin/sales-documents/groups/:id', ...admin, validate('param', contentIdParam), validate('json', documentGroupForm), async (c) =>
    c.json(savedId(await updateGroup(c.var.services.db, c.req.valid('param').id, c.req.valid('json'))), 200),
  )
  .delete('/admin/sales-documents/groups/:id', ...admin, validate('param', contentIdParam), async (c) => {
    movedOrThrow(await moveGroup(c.var.services.db, c.req.valid('param').id, 'delete'));
    return c.json({ deleted: true }, 200);
  })
  .post('/admin/sales-documents/groups/:id/restore', ...admin, validate('param', contentIdParam), async (c) => {
    movedOrThrow(await moveGroup(c.var.services.db, c.req.valid('param').id, 'restore'));
    return c.json({ restored: true }, 200);
  })
  .get('/admin/sales-documents/files/:fileId', ...admin, validate('param', fileParam), async (c) => {
    const response = await adminFile(c.var.services, c.req.valid('param').fileId);
    if (!response) throw notFound();
    return response;
  })
  .get('/admin/sales-documents', ...admin, validate('query', salesDocumentListQuery), async (c) => c.json(await listDocuments(c.var.services.db, c.req.valid('query')), 200))
  .get('/admin/sales-documents/:id', ...admin, validate('param', contentIdParam), async (c) => {
    const doc = await documentById(c.var.services.db, c.req.valid('param').id);
    if (!doc) throw notFound();
    return c.json({ data: doc }, 200);
  })
  .post('/admin/sales-documents', ...admin, async (c) => {
    const { input, files } = await documentRequest(c.req.raw);
    return c.json(savedId(await createDocument(c.var.services, input, files, userId(c.var.auth.sub))), 201);
  })
  .put('/admin/sales-documents/:id', ...admin, validate('param', contentIdParam), async (c) => {
    const { input, files } = await documentRequest(c.req.raw);
    return c.json(savedId(await updateDocument(c.var.services, c.req.valid('param').id, input, files, userId(c.var.auth.sub))), 200);
  })
  .delete('/admin/sales-documents/:id', ...admin, validate('param', contentIdParam), async (c) => {
    movedOrThrow(await moveDocument(c.var.services.db, c.req.valid('param').id, 'delete'));
    return c.json({ deleted: true }, 200);
  })
  .post('/admin/sales-documents/:id/restore', ...admin, validate('param', contentIdParam), async (c) => {
    movedOrThrow(await moveDocument(c.var.services.db, c.req.valid('param').id, 'restore'));
    return c.json({ restored: true }, 200);
  })
  .use('/sales-documents/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
  })
  .get('/sales-documents', requireUser, validate('query', readerQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await readerDocuments({ ...c.var.services, language: languageOf(requestLocale(c)) }, userId(c.var.auth.sub), c.req.valid('query').type) }, 200);
  })
  .get('/sales-documents/files/:fileId', requireUser, validate('param', fileParam), validate('query', fileQuery), async (c) => {
    const response = await readerFile(c.var.services, userId(c.var.auth.sub), c.req.valid('param').fileId, c.req.valid('query').download === '1');
    if (!response) throw notFound();
    return response;
  })
  .get('/sales-documents/:id', requireUser, validate('param', contentIdParam), async (c) => {
    const doc = await readerDocument(c.var.services, userId(c.var.auth.sub), c.req.valid('param').id);
    if (!doc) throw notFound();
    return c.json({ data: doc }, 200);
  });
