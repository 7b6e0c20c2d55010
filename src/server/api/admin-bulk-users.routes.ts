// /api/admin/users/bulk (docs/requirements.md#users, createUsers): the template, the check of a
// spreadsheet (every row reported, nothing written) and the creation of all its users in one step.
import { Hono } from 'hono';
import { languageOf } from '../../domain/locales';
import { BULK_MAX_BYTES, bulkCells, BulkFileError, checkBulk, createBulk } from '../admin/bulk-users.service';
import { bulkTemplate } from '../admin/bulk-users.export';
import { translator } from '../i18n';
import { XLSX_TYPE } from '../spreadsheet/xlsx';
import { readPageForm } from '../page-form';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { requestLocale } from './request-locale';

const USERS = 'page.user-management';

async function uploadedCells(request: Request): Promise<string[][]> {
  const read = await readPageForm(request, BULK_MAX_BYTES + 64 * 1024);
  if (!read.ok) throw read.reason === 'too_large' ? new BulkFileError(413, 'admin.bulk.too_large', 'The file is too large') : new BulkFileError(400, 'admin.bulk.not_a_sheet', 'Not a spreadsheet');
  const file = read.form.get('file');
  if (!file || typeof file === 'string') throw new BulkFileError(400, 'admin.bulk.empty', 'The file is empty');
  return bulkCells(new Uint8Array(await file.arrayBuffer()));
}

export const adminBulkUsersRoutes = new Hono<AuthedEnv>()
  .get('/admin/users/bulk/template', requireScopes(USERS), async (c) => {
    const bytes = await bulkTemplate(translator(requestLocale(c)));
    return c.body(bytes.slice().buffer, 200, { 'Content-Type': XLSX_TYPE, 'Content-Disposition': 'attachment; filename="users-template.xlsx"', 'Cache-Control': 'private, no-store' });
  })
  .post('/admin/users/bulk/check', requireScopes(USERS), async (c) => {
    const report = await checkBulk(c.var.services, c.var.auth, await uploadedCells(c.req.raw), languageOf(requestLocale(c)));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: report }, 200);
  })
  .post('/admin/users/bulk', requireScopes(USERS), async (c) => {
    const outcome = await createBulk(c.var.services, c.var.auth, await uploadedCells(c.req.raw), languageOf(requestLocale(c)));
    c.header('Cache-Control', 'private, no-store');
    if (outcome.kind === 'rejected') return c.json({ data: outcome.report }, 422);
    return c.json({ data: { created: outcome.users.length, users: outcome.users.map(({ username, password }) => ({ username, password })) } }, 201);
  });
