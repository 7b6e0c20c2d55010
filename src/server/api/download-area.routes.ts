// The download area (page.download-area): the user's report requests, a new request, and the file of
// a ready one, for its owner only. No requireActingCustomer: limitation audit downloads without a
// customer; everyone else's requests cover the token's acting customer (reportScope), never one sent.
import { Hono } from 'hono';
import { downloadIdParam, downloadListQuery, downloadRequestBody } from '../download-area/download.schema';
import { downloadFile, listDownloads, requestDownload } from '../download-area/download.service';
import { XLSX_TYPE } from '../spreadsheet/xlsx';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { validate } from './validate';

const SCOPE = 'page.download-area';

export const downloadAreaRoutes = new Hono<AuthedEnv>()
  .use('/download-area/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/download-area', requireScopes(SCOPE), validate('query', downloadListQuery), async (c) => {
    const list = await listDownloads(c.var.services.upstream, c.var.auth, c.req.valid('query').page);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: list.rows, total: list.total }, 200);
  })
  .post('/download-area', requireScopes(SCOPE), validate('json', downloadRequestBody), async (c) => {
    const request = await requestDownload(c.var.services.upstream, c.var.auth, c.req.valid('json'));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: request }, 201);
  })
  .get('/download-area/:id', requireScopes(SCOPE), validate('param', downloadIdParam), async (c) => {
    const file = await downloadFile(c.var.services.upstream, c.var.auth, c.req.valid('param').id);
    return c.body(file.bytes.slice().buffer, 200, {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
    });
  });
