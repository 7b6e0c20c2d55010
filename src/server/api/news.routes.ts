// News: administrators (news.cu, with a configured news target market) write and soft-delete; dealers
// (page.news) read valid items of their markets. Everything exists only where the NEWS flag is on.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { idParam } from '../../domain/content/marketing-material.schema';
import { newsForm, newsListQuery } from '../../domain/content/news.schema';
import { isFlagOn } from '../../domain/feature-flags';
import { storeUpload, uploadForm } from '../content/content-upload';
import { fileResponse } from '../content/files';
import { getNews, listNews, moveNews, newsFileAllowed, readerNews, readerNewsList, saveNews } from '../content/news';
import { sanitizeHtml } from '../content/sanitize-html';
import { listTargetMarkets, userMarkets } from '../content/target-market';
import { requireContentMarkets } from './content-market.guard';
import { ApiError } from './errors';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { answerSave } from './marketing-material.routes';
import { requestHost } from './request-host';
import { requestLocale } from './request-locale';
import { languageOf } from '../../domain/locales';
import { validate } from './validate';

const notFound = () => new ApiError(404, 'NOT_FOUND', 'Not found', 'api.error.not_found');

/** The news feature flag of the host: off means the routes do not exist. */
const newsFlag = createMiddleware(async (c, next) => {
  if (!isFlagOn(requestHost(c).features, 'NEWS')) throw notFound();
  await next();
});

const admin = [requireScopes('news.cu'), newsFlag, requireContentMarkets('news')] as const;
const reader = [requireScopes('page.news'), newsFlag] as const;
const readerQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1), limit: z.coerce.number().int().min(1).max(50).default(10) });
const fileParam = z.object({ fileId: z.uuid() });

function moved(outcome: 'done' | 'not_found' | 'unchanged'): void {
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'unchanged') throw new ApiError(409, 'CONFLICT', 'Nothing to change', 'api.error.conflict');
}

export const newsRoutes = new Hono<AuthedEnv>()
  .get('/admin/news/options', ...admin, async (c) => c.json({ markets: await listTargetMarkets(c.var.services.db, 'news') }, 200))
  .get('/admin/news', ...admin, validate('query', newsListQuery), async (c) => c.json(await listNews(c.var.services.db, c.req.valid('query')), 200))
  .get('/admin/news/:id', ...admin, validate('param', idParam), async (c) => {
    const row = await getNews(c.var.services.db, c.req.valid('param').id);
    if (!row) throw notFound();
    return c.json({ data: row }, 200);
  })
  .post('/admin/news', ...admin, validate('json', newsForm), async (c) => {
    const input = c.req.valid('json');
    return c.json(answerSave(await saveNews(c.var.services.db, null, input, sanitizeHtml(input.body))), 201);
  })
  .put('/admin/news/:id', ...admin, validate('param', idParam), validate('json', newsForm), async (c) => {
    const input = c.req.valid('json');
    return c.json(answerSave(await saveNews(c.var.services.db, c.req.valid('param').id, input, sanitizeHtml(input.body))), 200);
  })
  .delete('/admin/news/:id', ...admin, validate('param', idParam), async (c) => {
    moved(await moveNews(c.var.services.db, c.req.valid('param').id, 'delete'));
    return c.json({ deleted: true }, 200);
  })
  .post('/admin/news/:id/restore', ...admin, validate('param', idParam), async (c) => {
    moved(await moveNews(c.var.services.db, c.req.valid('param').id, 'restore'));
    return c.json({ restored: true }, 200);
  })
  .post('/admin/news/files', ...admin, async (c) => {
    const form = await uploadForm(c.req.raw);
    const { file } = await storeUpload(c.var.services, form, ['image'], Number(c.var.auth.sub), 'news.error.file_type');
    return c.json({ file }, 201);
  })
  .get('/news', ...reader, validate('query', readerQuery), async (c) => {
    const { page, limit } = c.req.valid('query');
    const markets = await userMarkets(c.var.services.db, Number(c.var.auth.sub), 'news');
    return c.json(await readerNewsList(c.var.services.db, markets, page, limit, languageOf(requestLocale(c))), 200);
  })
  .get('/news/files/:fileId', ...reader, validate('param', fileParam), async (c) => {
    const { db } = c.var.services;
    const { fileId } = c.req.valid('param');
    const isAdmin = c.var.auth.scp.includes('news.cu');
    if (!isAdmin && !(await newsFileAllowed(db, fileId, await userMarkets(db, Number(c.var.auth.sub), 'news')))) throw notFound();
    const res = await fileResponse(c.var.services, fileId, c.req.query('download') === '1');
    if (!res) throw notFound();
    return res;
  })
  .get('/news/:id', ...reader, validate('param', idParam), async (c) => {
    const markets = await userMarkets(c.var.services.db, Number(c.var.auth.sub), 'news');
    const item = await readerNews(c.var.services.db, c.req.valid('param').id, markets);
    if (!item) throw notFound();
    return c.json({ data: item }, 200);
  });
