// The sales overview (page.dashboard): the figures of the current filter as JSON, and the same view
// as an .xlsx. Customers beyond the acting one only for sales users, within their areas.
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { siteSorgs } from '../../content/hosts/index';
import { htmlLangOf, isLocale, LOCALE_COOKIE, type Locale } from '../../domain/locales';
import { monthNames, parseSalesOverviewQuery, salesOverviewQuery } from '../../domain/sales-overview';
import { XLSX_TYPE } from '../spreadsheet/xlsx';
import { translator } from '../i18n';
import { exportSalesOverview } from '../sales-overview/sales-overview.export';
import { loadSalesOverview } from '../sales-overview/sales-overview.service';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';

const SCOPE = 'page.dashboard';

/** The validated query, in the shape the page reads from its own URL. */
function stateOf(url: string) {
  const parsed = parseSalesOverviewQuery(new URL(url).searchParams);
  return parsed.state;
}

export const salesOverviewRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .get('/sales-overview', requireScopes(SCOPE), requireActingCustomer, validate('query', salesOverviewQuery), async (c) => {
    const view = await loadSalesOverview(c.var.services.upstream, { ...c.var.auth, site: siteSorgs(requestHost(c)) }, stateOf(c.req.url), new Date(), c.req.raw.signal);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: view }, 200);
  })
  .get('/sales-overview/export', requireScopes(SCOPE), requireActingCustomer, validate('query', salesOverviewQuery), async (c) => {
    const view = await loadSalesOverview(c.var.services.upstream, { ...c.var.auth, site: siteSorgs(requestHost(c)) }, stateOf(c.req.url), new Date(), c.req.raw.signal);
    const queried = c.req.query('locale');
    const cookie = getCookie(c, LOCALE_COOKIE);
    const locale: Locale = isLocale(queried) ? queried : isLocale(cookie) ? cookie : 'en-us';
    const names = monthNames(htmlLangOf(locale), 'long');
    const file = await exportSalesOverview(view, translator(locale), (m) => names[m - 1] ?? String(m));
    return c.body(file.bytes.slice().buffer, 200, {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, no-store',
    });
  });
