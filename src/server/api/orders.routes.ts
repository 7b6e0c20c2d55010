// Orders and deliveries of the acting customer (page.order-status), the open order export, and the
// staff order list with stock order confirmation (page.orderlist).
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLocale, LOCALE_COOKIE, type Locale } from '../../domain/locales';
import { backorderLines } from '../../domain/orders';
import { translator } from '../i18n';
import { exportOpenOrders } from '../orders/open-orders.export';
import { XLSX_TYPE } from '../spreadsheet/xlsx';
import { openOrdersView, searchMissed } from '../orders/open-orders.view';
import { ordersError } from '../orders/orders.errors';
import { readOpenDeliveries, readOpenOrders, readOpenOrdersCached, readOrderDetail, readShippedOrders } from '../orders/orders.reads';
import { openOrdersQuery, orderParam, rangeQuery } from '../orders/orders.schema';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { validate } from './validate';

const ORDER_SCOPE = 'page.order-status';
/** The one report the spec names: GET /api/reports/open-orders/download. */
export const OPEN_ORDERS_REPORT = 'open-orders';
const sorgsOf = (company: string | undefined) => (company ? [company] : undefined);

export const ordersRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .use('/orders/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/orders/open', requireScopes(ORDER_SCOPE), requireActingCustomer, validate('query', openOrdersQuery), async (c) => {
    const query = c.req.valid('query');
    const cached = await readOpenOrdersCached(c.var.services, c.var.actingCustomer);
    const companies = searchMissed(cached, query.search) ? await readOpenOrdersCached(c.var.services, c.var.actingCustomer, true) : cached;
    return c.json({ data: openOrdersView(companies, query) }, 200);
  })
  .get('/orders/backorders', requireScopes(ORDER_SCOPE), requireActingCustomer, async (c) => {
    const companies = await readOpenOrders(c.var.services.upstream, c.var.actingCustomer, c.req.raw.signal);
    return c.json({ data: backorderLines(companies.flatMap((company) => company.orders)) }, 200);
  })
  .get('/orders/shipped', requireScopes(ORDER_SCOPE), requireActingCustomer, validate('query', rangeQuery), async (c) => {
    const { from, to, company } = c.req.valid('query');
    const data = await readShippedOrders(c.var.services.upstream, c.var.actingCustomer, { from, to, sorgs: sorgsOf(company) });
    return c.json({ data }, 200);
  })
  .get('/orders/deliveries', requireScopes(ORDER_SCOPE), requireActingCustomer, validate('query', rangeQuery), async (c) => {
    const { from, to, company } = c.req.valid('query');
    const data = await readOpenDeliveries(c.var.services.upstream, c.var.actingCustomer, { from, to, sorgs: sorgsOf(company) });
    return c.json({ data }, 200);
  })
  .get('/orders/:orderNumber', requireScopes(ORDER_SCOPE), requireActingCustomer, validate('param', orderParam), async (c) => {
    const detail = await readOrderDetail(c.var.services.upstream, c.var.actingCustomer, c.req.valid('param').orderNumber);
    if (!detail) throw ordersError('ORDER_NOT_FOUND');
    return c.json({ data: detail }, 200);
  })
  .get('/reports/:id/download', requireScopes(ORDER_SCOPE), requireActingCustomer, async (c) => {
    if (c.req.param('id') !== OPEN_ORDERS_REPORT) throw ordersError('REPORT_NOT_FOUND');
    const locale: Locale = isLocale(c.req.query('locale')) ? (c.req.query('locale') as Locale) : localeFromCookie(getCookie(c, LOCALE_COOKIE));
    const file = await exportOrFail(async () => {
      const companies = await readOpenOrders(c.var.services.upstream, c.var.actingCustomer, c.req.raw.signal);
      return exportOpenOrders(companies, translator(locale), new Date());
    });
    return c.body(file.bytes.slice().buffer, 200, {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, no-store',
    });
  });

const localeFromCookie = (value: string | undefined): Locale => (isLocale(value) ? value : 'en-us');

/** The spec's export failure: logged as "Something went wrong (OE1)", the user gets the envelope. */
async function exportOrFail<T>(build: () => Promise<T>): Promise<T> {
  try {
    return await build();
  } catch (error) {
    console.warn('Something went wrong (OE1)', error);
    throw ordersError('EXPORT_FAILED');
  }
}
