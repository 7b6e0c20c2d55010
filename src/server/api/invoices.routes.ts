// Invoices of the customer the user acts for (page.invoice-status): open invoices per company, the
// invoice list by date range, e-mailing an invoice and downloading it as PDF.
import { Hono } from 'hono';
import { translator } from '../i18n';
import { invoicePdf } from '../invoices/invoice.pdf';
import { invoicesError, requestLocale } from '../invoices/invoices.errors';
import { emailInvoice, findInvoice, readInvoicePage, readOpenInvoices } from '../invoices/invoices.reads';
import { emailBody, invoiceListQuery, invoiceParam, openInvoicesQuery, pdfQuery } from '../invoices/invoices.schema';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';

const SCOPE = 'page.invoice-status';

export const invoicesRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .use('/invoices/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/invoices/open', requireScopes(SCOPE), requireActingCustomer, validate('query', openInvoicesQuery), async (c) => {
    const { company } = c.req.valid('query');
    const data = await readOpenInvoices(c.var.services.upstream, c.var.actingCustomer, company ? [company] : undefined, c.req.raw.signal);
    return c.json({ data }, 200);
  })
  .get('/invoices', requireScopes(SCOPE), requireActingCustomer, validate('query', invoiceListQuery), async (c) => {
    const q = c.req.valid('query');
    const page = await readInvoicePage(c.var.services.upstream, c.var.actingCustomer, { ...q, sort: `${q.sort}:${q.order}` }, c.req.raw.signal);
    return c.json({ data: page.rows, page: page.page, limit: page.limit, total: page.total }, 200);
  })
  .post('/invoices/:invoiceNo/email', requireScopes(SCOPE), requireActingCustomer, validate('param', invoiceParam), validate('json', emailBody), async (c) => {
    const { invoiceNo } = c.req.valid('param');
    const outcome = await emailInvoice(c.var.services.upstream, c.var.actingCustomer, invoiceNo, c.req.valid('json').company);
    const locale = requestLocale(c);
    if (!outcome.ok) throw invoicesError(locale, /not found/i.test(outcome.description ?? '') ? 'INVOICE_NOT_FOUND' : 'EMAIL_FAILED');
    return c.json({ messageKey: 'invoice.email_sent', message: translator(locale)('invoice.email_sent', { invoiceNo }) }, 200);
  })
  .get('/invoices/:invoiceNo/pdf', requireScopes(SCOPE), requireActingCustomer, validate('param', invoiceParam), validate('query', pdfQuery), async (c) => {
    const { invoiceNo } = c.req.valid('param');
    const { company, date } = c.req.valid('query');
    const rows = await findInvoice(c.var.services.upstream, c.var.actingCustomer, { invoiceNo, company, date });
    const locale = requestLocale(c);
    if (rows.length === 0) throw invoicesError(locale, 'INVOICE_NOT_FOUND');
    const bytes = await invoicePdf({ rows, payer: c.var.actingCustomer, host: requestHost(c), t: translator(locale), locale });
    const name = `invoice-${invoiceNo}.pdf`;
    return c.body(bytes.slice().buffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    });
  });
