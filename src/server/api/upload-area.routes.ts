// The upload area (page.upload-area): the template, and a month of retail sales from a spreadsheet,
// checked and reported per line, its good rows registered for the acting customer in one step.
import { Hono } from 'hono';
import { translator } from '../i18n';
import { requestLocale } from '../invoices/invoices.errors';
import { XLSX_TYPE } from '../spreadsheet/xlsx';
import { todayIso } from '../retail-sales/retail-sales.service';
import { uploadTemplate } from '../upload-area/template';
import { uploadedFile } from '../upload-area/upload-form';
import { checkAndRegister, uploadRows } from '../upload-area/upload.service';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';

const SCOPE = 'page.upload-area';

export const uploadAreaRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .get('/upload-area/template', requireScopes(SCOPE), async (c) => {
    const bytes = await uploadTemplate(translator(requestLocale(c)), todayIso());
    return c.body(bytes.slice().buffer, 200, {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': 'attachment; filename="retail-sales-template.xlsx"',
      'Cache-Control': 'private, no-store',
    });
  })
  .post('/upload-area', requireScopes(SCOPE), requireActingCustomer, async (c) => {
    const rows = await uploadRows(await uploadedFile(c.req.raw));
    const report = await checkAndRegister(c.var.services.upstream, c.var.actingCustomer, rows);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: report }, 200);
  });
