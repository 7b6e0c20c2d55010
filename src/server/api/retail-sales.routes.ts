// Registered frames and retail sales of the acting customer (page.customer-sales-report): list,
// register, delete, reupload a failed entry and the warranty certificate PDF (a form post, so the
// row's download button works without JavaScript).
import { Hono } from 'hono';
import { registerFrameSchema } from '../../domain/frames';
import { translator } from '../i18n';
import { requestLocale } from '../invoices/invoices.errors';
import { deleteQuery, entryParam, frameParam, framesQuery, warrantyBody } from '../retail-sales/retail-sales.schema';
import { deleteFrame, frameForWarranty, listFrames, registerFrame, reuploadEntry } from '../retail-sales/retail-sales.service';
import { warrantyFileName, warrantyPdf } from '../retail-sales/warranty.pdf';
import { certificatePassportUrl } from '../retail-sales/warranty-qr';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';

export const RETAIL_SALES_SCOPE = 'page.customer-sales-report';

export const retailSalesRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .use('/retail-sales/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/retail-sales/frames', requireScopes(RETAIL_SALES_SCOPE), requireActingCustomer, validate('query', framesQuery), async (c) => {
    const page = await listFrames(c.var.services.upstream, c.var.actingCustomer, c.req.valid('query'));
    return c.json({ data: page.rows, page: page.page, limit: page.limit, total: page.total }, 200);
  })
  .post('/retail-sales/frames', requireScopes(RETAIL_SALES_SCOPE), requireActingCustomer, validate('json', registerFrameSchema), async (c) => {
    const frame = await registerFrame(c.var.services.upstream, c.var.actingCustomer, c.req.valid('json'));
    return c.json({ data: frame }, 201);
  })
  .delete('/retail-sales/frames/:frameNumber', requireScopes(RETAIL_SALES_SCOPE), requireActingCustomer, validate('param', frameParam), validate('query', deleteQuery), async (c) => {
    await deleteFrame(c.var.services.upstream, c.var.actingCustomer, c.req.valid('param').frameNumber, c.req.valid('query').type);
    return c.json({ ok: true }, 200);
  })
  .post('/retail-sales/entries/:id/reupload', requireScopes(RETAIL_SALES_SCOPE), requireActingCustomer, validate('param', entryParam), async (c) => {
    await reuploadEntry(c.var.services.upstream, c.var.actingCustomer, c.req.valid('param').id);
    return c.json({ ok: true }, 200);
  })
  .post('/retail-sales/warranty', requireScopes(RETAIL_SALES_SCOPE), requireActingCustomer, validate('form', warrantyBody), async (c) => {
    const { frame: number, type } = c.req.valid('form');
    const frame = await frameForWarranty(c.var.services.upstream, c.var.actingCustomer, number, type);
    const locale = requestLocale(c);
    const host = requestHost(c);
    const bytes = await warrantyPdf({ frame, webTitle: host.webTitle, locale, t: translator(locale), passportUrl: certificatePassportUrl(host, new URL(c.req.url), locale, frame.frameNumber) });
    return c.body(bytes.slice().buffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${warrantyFileName(frame.frameNumber)}"`,
      'Cache-Control': 'private, no-store',
    });
  });
