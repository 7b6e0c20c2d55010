// Dealer bonus (page.bonus-dealer): the acting customer's year per quarter, and its .xlsx export.
import { Hono } from 'hono';
import { bonusXlsx } from '../bonus/bonus.export';
import { inQuarter, readBonusYear } from '../bonus/bonus.reads';
import { bonusQuery } from '../bonus/bonus.schema';
import { translator } from '../i18n';
import { requestLocale } from '../invoices/invoices.errors';
import { XLSX_TYPE } from '../spreadsheet/xlsx';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { validate } from './validate';

const SCOPE = 'page.bonus-dealer';

export const bonusRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .get('/bonus', requireScopes(SCOPE), requireActingCustomer, validate('query', bonusQuery), async (c) => {
    const { year, quarter } = c.req.valid('query');
    const bonus = await readBonusYear(c.var.services.upstream, c.var.actingCustomer, year);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: { ...bonus, purchases: inQuarter(bonus.purchases, quarter), retail: inQuarter(bonus.retail, quarter) } }, 200);
  })
  .get('/bonus/export', requireScopes(SCOPE), requireActingCustomer, validate('query', bonusQuery), async (c) => {
    const { year, quarter } = c.req.valid('query');
    const bonus = await readBonusYear(c.var.services.upstream, c.var.actingCustomer, year);
    const file = await bonusXlsx(bonus, translator(requestLocale(c)), quarter);
    return c.body(file.bytes.slice().buffer, 200, {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
    });
  });
