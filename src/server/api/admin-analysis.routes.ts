// /api/admin/catalog-analyze (page.catalog-analyze; docs/requirements.md#catalogue-analysis, product analysis:
// sorg and articleCodes): why a dealer of a sales organisation sees or cannot order each article,
// as JSON and as .xlsx.
import { Hono } from 'hono';
import { analysisQuery } from '../../domain/admin/catalog-analysis.rules';
import { formatterFor } from '../../domain/format';
import { analyseCatalog, analysisSheet } from '../admin/catalog-analysis.service';
import { translator } from '../i18n';
import { XLSX_TYPE } from '../spreadsheet/xlsx';
import type { AuthedEnv } from './guards';
import { requireScopes } from './guards';
import { requestHost } from './request-host';
import { requestLocale } from './request-locale';
import { validate } from './validate';

const SCOPE = 'page.catalog-analyze';

export const adminAnalysisRoutes = new Hono<AuthedEnv>()
  .get('/admin/catalog-analyze', requireScopes(SCOPE), validate('query', analysisQuery), async (c) => {
    const { sorg, codes } = c.req.valid('query');
    const analysis = await analyseCatalog(c.var.services.upstream, sorg, codes);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: analysis }, 200);
  })
  .get('/admin/catalog-analyze/export', requireScopes(SCOPE), validate('query', analysisQuery), async (c) => {
    const { sorg, codes } = c.req.valid('query');
    const analysis = await analyseCatalog(c.var.services.upstream, sorg, codes);
    const locale = requestLocale(c);
    const bytes = await analysisSheet(translator(locale), formatterFor(locale, requestHost(c)), analysis);
    return c.body(bytes.slice().buffer, 200, { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="catalogue-analysis-${sorg}.xlsx"`, 'Cache-Control': 'private, no-store' });
  });
