// Paying invoices for the customer the user acts for (page.invoice-status and page.payment-request):
// payment methods and saved payments of a company, creating a payment request (Idempotency-Key
// header, amounts recomputed from upstream data), voiding it, and looking requests up by invoice.
// Order payments (prepaid orders) live in orders.routes.ts under /payments.
import { Hono } from 'hono';
import { z } from 'zod';
import { translator } from '../i18n';
import { invoicesError, requestLocale } from '../invoices/invoices.errors';
import { companyCode, invoiceNo } from '../invoices/invoices.schema';
import { createPayment } from '../payments/create-payment.service';
import { createPaymentBody, IDEMPOTENCY_KEY } from '../payments/payment-request.schema';
import { deleteSavedPayment, paymentRequestsFor, readPaymentMethods, readSavedPayments, voidPaymentRequest } from '../payments/payments.reads';
import { forgetCredit } from '../shell/shell.reads';
import type { ActingVariables, AuthedEnv } from './guards';
import { requireActingCustomer, requireScopes } from './guards';
import { requestHost } from './request-host';
import { validate } from './validate';

const SCOPES = ['page.invoice-status', 'page.payment-request'] as const;
const guard = [requireScopes(...SCOPES), requireActingCustomer] as const;

const companyQuery = z.object({ company: companyCode });
const savedParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });
const voidBody = z.object({ company: companyCode, merchant: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/) });
const lookupQuery = z.object({ invoiceNos: z.string().transform((s) => s.split(',').filter(Boolean)).pipe(z.array(invoiceNo).min(1).max(50)) });

export const paymentsRoutes = new Hono<AuthedEnv & { Variables: ActingVariables }>()
  .use('/invoice-payments/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/invoice-payments/methods', ...guard, validate('query', companyQuery), async (c) => {
    return c.json({ data: await readPaymentMethods(c.var.services.upstream, c.req.valid('query').company, c.req.raw.signal) }, 200);
  })
  .get('/invoice-payments/saved', ...guard, validate('query', companyQuery), async (c) => {
    return c.json({ data: await readSavedPayments(c.var.services.upstream, c.var.actingCustomer, c.req.valid('query').company, c.req.raw.signal) }, 200);
  })
  .delete('/invoice-payments/saved/:id', ...guard, validate('param', savedParam), async (c) => {
    const ok = await deleteSavedPayment(c.var.services.upstream, c.var.actingCustomer, c.req.valid('param').id);
    if (!ok) throw invoicesError(requestLocale(c), 'SAVED_PAYMENT_NOT_FOUND');
    return c.json({ messageKey: 'payment.deleted_saved', message: translator(requestLocale(c))('payment.deleted_saved') }, 200);
  })
  .get('/invoice-payments/requests', ...guard, validate('query', lookupQuery), async (c) => {
    return c.json({ data: await paymentRequestsFor(c.var.services.upstream, c.var.actingCustomer, c.req.valid('query').invoiceNos, c.req.raw.signal) }, 200);
  })
  .post('/invoice-payments', ...guard, validate('json', createPaymentBody), async (c) => {
    const locale = requestLocale(c);
    const key = c.req.header('Idempotency-Key') ?? '';
    if (!IDEMPOTENCY_KEY.test(key)) throw invoicesError(locale, 'IDEMPOTENCY_KEY');
    const ctx = { db: c.var.services.db, cache: c.var.services.cache, upstream: c.var.services.upstream, code: c.var.actingCustomer, host: requestHost(c), locale, userId: c.var.auth.sub };
    const { payment, replayed } = await createPayment(ctx, key, c.req.valid('json'));
    return c.json({ data: payment, replayed }, replayed ? 200 : 201);
  })
  .post('/invoice-payments/void', ...guard, validate('json', voidBody), async (c) => {
    const ok = await voidPaymentRequest(c.var.services.upstream, c.var.actingCustomer, c.req.valid('json').merchant);
    const locale = requestLocale(c);
    if (!ok) throw invoicesError(locale, 'VOID_FAILED');
    await forgetCredit(c.var.services.cache, c.var.actingCustomer.r3);
    return c.json({ messageKey: 'payment.cancelled', message: translator(locale)('payment.cancelled') }, 200);
  });
